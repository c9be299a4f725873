/**
 * The one list of Menu modes: `vertical` (side navigation with collapsible sub-menus), `collapsed`
 * (icons only; labels as tooltips and for assistive tech; sub-menus as fly-outs) and `horizontal`
 * (a top bar; sub-menus as dropdowns). Used by the recipe, the prop type and the stories.
 */
export const menuModes = ['vertical', 'collapsed', 'horizontal'] as const;
export type MenuMode = (typeof menuModes)[number];
