import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

/** The time keeps hours-then-minutes order in both directions; in RTL the box sits at the inline start. */
export const group = style(
  inAtriumLayer({
    inlineSize: 'auto',
    justifyContent: 'flex-start',
    gap: vars.space[1],
    unicodeBidi: 'isolate',
    cursor: 'text',
  }),
);

export const wrapper = style(inAtriumLayer({ display: 'flex', justifyContent: 'flex-start' }));

export const segment = style(
  inAtriumLayer({
    boxSizing: 'content-box',
    inlineSize: '2ch',
    margin: 0,
    paddingBlock: 0,
    paddingInline: 2,
    border: 'none',
    borderRadius: vars.radius[1],
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    caretColor: 'transparent',
    selectors: {
      '&::placeholder': { color: vars.color.gray[10] },
      '&:focus': { backgroundColor: vars.color.accent[9], color: vars.color.accentContrast },
      '&:focus::placeholder': { color: vars.color.accentContrast },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

export const separator = style(inAtriumLayer({ color: vars.color.gray[11] }));

export const period = style(
  inAtriumLayer({
    marginInlineStart: vars.space[1],
    paddingBlock: 0,
    paddingInline: vars.space[1],
    border: 'none',
    borderRadius: vars.radius[1],
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accentContrast,
      },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);
