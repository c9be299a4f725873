import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { MenuMode } from './menuVariants';
import type { MenuItem } from './menuModel';
import * as styles from './Menu.css';

/** What Menu passes down to its items (and to the lazily loaded flyouts). */
export interface Shared {
  mode: MenuMode;
  trail: ReadonlySet<string>;
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** The id of the collapsed or horizontal mode's dropdown that is open (or opening), if any. */
  openFlyout: string | null;
  setFlyoutOpen: (id: string, open: boolean) => void;
  link: (
    item: MenuItem,
    content: ReactNode,
    className: string,
    afterNavigate: (() => void) | null,
    extra: Record<string, unknown>,
  ) => ReactElement;
  side: 'left' | 'right';
  idPrefix: string;
}

/** Closes the dropdown a link sits in: our click handler prevents the default, which Radix reads as "keep open". */
export const CloseDropdownContext = createContext<(() => void) | null>(null);

export function ItemLink({
  item,
  className,
  shared,
  children,
  ...rest
}: { item: MenuItem; className: string; shared: Shared; children: ReactNode } & Record<
  string,
  unknown
>) {
  const close = useContext(CloseDropdownContext);
  return shared.link(item, children, className, close, rest);
}

function Badge({ value }: { value: MenuItem['badge'] }) {
  if (value === undefined || value === '') return null;
  return <span className={styles.badge}>{value}</span>;
}

export function ItemContent({
  item,
  depth,
  collapsed,
}: {
  item: MenuItem;
  depth: number;
  collapsed?: boolean;
}) {
  return (
    <>
      <span className={styles.icon} aria-hidden>
        {item.icon ?? (depth > 0 ? <span className={styles.bullet} /> : null)}
      </span>
      <span className={collapsed ? styles.hiddenLabel : styles.title}>{item.title}</span>
      {/* a space keeps "Notifications 3" apart in the accessible name */}{' '}
      <Badge value={item.badge} />
    </>
  );
}
