import { globalStyle, style } from '@vanilla-extract/css';
import { atriumLayer, inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const group = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    padding: vars.space[3],
    borderRadius: vars.radius[3],
    border: `1px solid ${vars.color.gray[6]}`,
    backgroundColor: vars.color.panel,
    selectors: {
      '[data-invalid] &': { borderColor: vars.color.red[8] },
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  }),
);

export const swatches = style(
  inAtriumLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0 }),
);

export const swatch = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    inlineSize: 28,
    blockSize: 28,
    padding: 0,
    borderRadius: vars.radius[2],
    border: `1px solid ${vars.color.grayAlpha[7]}`,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[aria-pressed="true"]': {
        boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.gray[12]}`,
      },
      '&:focus-visible': {
        boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.accent[8]}`,
      },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

/** The free picker: colour spaces run left to right in every language, so it keeps its own direction. */
export const picker = style(inAtriumLayer({ display: 'flex', flexDirection: 'column' }));
globalStyle(`${picker}[data-disabled] .react-colorful`, {
  '@layer': { [atriumLayer]: { pointerEvents: 'none' } },
});

export const hexRow = style(
  inAtriumLayer({ display: 'flex', alignItems: 'center', gap: vars.space[2] }),
);

export const preview = style(
  inAtriumLayer({
    flexShrink: 0,
    inlineSize: 32,
    blockSize: 32,
    borderRadius: vars.radius[2],
    border: `1px solid ${vars.color.grayAlpha[7]}`,
  }),
);

export const hexInput = style(
  inAtriumLayer({
    fontVariantNumeric: 'tabular-nums',
    textTransform: 'uppercase',
  }),
);
