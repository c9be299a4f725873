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
