/** Navigation layouts (the `layout` preference): side navigation or a top bar. */
export const appShellLayouts = ['vertical', 'horizontal'] as const;
export type AppShellLayout = (typeof appShellLayouts)[number];

/** Content width (the `content width` preference): centred at 1440 px, or the full window. */
export const appShellContentWidths = ['boxed', 'full'] as const;
export type AppShellContentWidth = (typeof appShellContentWidths)[number];

/**
 * Below this width the shell forces the vertical layout with an overlay drawer: Radix Themes'
 * medium breakpoint (1024 px) plus 16 px (spec §9).
 */
export const overlayNavBreakpoint = 1024 + 16;

/**
 * The signed-in shell's navbar height, published on the document element while an AppShell is
 * mounted: overlays pinned to the top of the window (the top-end toasts) start below it instead of
 * covering the navbar's controls.
 */
export const navbarBlockSizeProperty = '--atrium-navbar-block-size';
