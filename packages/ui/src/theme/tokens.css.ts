import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { atriumLayer } from './layers.css';
import { vars } from './vars.css';
import { zIndices } from './zIndex';

// Values for our own tokens (Radix's come from its tokens CSS). On :root, so portalled content
// (dialogs, popovers, toasts) sees them too.
const zIndexValues = Object.fromEntries(
  Object.entries(zIndices).map(([name, value]) => [name, String(value)]),
) as Record<keyof typeof zIndices, string>;
createGlobalTheme(':root', vars.zIndex, { '@layer': atriumLayer, ...zIndexValues });

// Skins: `default` surfaces are separated by a shadow, `bordered` by a visible border and no shadow.
createGlobalTheme('.radix-themes', vars.skin, {
  '@layer': atriumLayer,
  borderWidth: '0px',
  borderColor: 'transparent',
  shadow: vars.shadow[2],
});
createGlobalTheme('.radix-themes[data-skin="bordered"]', vars.skin, {
  '@layer': atriumLayer,
  borderWidth: '1px',
  borderColor: vars.color.grayAlpha[6],
  shadow: 'none',
});

// Radix's own Card (used directly by feature pages) follows the skin as well.
globalStyle('.radix-themes[data-skin="bordered"] .rt-BaseCard', {
  '@layer': {
    [atriumLayer]: {
      vars: { '--base-card-surface-box-shadow': `0 0 0 1px ${vars.color.grayAlpha[7]}` },
    },
  },
});
