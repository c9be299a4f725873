import { createGlobalThemeContract } from '@vanilla-extract/css';

const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
type Step = (typeof steps)[number];

function scale<P extends string>(prefix: P): Record<Step, `${P}-${Step}`> {
  return Object.fromEntries(steps.map((step) => [step, `${prefix}-${step}`])) as Record<
    Step,
    `${P}-${Step}`
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
    accentAlpha: scale('accent-a'),
    accentContrast: 'accent-contrast',
    accentSurface: 'accent-surface',
    gray: scale('gray'),
    grayAlpha: scale('gray-a'),
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
});
