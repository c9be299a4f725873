import { globalStyle } from '@vanilla-extract/css';
import { atriumLayer } from './layers.css';

/*
 * Solid fills carry white text (Radix's --accent-contrast), which needs 4.5:1 (WCAG AA) at our 14px labels.
 * Radix's step 9 misses that for the two accents we use on solid buttons: blue-9 #0090ff is 3.3:1, red-9 #e5484d
 * is 3.9:1. The spec's primary #2c8be9 is 3.5:1 itself. So solid steps 9/10 take the same hues, darkened just
 * enough: blue #1670ca (5.0:1, hue of #2c8be9), red #d13438 (4.9:1). Every other step stays Radix's.
 * The literal values live here only; components read them through vars.color.accent.
 */
const solidSteps = {
  blue: { 9: '#1670ca', 10: '#1466b8' },
  red: { 9: '#d13438', 10: '#c02b30' },
} as const;

for (const [color, steps] of Object.entries(solidSteps)) {
  globalStyle(`[data-accent-color="${color}"]`, {
    '@layer': {
      [atriumLayer]: { vars: { '--accent-9': steps[9], '--accent-10': steps[10] } },
    },
  });
}
