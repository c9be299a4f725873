import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cx } from '../../utils/cx';
import { lazyWhenIdle, useLazyPart } from '../../utils/lazyWhenIdle';
import { MenuShellContext, type MenuShellContextValue } from '../Menu/menuContext';
import { useMediaQuery } from './useMediaQuery';
import {
  navbarBlockSizeProperty,
  overlayNavBreakpoint,
  type AppShellContentWidth,
  type AppShellLayout,
} from './appShellVariants';
import * as styles from './AppShell.css';

/**
 * The overlay drawer (Radix Dialog: focus trap, scroll lock, aria-hidden siblings) is only used
 * below the overlay breakpoint and only once opened, so it is not part of the first paint: it is
 * fetched on idle below the breakpoint, or at once when the hamburger is hovered, focused or
 * pressed before that, and mounted only then. A closed drawer renders nothing, so the page looks
 * the same meanwhile.
 */
const drawerPart = lazyWhenIdle(() => import('../../overlays'));

/** Every text the shell itself shows or announces (already translated). */
/**
 * Keeps `--atrium-navbar-block-size` on the document element equal to the navbar's height, so
 * the top-end toasts (portalled to the body, outside the shell) open below the navbar's controls.
 */
function usePublishedNavbarSize(headerRef: { current: HTMLElement | null }) {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = header.ownerDocument.documentElement;
    const publish = () =>
      root.style.setProperty(navbarBlockSizeProperty, `${header.getBoundingClientRect().height}px`);
    publish();
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    resizes?.observe(header);
    return () => {
      resizes?.disconnect();
      root.style.removeProperty(navbarBlockSizeProperty);
    };
  }, [headerRef]);
}

export interface AppShellLabels {
  /** The skip link, first in the tab order ("Skip to content"). */
  skipToContent: string;
  /** Name of the navigation landmark and of the drawer ("Main navigation"). */
  navigation: string;
  /** The hamburger button below the overlay breakpoint ("Open navigation"). */
  openNavigation: string;
  /** The drawer's close button ("Close navigation"). */
  closeNavigation: string;
  /** The vertical navigation's toggle while expanded ("Collapse navigation"). */
  collapseNavigation: string;
  /** The same toggle while collapsed ("Expand navigation"). */
  expandNavigation: string;
}

export interface AppShellProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Texts for the skip link, landmarks and buttons. */
  labels: AppShellLabels;
  /** Side navigation or a top bar; forced to vertical below the overlay breakpoint. */
  layout?: AppShellLayout;
  /** Vertical layout only: icons-only navigation (ignored in horizontal and overlay modes). */
  navCollapsed?: boolean;
  /** Called by the collapse toggle; without it the toggle is not shown. */
  onNavCollapsedChange?: (collapsed: boolean) => void;
  /** Blurred, translucent navbar (the `navbar blur` preference); solid otherwise. */
  navbarBlur?: boolean;
  /** Navbar sticks to the top while scrolling; always true in the horizontal layout. */
  navbarSticky?: boolean;
  /** Centred content (boxed, 1440 px) or the full window width. */
  contentWidth?: AppShellContentWidth;
  /** Width in px below which the navigation becomes an overlay drawer; 1040 by default (spec §9). */
  overlayBreakpoint?: number;
  /** Logo / app name; in the side navigation's header, or in the navbar when there is none. */
  brand?: ReactNode;
  /** Navbar controls at the inline end: language, theme, attendance, notifications, user menu. */
  navbarActions?: ReactNode;
  /** The navigation, usually a `<Menu>`; it follows the layout (vertical, collapsed, horizontal) by itself. */
  menu?: ReactNode;
  /** Static footer under the content. */
  footer?: ReactNode;
  /** A bottom navigation bar (e.g. `<BottomNav>`), shown below the overlay breakpoint only. */
  bottomNav?: ReactNode;
  /** id of the `<main>` element the skip link targets; generated when omitted. */
  mainId?: string;
  /** The page. */
  children?: ReactNode;
}

/**
 * The signed-in application frame: skip link, navigation (vertical — collapsible — or horizontal),
 * a sticky navbar with the app's actions, the main content (boxed or full width), a static footer
 * and, on small screens, a bottom navigation bar. Below `overlayBreakpoint` the navigation moves
 * into a focus-trapped drawer opened from a hamburger button (Escape or the close button closes it).
 * Landmarks: header, nav (labelled), main, footer. Slot props, no router: the `menu` slot gets its
 * mode and "close the drawer after navigating" from the shell through context.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    labels,
    layout = 'vertical',
    navCollapsed = false,
    onNavCollapsedChange,
    navbarBlur = true,
    navbarSticky = true,
    contentWidth = 'boxed',
    overlayBreakpoint = overlayNavBreakpoint,
    brand,
    navbarActions,
    menu,
    footer,
    bottomNav,
    mainId,
    className,
    children,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const mainTarget = mainId ?? `${autoId}-main`;
  const mainRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const overlay = useMediaQuery(`(max-width: ${overlayBreakpoint - 0.02}px)`);
  usePublishedNavbarSize(headerRef);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  // The spec's forcing rules: overlay → vertical; horizontal → sticky navbar and expanded nav.
  const effectiveLayout: AppShellLayout = overlay ? 'vertical' : layout;
  const collapsed = effectiveLayout === 'vertical' && !overlay && navCollapsed;
  const sticky = effectiveLayout === 'horizontal' || navbarSticky;
  const hasMenu = menu !== undefined && menu !== null;

  const sideContext = useMemo<MenuShellContextValue>(
    () => ({ mode: collapsed ? 'collapsed' : effectiveLayout }),
    [collapsed, effectiveLayout],
  );
  const drawerContext = useMemo<MenuShellContextValue>(
    () => ({ mode: 'vertical', onNavigated: () => setDrawerOpen(false) }),
    [],
  );

  const drawer = useLazyPart(
    drawerPart,
    !overlay || !hasMenu ? 'never' : drawerOpen || drawerWanted ? 'now' : 'prefetch',
  );
  const wantDrawer = () => setDrawerWanted(true);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // focus the main landmark without touching the URL (the app's router owns the hash)
    event.preventDefault();
    mainRef.current?.focus();
  };

  const collapseToggle =
    onNavCollapsedChange && !overlay && effectiveLayout === 'vertical' ? (
      <button
        type="button"
        className={styles.iconButton}
        aria-label={collapsed ? labels.expandNavigation : labels.collapseNavigation}
        aria-expanded={!collapsed}
        onClick={() => onNavCollapsedChange(!collapsed)}
      >
        {collapsed ? (
          <PanelLeftOpen size={18} aria-hidden className={styles.mirrored} />
        ) : (
          <PanelLeftClose size={18} aria-hidden className={styles.mirrored} />
        )}
      </button>
    ) : null;

  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-layout={effectiveLayout}
      data-overlay={overlay}
      data-nav-collapsed={collapsed}
      data-content-width={contentWidth}
      {...rest}
    >
      <a href={`#${mainTarget}`} className={styles.skipLink} onClick={skipToMain}>
        {labels.skipToContent}
      </a>

      {effectiveLayout === 'vertical' && !overlay ? (
        <div className={styles.sidebar} data-collapsed={collapsed}>
          <div className={styles.sidebarHeader}>
            {brand ? <div className={styles.brand}>{brand}</div> : null}
            {collapseToggle}
          </div>
          {hasMenu ? (
            <nav aria-label={labels.navigation} className={styles.sideNav}>
              <MenuShellContext.Provider value={sideContext}>{menu}</MenuShellContext.Provider>
            </nav>
          ) : null}
        </div>
      ) : null}

      <div className={styles.frame}>
        <header
          ref={headerRef}
          className={styles.navbar}
          data-sticky={sticky}
          data-blur={navbarBlur}
        >
          <div className={styles.navbarRow} data-content-width={contentWidth}>
            {overlay && hasMenu ? (
              <button
                ref={hamburgerRef}
                type="button"
                className={styles.iconButton}
                aria-label={labels.openNavigation}
                aria-expanded={drawerOpen}
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
                onPointerEnter={wantDrawer}
                onFocus={wantDrawer}
              >
                <MenuIcon size={20} aria-hidden />
              </button>
            ) : null}
            {brand && (overlay || effectiveLayout === 'horizontal') ? (
              <div className={styles.brand}>{brand}</div>
            ) : null}
            <div className={styles.actions}>{navbarActions}</div>
          </div>
          {effectiveLayout === 'horizontal' && hasMenu ? (
            <nav aria-label={labels.navigation} className={styles.topNav}>
              <div className={styles.topNavRow} data-content-width={contentWidth}>
                <MenuShellContext.Provider value={sideContext}>{menu}</MenuShellContext.Provider>
              </div>
            </nav>
          ) : null}
        </header>

        <main id={mainTarget} ref={mainRef} tabIndex={-1} className={styles.main}>
          <div className={styles.content} data-content-width={contentWidth}>
            {children}
          </div>
        </main>

        {footer ? (
          <footer className={styles.footer}>
            <div className={styles.footerRow} data-content-width={contentWidth}>
              {footer}
            </div>
          </footer>
        ) : null}

        {overlay && bottomNav ? <div className={styles.bottomNav}>{bottomNav}</div> : null}
      </div>

      {overlay && hasMenu && drawer ? (
        <drawer.AppShellDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          label={labels.navigation}
          closeLabel={labels.closeNavigation}
          brand={brand}
          menuContext={drawerContext}
          returnFocusTo={hamburgerRef}
        >
          {menu}
        </drawer.AppShellDrawer>
      ) : null}
    </div>
  );
});
AppShell.displayName = 'AppShell';
