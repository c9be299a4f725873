import { createGlobalThemeContract } from '@vanilla-extract/css';

const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
type Step = (typeof steps)[number];

function scale<P extends string>(prefix: P): Record<Step, `${P}-${Step}`> {
  return Object.fromEntries(steps.map((step) => [step, `${prefix}-${step}`])) as Record<
    Step,
    `${P}-${Step}`
  >;
}
/** Radix's alpha steps have no separator before the number: `--gray-a5`, `--accent-a3`. */
function alphaScale<P extends string>(prefix: P): Record<Step, `${P}-a${Step}`> {
  return Object.fromEntries(steps.map((step) => [step, `${prefix}-a${step}`])) as Record<
    Step,
    `${P}-a${Step}`
  >;
}
function range<P extends string, N extends number>(
  prefix: P,
  values: readonly N[],
): Record<N, `${P}-${N}`> {
  return Object.fromEntries(values.map((value) => [value, `${prefix}-${value}`])) as Record<
    N,
    `${P}-${N}`
  >;
}

/**
 * Typed handles on Radix Themes' CSS variables. Nothing here defines a value: Radix's tokens.css does,
 * per accent colour, gray, appearance, radius and scaling. `.css.ts` files use these instead of colours.
 */
export const vars = createGlobalThemeContract({
  color: {
    accent: scale('accent'),
    accentAlpha: alphaScale('accent'),
    accentContrast: 'accent-contrast',
    accentSurface: 'accent-surface',
    accentIndicator: 'accent-indicator',
    accentTrack: 'accent-track',
    focus: scale('focus'),
    focusAlpha: alphaScale('focus'),
    gray: scale('gray'),
    grayAlpha: alphaScale('gray'),
    red: scale('red'),
    background: 'color-background',
    panel: 'color-panel-solid',
    focusRoot: 'focus-8',
  },
  space: range('space', [1, 2, 3, 4, 5, 6, 7, 8, 9] as const),
  // radius-full is 0 unless the Theme's radius is 'full' (it makes pills of controls); circles use '50%'
  radius: { ...range('radius', [1, 2, 3, 4, 5, 6] as const), full: 'radius-full' },
  fontSize: range('font-size', [1, 2, 3, 4, 5, 6, 7, 8, 9] as const),
  lineHeight: range('line-height', [1, 2, 3, 4, 5, 6, 7, 8, 9] as const),
  fontWeight: {
    regular: 'font-weight-regular',
    medium: 'font-weight-medium',
    bold: 'font-weight-bold',
  },
  font: {
    default: 'default-font-family',
  },
  shadow: range('shadow', [1, 2, 3, 4, 5, 6] as const),
  /**
   * Stacking of everything that floats (spec §9: overlays from 2000, dialogs at 2400, steps of 10).
   * Values live in theme/zIndex.css.ts; popovers, toasts and tooltips sit above dialogs so they work
   * inside one.
   */
  zIndex: {
    overlay: 'atrium-z-overlay',
    drawer: 'atrium-z-drawer',
    dialogOverlay: 'atrium-z-dialog-overlay',
    dialog: 'atrium-z-dialog',
    popover: 'atrium-z-popover',
    toast: 'atrium-z-toast',
    tooltip: 'atrium-z-tooltip',
  },
  /**
   * Skin tokens (`default` | `bordered`, set by UiProvider as `data-skin` on the root). Cards, panels and
   * other surfaces use them instead of their own border and shadow, so the skin switch reaches them all:
   * a border of `vars.skin.borderWidth` solid `vars.skin.borderColor`, and `boxShadow: vars.skin.shadow`.
   */
  skin: {
    borderWidth: 'atrium-surface-border-width',
    borderColor: 'atrium-surface-border-color',
    shadow: 'atrium-surface-shadow',
  },
});
