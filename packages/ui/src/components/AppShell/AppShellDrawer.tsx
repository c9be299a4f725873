import type { ReactNode, RefObject } from 'react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { MenuShellContext, type MenuShellContextValue } from '../Menu/menuContext';
import * as styles from './AppShell.css';

export interface AppShellDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Name of the dialog and of its navigation landmark. */
  label: string;
  closeLabel: string;
  brand?: ReactNode;
  /** The menu's mode inside the drawer, and "close the drawer after navigating". */
  menuContext: MenuShellContextValue;
  /** The hamburger: it lives outside Dialog.Root, so focus is handed back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The menu. */
  children: ReactNode;
}

/** AppShell's navigation drawer below the overlay breakpoint; AppShell loads it lazily. */
export function AppShellDrawer({
  open,
  onOpenChange,
  label,
  closeLabel,
  brand,
  menuContext,
  returnFocusTo,
  children,
}: AppShellDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay className={styles.drawerOverlay} />
      <Dialog.Content
        className={styles.drawer}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Dialog.Title className={styles.visuallyHidden}>{label}</Dialog.Title>
        <div className={styles.sidebarHeader}>
          {brand ? <div className={styles.brand}>{brand}</div> : null}
          <Dialog.Close className={styles.iconButton} aria-label={closeLabel}>
            <X size={18} aria-hidden />
          </Dialog.Close>
        </div>
        <nav aria-label={label} className={styles.sideNav}>
          <MenuShellContext.Provider value={menuContext}>{children}</MenuShellContext.Provider>
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  );
}
