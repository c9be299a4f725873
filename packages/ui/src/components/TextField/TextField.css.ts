import { globalStyle, style } from '@vanilla-extract/css';
import { atriumLayer, inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const field = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    minInlineSize: 0,
    textAlign: 'start',
  }),
);

export const label = style(
  inAtriumLayer({
    display: 'inline-flex',
    gap: vars.space[1],
    alignItems: 'baseline',
    color: vars.color.gray[12],
  }),
);

export const requiredMark = style(inAtriumLayer({ color: vars.color.red[11] }));

export const message = style(inAtriumLayer({ margin: 0 }));

// Radix Themes pads and rounds the input and its slots with left/right. Redo it with logical properties so the
// start icon and the end button sit correctly in both directions.
globalStyle(`${field} .rt-TextFieldInput`, {
  '@layer': {
    [atriumLayer]: {
      paddingInline: 0,
      textIndent: 'var(--text-field-padding)',
    },
  },
});
globalStyle(`${field}[data-has-start] .rt-TextFieldInput`, {
  '@layer': {
    [atriumLayer]: { textIndent: 0, borderStartStartRadius: 0, borderEndStartRadius: 0 },
  },
});
globalStyle(`${field}[data-has-end] .rt-TextFieldInput`, {
  '@layer': { [atriumLayer]: { borderStartEndRadius: 0, borderEndEndRadius: 0 } },
});
globalStyle(`${field} .rt-TextFieldSlot[data-side="left"]`, {
  '@layer': {
    [atriumLayer]: {
      marginInlineStart: 'calc(var(--text-field-border-width) * -1)',
      marginInlineEnd: 0,
      color: vars.color.gray[11],
    },
  },
});
globalStyle(`${field} .rt-TextFieldSlot[data-side="right"]`, {
  '@layer': {
    [atriumLayer]: {
      marginInlineStart: 0,
      marginInlineEnd: 'calc(var(--text-field-border-width) * -1)',
    },
  },
});
