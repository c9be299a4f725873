import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { FieldSize } from '../Field/fieldVariants';

export const group = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap' } },
  }),
);

const fontSizes: Record<FieldSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ fontSize: vars.fontSize[1] }),
  2: inAtriumLayer({ fontSize: vars.fontSize[2] }),
  3: inAtriumLayer({ fontSize: vars.fontSize[3] }),
};

export const option = recipe({
  base: inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    color: vars.color.gray[12],
  }),
  variants: { size: fontSizes },
  defaultVariants: { size: 2 },
});

const radioSizes: Record<FieldSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ inlineSize: 14, blockSize: 14 }),
  2: inAtriumLayer({ inlineSize: 18, blockSize: 18 }),
  3: inAtriumLayer({ inlineSize: 22, blockSize: 22 }),
};

export const radio = recipe({
  base: inAtriumLayer({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: '50%',
    border: `1px solid ${vars.color.gray[8]}`,
    backgroundColor: vars.color.background,
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"]': {
        borderColor: vars.color.accent[9],
        backgroundColor: vars.color.accent[9],
      },
      '[data-invalid] &': { borderColor: vars.color.red[9] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
  variants: { size: radioSizes },
  defaultVariants: { size: 2 },
});

export const dot = style(
  inAtriumLayer({
    display: 'block',
    inlineSize: '40%',
    blockSize: '40%',
    borderRadius: '50%',
    backgroundColor: vars.color.accentContrast,
  }),
);
