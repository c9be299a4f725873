/**
 * The seven bottom-navigation styles (bottom-navigation.md): used by the recipe, the prop type and
 * the stories.
 */
export const bottomNavVariants = [
  'curved',
  'grow',
  'swipe',
  'ring',
  'windows',
  'hill',
  'flashlight',
] as const;
export type BottomNavVariant = (typeof bottomNavVariants)[number];

/**
 * Colour overrides (any CSS colour); each defaults to the theme. Which style reads which:
 * curved — foreground, background, icon, badge · grow — color (and each option's `color`) ·
 * swipe — swiper, background, icon · ring — title, border, badge, icon ·
 * windows — swiper, background, icon (and each option's `color`) · hill — color, background, badge ·
 * flashlight — flashlight, background, icon.
 */
export const bottomNavColorKeys = [
  'foreground',
  'background',
  'icon',
  'badge',
  'color',
  'swiper',
  'title',
  'border',
  'flashlight',
] as const;
export type BottomNavColorKey = (typeof bottomNavColorKeys)[number];

/** Height of one child item in the curved style's pop-up (spec §9). */
export const bottomNavChildItemHeight = 45;

/** Height of the bar itself, every style (without the safe-area inset below it). */
export const bottomNavBarHeight = 64;

/**
 * How far each style draws above its bar: curved's raised circle (26 px plus its 6 px ring) and
 * hill's bump. The bar keeps this much room above itself, so the end of the page is never under it.
 */
export const bottomNavRaise = {
  curved: 32,
  grow: 0,
  swipe: 0,
  ring: 0,
  windows: 0,
  hill: 18,
  flashlight: 0,
} as const satisfies Record<BottomNavVariant, number>;
