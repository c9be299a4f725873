import { createContext, useContext } from 'react';
import type { MenuMode } from './menuVariants';

export interface MenuShellContextValue {
  /** The mode the surrounding shell wants (vertical, collapsed, horizontal). */
  mode: MenuMode;
  /** Called after the user follows a link, so an overlay drawer can close. */
  onNavigated?: () => void;
}

/** Set by AppShell so a Menu placed in its `menu` slot follows the layout without extra props. */
export const MenuShellContext = createContext<MenuShellContextValue | null>(null);

export function useMenuShell(): MenuShellContextValue | null {
  return useContext(MenuShellContext);
}
