import { createGlobalThemeContract } from '@vanilla-extract/css';

/** Tone names shared by Badge, Chip, Stat, Timeline, Calendar and the charts. */
export const tones = ['neutral', 'accent', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];

const scaleOf = {
  neutral: 'gray',
  accent: 'accent',
  info: 'blue',
  success: 'green',
  warning: 'amber',
  danger: 'red',
} as const satisfies Record<Tone, string>;

function toneSteps<S extends string>(s: S) {
  return {
    subtle: `${s}-a3`,
    subtleHover: `${s}-a4`,
    border: `${s}-a7`,
    // step 9 with white text is under 4.5:1 for most scales; 11 on 1 keeps AA in light and dark
    solid: `${s}-11`,
    solidText: `${s}-1`,
    indicator: `${s}-9`,
    text: `${s}-11`,
    strongText: `${s}-12`,
  } as const;
}

/**
 * Typed handles on Radix Themes' colour scales for each tone (the theme contract in theme/vars.css.ts covers
 * accent, gray and red only). Values come from Radix's tokens, so appearance and accent follow the Theme.
 */
export const toneVars = createGlobalThemeContract({
  neutral: toneSteps(scaleOf.neutral),
  accent: toneSteps(scaleOf.accent),
  info: toneSteps(scaleOf.info),
  success: toneSteps(scaleOf.success),
  warning: toneSteps(scaleOf.warning),
  danger: toneSteps(scaleOf.danger),
});
