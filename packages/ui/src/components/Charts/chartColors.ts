import { vars } from '../../theme/vars.css';
import { chartTones, type ChartTone } from './chartVariants';

/**
 * Step 9 of a Radix scale (its solid colour) through the theme: the accent follows the app's primary
 * colour, the others are palettes our Radix subset ships (styles/radixParts.json). Light and dark
 * appearances swap the values, so charts need no per-appearance colours.
 */
const toneColor: Record<ChartTone, string> = {
  accent: vars.color.accent[9],
  amber: 'var(--amber-9)',
  green: 'var(--green-9)',
  red: vars.color.red[9],
  gray: vars.color.gray[9],
};

/** The colour of a series: its own tone, or the next tone of the palette by position. */
export function chartColor(tone: ChartTone | undefined, index: number): string {
  return toneColor[tone ?? chartTones[index % chartTones.length] ?? 'accent'];
}
