import { defaultPrimaryColor } from '../UiProvider/uiOptions';

/**
 * How a primary colour reaches the CSS: UiProvider passes this key to Radix's Theme as the accent
 * colour, so it lands in `data-accent-color` on the root and on every nested Theme (portals), and
 * the primary's scale is defined for `.radix-themes[data-accent-color="<key>"]`. The default
 * primary's scale is compiled into styles.css (defaultPrimary.css.ts); any other colour's is
 * generated at run time (primaryScale.ts, loaded on demand).
 */
export function accentKeyOf(hex: string): string {
  return hex === defaultPrimaryColor ? 'atrium' : `atrium-${hex.slice(1)}`;
}
