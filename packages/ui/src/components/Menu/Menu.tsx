import {
  forwardRef,
  useCallback,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { Direction } from 'radix-ui';
import { cx } from '../../utils/cx';
import { lazyWhenIdle, useLazyPart } from '../../utils/lazyWhenIdle';
import { PendingMenuTrigger, useMenuOnUse } from '../../utils/menuOnUse';
import { ItemContent, ItemLink, type Shared } from './menuParts';
import { useMenuShell } from './menuContext';
import {
  activeTrail,
  filterMenu,
  isSection,
  type MenuCan,
  type MenuEntry,
  type MenuItem,
} from './menuModel';
import type { MenuMode } from './menuVariants';
import * as styles from './Menu.css';

/** What `renderLink` receives: spread every prop onto your router's link (it must render an `<a>`). */
export interface MenuLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page';
  'data-active'?: true;
  /** The menu item being rendered (read it; do not spread it). */
  item: MenuItem;
}

export interface MenuProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** Sections and items, in order. Filtered through `can`; empty groups and sections are hidden. */
  items: readonly MenuEntry[];
  /** Layout: vertical, collapsed (icons only) or horizontal. Inside AppShell it follows the shell. */
  mode?: MenuMode;
  /** The current route's path; the best-matching item is active and its ancestors open. */
  currentPath?: string;
  /** Permission predicate (e.g. CASL `ability.can`); items whose action/subject fail it are hidden. */
  can?: MenuCan;
  /** Called on a plain click of a link (the default link then prevents the browser navigation). */
  onNavigate?: (path: string, item: MenuItem) => void;
  /** Renders links with your router (e.g. react-router's Link); plain `<a>` elements otherwise. */
  renderLink?: (props: MenuLinkProps) => ReactElement;
}

/**
 * The dropdowns of the collapsed and horizontal modes (Radix DropdownMenu) are only needed once
 * one opens, so they are fetched after the first paint — on idle, or at once when a trigger is
 * hovered or focused — and mounted, open, when one is first opened. Until then each trigger is a
 * plain button with a closed menu trigger's ARIA, busy with a spinner if it is pressed before the
 * code is there (see menuOnUse); the vertical mode never loads them.
 */
const flyoutPart = lazyWhenIdle(() => import('../../overlays'));

/**
 * The collapsed menu's tooltips (the items' titles beside their icons): visual only, since every
 * item has its title as its accessible name, so the icons work without them until they load.
 */
const tooltipPart = lazyWhenIdle(() => import('../../overlays'));

/** Around the collapsed menu; loads the tooltips when the browser is idle. */
function CollapsedTooltips({ children }: { children: ReactElement }) {
  const tooltips = useLazyPart(tooltipPart, 'idle');
  return tooltips ? (
    <tooltips.MenuTooltipProvider>{children}</tooltips.MenuTooltipProvider>
  ) : (
    children
  );
}

/** One collapsed item's tooltip, once loaded (CollapsedTooltips loads it). */
function CollapsedTooltip(props: {
  label: ReactNode;
  side: 'left' | 'right';
  children: ReactElement;
}) {
  const tooltips = useLazyPart(tooltipPart, 'never');
  return tooltips ? <tooltips.MenuTooltip {...props} /> : props.children;
}

interface FlyoutTriggerProps {
  /** The entry whose dropdown this is (Menu keeps which one is open). */
  id: string;
  shared: Shared;
  items: readonly MenuItem[];
  heading?: ReactNode;
  side?: 'left' | 'right';
  sideOffset: number;
  className: string;
  children: ReactNode;
  [prop: `data-${string}`]: unknown;
}

/** A dropdown trigger (and its dropdown): a plain button until the dropdown is first opened. */
const FlyoutTrigger = forwardRef<HTMLButtonElement, FlyoutTriggerProps>(function FlyoutTrigger(
  { id, shared, items, heading, side, sideOffset, children, ...trigger },
  ref,
) {
  const { openFlyout, setFlyoutOpen } = shared;
  const open = openFlyout === id;
  const setOpen = useCallback((next: boolean) => setFlyoutOpen(id, next), [setFlyoutOpen, id]);
  const { parts: flyout, openedByKeyboard, triggerProps } = useMenuOnUse(flyoutPart, open, setOpen);
  if (flyout) {
    return (
      <flyout.MenuFlyout
        shared={shared}
        items={items}
        heading={heading}
        side={side}
        sideOffset={sideOffset}
        open={open}
        onOpenChange={setOpen}
        openedByKeyboard={openedByKeyboard}
        forwardedRef={ref}
        {...trigger}
      >
        {children}
      </flyout.MenuFlyout>
    );
  }
  return (
    <PendingMenuTrigger ref={ref} {...triggerProps} {...trigger}>
      {children}
    </PendingMenuTrigger>
  );
});

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Vertical and collapsed modes: one tree item. */
function VerticalItem({ item, depth, shared }: { item: MenuItem; depth: number; shared: Shared }) {
  const { mode, trail, open, toggle, side, idPrefix } = shared;
  // The closed chevron points to the inline end: from the direction in context, not from an
  // ancestor's dir attribute (in Arabic it pointed right, away from the sub-menu's side).
  const dir = Direction.useDirection();
  const collapsed = mode === 'collapsed' && depth === 0;
  const active = trail.has(item.id);
  const children = item.children;

  if (children && collapsed) {
    return (
      <li className={styles.li}>
        <CollapsedTooltip label={item.title} side={side}>
          <FlyoutTrigger
            id={item.id}
            shared={shared}
            items={children}
            heading={item.title}
            side={side}
            sideOffset={8}
            className={styles.row}
            data-active-trail={active || undefined}
            data-depth={depth}
          >
            <ItemContent item={item} depth={depth} collapsed />
          </FlyoutTrigger>
        </CollapsedTooltip>
      </li>
    );
  }

  if (children) {
    const isOpen = open.has(item.id);
    const subId = `${idPrefix}-${item.id}`;
    return (
      <li className={styles.li}>
        <button
          type="button"
          className={styles.row}
          aria-expanded={isOpen}
          aria-controls={subId}
          data-active-trail={active || undefined}
          data-depth={depth}
          onClick={() => toggle(item.id)}
        >
          <ItemContent item={item} depth={depth} />
          <ChevronDown
            size={16}
            aria-hidden
            className={styles.chevron}
            data-open={isOpen}
            data-dir={dir}
          />
        </button>
        <ul id={subId} className={styles.subList} hidden={!isOpen}>
          {children.map((child) => (
            <VerticalItem key={child.id} item={child} depth={depth + 1} shared={shared} />
          ))}
        </ul>
      </li>
    );
  }

  const row = (
    <ItemLink item={item} className={styles.row} shared={shared}>
      <ItemContent item={item} depth={depth} collapsed={collapsed} />
    </ItemLink>
  );
  if (!collapsed) return <li className={styles.li}>{row}</li>;
  return (
    <li className={styles.li}>
      <CollapsedTooltip label={item.title} side={side}>
        {row}
      </CollapsedTooltip>
    </li>
  );
}

function HorizontalEntry({ entry, shared }: { entry: MenuEntry; shared: Shared }) {
  const title = isSection(entry) ? entry.heading : entry.title;
  const children = entry.children;
  const active = shared.trail.has(entry.id);
  if (!isSection(entry) && !children) {
    return (
      <li className={styles.li}>
        <ItemLink item={entry} className={styles.row} shared={shared}>
          <ItemContent item={entry} depth={0} />
        </ItemLink>
      </li>
    );
  }
  return (
    <li className={styles.li}>
      <FlyoutTrigger
        id={entry.id}
        shared={shared}
        items={children ?? []}
        sideOffset={6}
        className={styles.row}
        data-active-trail={active || undefined}
      >
        {isSection(entry) ? (
          <span className={styles.title}>{title}</span>
        ) : (
          <ItemContent item={entry} depth={0} />
        )}
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </FlyoutTrigger>
    </li>
  );
}

/**
 * Navigation menu: sections, items with icon and badge, nested collapsible sub-menus. Items the user
 * may not see (`can`) are hidden, and groups and sections left empty with them. The item matching
 * `currentPath` is active (`aria-current="page"`) and its ancestors are expanded. No router inside:
 * links call `onNavigate` or are rendered by `renderLink`. Vertical mode is a disclosure tree
 * (Tab, Enter/Space); collapsed and horizontal modes open sub-menus as Radix dropdowns (arrow keys).
 */
export const Menu = forwardRef<HTMLUListElement, MenuProps>(function Menu(
  { items, mode: modeProp, currentPath, can, onNavigate, renderLink, className, ...rest },
  ref,
) {
  const shell = useMenuShell();
  const mode = modeProp ?? shell?.mode ?? 'vertical';
  const dir = Direction.useDirection();
  const idPrefix = useId();
  const visible = useMemo(() => filterMenu(items, can), [items, can]);
  const trailIds = useMemo(() => activeTrail(visible, currentPath), [visible, currentPath]);
  const activeId = trailIds[trailIds.length - 1];

  // Open groups: the user's toggles, plus the active item's ancestors whenever the route changes.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(trailIds));
  const [openedFor, setOpenedFor] = useState(currentPath);
  if (openedFor !== currentPath) {
    setOpenedFor(currentPath);
    setOpen((previous) => new Set([...previous, ...trailIds]));
  }

  // The dropdown that is open, or opening while its code loads (collapsed and horizontal modes):
  // here rather than in its trigger, which is remounted when the collapsed menu's tooltips arrive.
  const [openFlyout, setOpenFlyout] = useState<string | null>(null);
  const setFlyoutOpen = useCallback(
    (id: string, next: boolean) =>
      setOpenFlyout((current) => (next ? id : current === id ? null : current)),
    [],
  );

  const shared: Shared = {
    mode,
    trail: new Set(trailIds),
    open,
    openFlyout,
    setFlyoutOpen,
    idPrefix,
    side: dir === 'rtl' ? 'left' : 'right',
    toggle: (id) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    link: (item, content, linkClass, afterNavigate, extra) => {
      const href = item.path ?? '#';
      const active = item.id === activeId;
      // Slot (tooltip and dropdown triggers) passes its props and ref down through ItemLink
      const slotClick = extra.onClick as
        ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
      const props: MenuLinkProps = {
        ...extra,
        href,
        className: linkClass,
        children: content,
        item,
        'aria-current': active ? 'page' : undefined,
        'data-active': active || undefined,
        onClick: (event) => {
          slotClick?.(event);
          if (onNavigate && isPlainClick(event)) {
            event.preventDefault();
            onNavigate(href, item);
          }
          afterNavigate?.();
          shell?.onNavigated?.();
        },
      };
      if (renderLink) return renderLink(props);
      const { item: _item, children, ...anchor } = props;
      return <a {...anchor}>{children}</a>;
    },
  };

  const list = (
    <ul ref={ref} className={cx(styles.root({ mode }), className)} data-mode={mode} {...rest}>
      {mode === 'horizontal'
        ? visible.map((entry) => <HorizontalEntry key={entry.id} entry={entry} shared={shared} />)
        : visible.map((entry) =>
            isSection(entry) ? (
              <li key={entry.id} className={styles.section}>
                <span
                  id={`${idPrefix}-${entry.id}-heading`}
                  className={mode === 'collapsed' ? styles.collapsedHeading : styles.sectionHeading}
                >
                  <span className={mode === 'collapsed' ? styles.hiddenLabel : undefined}>
                    {entry.heading}
                  </span>
                </span>
                <ul
                  className={styles.sectionList}
                  aria-labelledby={`${idPrefix}-${entry.id}-heading`}
                >
                  {entry.children.map((item) => (
                    <VerticalItem key={item.id} item={item} depth={0} shared={shared} />
                  ))}
                </ul>
              </li>
            ) : (
              <VerticalItem key={entry.id} item={entry} depth={0} shared={shared} />
            ),
          )}
    </ul>
  );
  return mode === 'collapsed' ? <CollapsedTooltips>{list}</CollapsedTooltips> : list;
});
Menu.displayName = 'Menu';
