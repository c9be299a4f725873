import type { ReactNode } from 'react';

/** One navigation item: a link (`path`), a collapsible group (`children`), or both. */
export interface MenuItem {
  /** Stable id, unique in the whole menu. */
  id: string;
  /** Visible label (already translated). */
  title: string;
  /** Decorative icon (e.g. a lucide-react icon with aria-hidden). */
  icon?: ReactNode;
  /** Where the item leads; items without a path only open their children. */
  path?: string;
  /** A count or short text shown after the title ("3", "New"). */
  badge?: string | number;
  /** CASL-style permission: the item shows only when `can(action, subject)` is true. */
  action?: string;
  /** Subject of `action` (e.g. "Drive"). */
  subject?: string;
  /** Child items: a collapsible sub-menu (a dropdown in horizontal and collapsed modes). */
  children?: readonly MenuItem[];
}

/** A titled group of items ("Apps", "Reports"); hidden with all its items when none is allowed. */
export interface MenuSection {
  id: string;
  /** Section heading (already translated). */
  heading: string;
  /** Optional permission for the whole section. */
  action?: string;
  subject?: string;
  children: readonly MenuItem[];
}

export type MenuEntry = MenuItem | MenuSection;

/** The permission check passed in by the app (e.g. CASL's `ability.can`). */
export type MenuCan = (action: string, subject: string) => boolean;

export function isSection(entry: MenuEntry): entry is MenuSection {
  return 'heading' in entry;
}

function allowed(entry: { action?: string; subject?: string }, can?: MenuCan): boolean {
  if (!can || entry.action === undefined || entry.subject === undefined) return true;
  return can(entry.action, entry.subject);
}

function filterItems(items: readonly MenuItem[], can?: MenuCan): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (!allowed(item, can)) continue;
    if (item.children) {
      const children = filterItems(item.children, can);
      // a group whose children are all hidden disappears with them (unless it is a link itself)
      if (children.length === 0 && !item.path) continue;
      visible.push({ ...item, children: children.length ? children : undefined });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** Drops what `can` forbids, then groups and sections left empty. */
export function filterMenu(entries: readonly MenuEntry[], can?: MenuCan): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (!isSection(entry)) {
      visible.push(...filterItems([entry], can));
      continue;
    }
    if (!allowed(entry, can)) continue;
    const children = filterItems(entry.children, can);
    if (children.length) visible.push({ ...entry, children });
  }
  return visible;
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches(itemPath: string, currentPath: string): number {
  const item = normalise(itemPath);
  if (currentPath === item) return item.length + 1;
  if (item !== '/' && currentPath.startsWith(`${item}/`)) return item.length;
  return -1;
}

/**
 * Ids from the outermost entry down to the item matching `currentPath`: exact matches win, then the
 * longest path prefix (so /main/user/7 keeps "Users" active). Empty when nothing matches.
 */
export function activeTrail(entries: readonly MenuEntry[], currentPath?: string): string[] {
  if (!currentPath) return [];
  const current = normalise(currentPath);
  let best: { score: number; trail: string[] } = { score: -1, trail: [] };
  const walk = (items: readonly MenuEntry[], trail: string[]) => {
    for (const entry of items) {
      const here = [...trail, entry.id];
      if (!isSection(entry) && entry.path) {
        const score = matches(entry.path, current);
        if (score > best.score) best = { score, trail: here };
      }
      if (entry.children) walk(entry.children, here);
    }
  };
  walk(entries, []);
  return best.trail;
}
