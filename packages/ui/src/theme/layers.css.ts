import { globalLayer, type StyleRule } from '@vanilla-extract/css';

/*
 * Global (unhashed) names because src/styles/base.css imports Radix Themes with `layer(radix)`.
 * Declaring `radix` first here too keeps the order right whichever stylesheet the browser sees first.
 */
export const radixLayer = globalLayer('radix');
export const atriumLayer = globalLayer('atrium');

/** Wraps a style rule in the atrium layer, so it sits above Radix Themes in the cascade. */
export function inAtriumLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [atriumLayer]: rule } };
}
