import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { FieldSize } from '../Field/fieldVariants';

const sizes: Record<FieldSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ inlineSize: 14, blockSize: 14 }),
  2: inAtriumLayer({ inlineSize: 18, blockSize: 18 }),
  3: inAtriumLayer({ inlineSize: 22, blockSize: 22 }),
};

export const box = recipe({
  base: inAtriumLayer({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius[1],
    border: `1px solid ${vars.color.gray[8]}`,
    backgroundColor: vars.color.background,
    color: vars.color.accentContrast,
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        backgroundColor: vars.color.accent[9],
        borderColor: vars.color.accent[9],
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.red[9] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
      // Disabled stays legible (issue 18): no fading to grey-on-grey. The box keeps a 3:1 border
      // and a ticked box is solid dark grey with a light tick, so ticked and empty differ in light
      // and dark while the grey says "locked". Radix's 9–11 steps meet 3:1 on the page background.
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.gray[3],
        borderColor: vars.color.gray[9],
      },
      '&:disabled[data-state="checked"], &:disabled[data-state="indeterminate"]': {
        backgroundColor: vars.color.gray[11],
        borderColor: vars.color.gray[11],
        color: vars.color.gray[1],
      },
    },
  }),
  variants: { size: sizes },
  defaultVariants: { size: 2 },
});

export const indicator = style(
  inAtriumLayer({ display: 'inline-grid', inlineSize: '80%', blockSize: '80%' }),
);
