import {
  forwardRef,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils/cx';
import {
  hasPath,
  matchOption,
  selectedIndex,
  type BottomNavChild,
  type BottomNavId,
  type BottomNavOption,
  type BottomNavRoute,
} from './bottomNavModel';
import {
  bottomNavChildItemHeight,
  type BottomNavColorKey,
  type BottomNavVariant,
} from './bottomNavVariants';
import * as styles from './BottomNav.css';

export interface BottomNavNavigateOptions {
  /** Replace the current history entry instead of pushing one (the `replace` prop). */
  replace: boolean;
}

export interface BottomNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'onSelect'> {
  /** Accessible name of the navigation landmark ("Quick navigation"). */
  label: string;
  /** The options, in order (id, icon, title, optional badge, path, children for curved). */
  options: readonly BottomNavOption[];
  /** One of the seven styles. */
  variant?: BottomNavVariant;
  /**
   * Controlled selection: the selected option's (or child's) id, or null for none. Leave undefined
   * to let the nav follow `currentPath` / `currentRouteName` and the user's choices by itself.
   */
  value?: BottomNavId | null;
  /** The current route's path: the option with this path is selected. */
  currentPath?: string;
  /** The current route's name: the option with this id or route name is selected. */
  currentRouteName?: string;
  /** Called when the user chooses another option (choosing the selected one does nothing). */
  onSelect?: (id: BottomNavId, option: BottomNavChild) => void;
  /**
   * Called with the chosen option's path when it has one. A failed navigation (a throw or a
   * rejected promise) is ignored, as the spec asks.
   */
  onNavigate?: (path: string | BottomNavRoute, options: BottomNavNavigateOptions) => unknown;
  /** Passed to `onNavigate`: replace the history entry instead of adding one. */
  replace?: boolean;
  /** Colour overrides for the chosen style (see `bottomNavColorKeys`); defaults follow the theme. */
  colors?: Partial<Record<BottomNavColorKey, string>>;
}

function ignoreFailure(result: unknown) {
  if (result && typeof (result as Promise<unknown>).catch === 'function') {
    (result as Promise<unknown>).catch(() => {});
  }
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Badge({ value }: { value: BottomNavChild['badge'] }) {
  if (value === undefined || value === '') return null;
  return <span className={styles.badge}>{value}</span>;
}

/**
 * Bottom navigation for small screens in seven styles (curved, grow, swipe, ring, windows, hill,
 * flashlight). Exactly one option is selected; choosing another selects it, calls `onSelect`, and
 * navigates through `onNavigate` when it has a path; choosing the selected one does nothing. The
 * selection follows `currentPath` / `currentRouteName`. Mirrored in RTL; animations use transform and
 * opacity only and become instant under prefers-reduced-motion.
 */
export const BottomNav = forwardRef<HTMLElement, BottomNavProps>(function BottomNav(
  {
    label,
    options,
    variant = 'curved',
    value,
    currentPath,
    currentRouteName,
    onSelect,
    onNavigate,
    replace = false,
    colors,
    className,
    style,
    ...rest
  },
  ref,
) {
  const idPrefix = useId();
  const routeMatch = matchOption(options, { currentPath, currentRouteName });
  const [chosen, setChosen] = useState<BottomNavId | undefined>(routeMatch);
  // Follow the route: when it changes, its option becomes the selected one.
  const [followedMatch, setFollowedMatch] = useState(routeMatch);
  if (routeMatch !== followedMatch) {
    setFollowedMatch(routeMatch);
    if (routeMatch !== undefined) setChosen(routeMatch);
  }
  const selected = value !== undefined ? value : chosen;
  const index = selectedIndex(options, selected);
  const [openParent, setOpenParent] = useState<BottomNavId | null>(null);

  const choose = (item: BottomNavChild, event?: MouseEvent) => {
    setOpenParent(null);
    if (item.id === selected) {
      event?.preventDefault();
      return;
    }
    setChosen(item.id);
    onSelect?.(item.id, item);
    if (!hasPath(item.path) || !onNavigate) return;
    if (event && typeof item.path === 'string' && !isPlainClick(event)) return;
    event?.preventDefault();
    try {
      ignoreFailure(onNavigate(item.path, { replace }));
    } catch {
      // a failed navigation is ignored (spec §2)
    }
  };

  const cssVars: Record<string, string> = {
    [styles.countVar]: String(Math.max(options.length, 1)),
    [styles.indexVar]: String(Math.max(index, 0)),
  };
  const selectedColor = options[index]?.color;
  if (selectedColor) cssVars[styles.selectedColorVar] = selectedColor;
  for (const [key, color] of Object.entries(colors ?? {}) as [
    BottomNavColorKey,
    string | undefined,
  ][]) {
    if (color) cssVars[styles.colorVars[key]] = color;
  }
  const inlineVars = assignInlineVars(cssVars);

  /** Escape closes the curved pop-up and returns focus to its parent option. */
  const closeOnEscape = (event: KeyboardEvent<HTMLButtonElement>, parentId: string) => {
    if (event.key !== 'Escape' || openParent === null) return;
    event.stopPropagation();
    setOpenParent(null);
    document.getElementById(parentId)?.focus();
  };

  return (
    <nav
      ref={ref}
      aria-label={label}
      className={cx(styles.root({ variant }), className)}
      data-variant={variant}
      data-has-selection={index >= 0}
      style={{ ...inlineVars, ...style }}
      {...rest}
    >
      <div className={styles.track}>
        <span className={styles.indicator} aria-hidden data-visible={index >= 0}>
          <span className={styles.indicatorShape} />
        </span>
        <ul className={styles.list}>
          {options.map((option, position) => {
            const isSelected = position === index;
            const optionStyle = option.color
              ? assignInlineVars({ [styles.optionColorVar]: option.color })
              : undefined;
            const content = (
              <>
                <span className={styles.iconWrap} aria-hidden>
                  <span className={styles.ring} />
                  <span className={styles.icon}>
                    {!isSelected && option.deselectedIcon ? option.deselectedIcon : option.icon}
                  </span>
                </span>
                <span className={styles.title}>{option.title}</span> <Badge value={option.badge} />
              </>
            );
            const children = variant === 'curved' ? option.children : undefined;
            if (children?.length) {
              const popupId = `${idPrefix}-${position}`;
              const parentId = `${popupId}-parent`;
              const open = openParent === option.id;
              return (
                <li
                  key={option.id}
                  className={styles.item}
                  style={optionStyle}
                  data-selected={isSelected}
                >
                  <button
                    id={parentId}
                    type="button"
                    className={styles.option}
                    data-selected={isSelected}
                    onKeyDown={(event) => closeOnEscape(event, parentId)}
                    aria-current={isSelected ? 'page' : undefined}
                    aria-expanded={open}
                    aria-controls={popupId}
                    onClick={() => setOpenParent(open ? null : option.id)}
                  >
                    {content}
                  </button>
                  <ul
                    id={popupId}
                    className={styles.popup}
                    data-open={open}
                    style={{ blockSize: children.length * bottomNavChildItemHeight }}
                  >
                    {children.map((child) => (
                      <li key={child.id}>
                        <button
                          type="button"
                          className={styles.child}
                          style={{ blockSize: bottomNavChildItemHeight }}
                          data-selected={child.id === selected}
                          aria-current={child.id === selected ? 'page' : undefined}
                          tabIndex={open ? undefined : -1}
                          onClick={(event) => {
                            choose(child, event);
                            // the pop-up closes: keep focus on its parent option
                            document.getElementById(parentId)?.focus();
                          }}
                          onKeyDown={(event) => closeOnEscape(event, parentId)}
                        >
                          <span className={styles.childIcon} aria-hidden>
                            {child.icon}
                          </span>
                          <span>{child.title}</span> <Badge value={child.badge} />
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            }
            const common = {
              className: styles.option,
              'data-selected': isSelected,
              'aria-current': isSelected ? ('page' as const) : undefined,
            };
            return (
              <li
                key={option.id}
                className={styles.item}
                style={optionStyle}
                data-selected={isSelected}
              >
                {typeof option.path === 'string' && option.path ? (
                  <a {...common} href={option.path} onClick={(event) => choose(option, event)}>
                    {content}
                  </a>
                ) : (
                  <button {...common} type="button" onClick={(event) => choose(option, event)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
});
BottomNav.displayName = 'BottomNav';
