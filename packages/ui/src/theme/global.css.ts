import { globalStyle } from '@vanilla-extract/css';
import { atriumLayer } from './layers.css';
import { fontStacks } from './fonts';

// Font per direction: Radix reads --default-font-family for body, headings and controls.
globalStyle('.radix-themes', {
  '@layer': { [atriumLayer]: { vars: { '--default-font-family': fontStacks.en } } },
});
globalStyle('.radix-themes:where([dir="rtl"], [lang="ar"])', {
  '@layer': { [atriumLayer]: { vars: { '--default-font-family': fontStacks.ar } } },
});
