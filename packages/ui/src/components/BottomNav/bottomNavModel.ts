import type { ReactNode } from 'react';

export type BottomNavId = string | number;

/** A named route (as a router knows it), for apps that navigate by name. */
export interface BottomNavRoute {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** A child item of the curved style's pop-up. */
export interface BottomNavChild {
  id: BottomNavId;
  /** Decorative icon (aria-hidden). */
  icon: ReactNode;
  /** Label (already translated); the accessible name. */
  title: string;
  badge?: number | string;
  /** Where choosing it leads: a path, or a named route. */
  path?: string | BottomNavRoute;
}

export interface BottomNavOption extends BottomNavChild {
  /** grow and windows: the option's own colour when selected. */
  color?: string;
  /** ring and windows: the icon shown while the option is not selected. */
  deselectedIcon?: ReactNode;
  /** curved only: child items shown in a pop-up above the bar (45 px each). */
  children?: readonly BottomNavChild[];
}

export interface BottomNavLocation {
  currentPath?: string;
  currentRouteName?: string;
}

function matchesLocation(
  item: BottomNavChild,
  { currentPath, currentRouteName }: BottomNavLocation,
) {
  if (currentRouteName !== undefined && String(item.id) === currentRouteName) return true;
  if (typeof item.path === 'string') return currentPath !== undefined && item.path === currentPath;
  if (item.path) return currentRouteName !== undefined && item.path.name === currentRouteName;
  return false;
}

/** The option (or child) the current route selects: matched by id, by path or by route name. */
export function matchOption(
  options: readonly BottomNavOption[],
  location: BottomNavLocation,
): BottomNavId | undefined {
  for (const option of options) {
    for (const child of option.children ?? [])
      if (matchesLocation(child, location)) return child.id;
    if (matchesLocation(option, location)) return option.id;
  }
  return undefined;
}

/** Index of the top-level option that is, or holds, the selected id; -1 when none. */
export function selectedIndex(
  options: readonly BottomNavOption[],
  selected: BottomNavId | null | undefined,
) {
  if (selected === null || selected === undefined) return -1;
  return options.findIndex(
    (option) => option.id === selected || option.children?.some((child) => child.id === selected),
  );
}

export function hasPath(path: BottomNavChild['path']): path is string | BottomNavRoute {
  return typeof path === 'string' ? path.length > 0 : path !== undefined && path.name.length > 0;
}
