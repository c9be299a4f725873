import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const root = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'stretch',
    gap: 2,
    padding: 2,
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.grayAlpha[3],
    maxInlineSize: '100%',
    flexWrap: 'wrap',
  }),
);

export const option = style(inAtriumLayer({ position: 'relative', display: 'inline-flex' }));

// The native radio stays in the accessibility tree and keeps arrow-key behaviour; only the face is drawn.
export const input = style(
  inAtriumLayer({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    inlineSize: '100%',
    blockSize: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  }),
);

export const face = recipe({
  base: inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    borderRadius: `max(calc(${vars.radius[3]} - 2px), 0px)`,
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    userSelect: 'none',
    pointerEvents: 'none',
    selectors: {
      [`${input}:checked + &`]: {
        backgroundColor: vars.color.panel,
        boxShadow: vars.shadow[2],
      },
      [`${input}:not(:checked):hover + &`]: { backgroundColor: vars.color.grayAlpha[4] },
      [`${input}:focus-visible + &`]: {
        outline: `2px solid ${vars.color.focusRoot}`,
        outlineOffset: 1,
      },
      [`${input}:disabled + &`]: { color: vars.color.gray[11], opacity: 0.6 },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transitionProperty: 'background-color, box-shadow',
        transitionDuration: '150ms',
      },
    },
  }),
  variants: {
    size: {
      1: inAtriumLayer({
        minBlockSize: 24,
        paddingInline: vars.space[2],
        fontSize: vars.fontSize[1],
      }),
      2: inAtriumLayer({
        minBlockSize: 30,
        paddingInline: vars.space[3],
        fontSize: vars.fontSize[2],
      }),
    },
    iconOnly: {
      true: inAtriumLayer({ paddingInline: vars.space[2] }),
      false: {},
    },
  },
  defaultVariants: { size: 2, iconOnly: false },
});
