import { globalStyle } from '@vanilla-extract/css';
import { defaultPrimaryColor } from '../UiProvider/uiOptions';
import { atriumLayer } from './layers.css';
import { accentKeyOf } from './primaryColor';
import { accentCustomProperties, generateAccentScale } from './primaryScale';

// The default primary (#2c8be9) is generated here, at build time, so the colour library stays out
// of the app's JavaScript unless someone picks another colour.
const selector = `.radix-themes[data-accent-color="${accentKeyOf(defaultPrimaryColor)}"]`;
globalStyle(selector, {
  '@layer': {
    [atriumLayer]: {
      vars: accentCustomProperties(generateAccentScale(defaultPrimaryColor, 'light')),
    },
  },
});
globalStyle(`${selector}:where(.dark, .dark-theme)`, {
  '@layer': {
    [atriumLayer]: {
      vars: accentCustomProperties(generateAccentScale(defaultPrimaryColor, 'dark')),
    },
  },
});
