import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { FieldLayout, FieldSize } from './fieldVariants';

const layouts: Record<FieldLayout, ReturnType<typeof inAtriumLayer>> = {
  stack: inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[1] }),
  inline: inAtriumLayer({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: vars.space[2],
    rowGap: vars.space[1],
  }),
};

export const field = recipe({
  base: inAtriumLayer({
    minInlineSize: 0,
    margin: 0,
    padding: 0,
    border: 'none',
    textAlign: 'start',
    fontFamily: vars.font.default,
    color: vars.color.gray[12],
  }),
  variants: { layout: layouts },
  defaultVariants: { layout: 'stack' },
});

const labelSizes: Record<FieldSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ fontSize: vars.fontSize[1], lineHeight: vars.lineHeight[1] }),
  2: inAtriumLayer({ fontSize: vars.fontSize[2], lineHeight: vars.lineHeight[2] }),
  3: inAtriumLayer({ fontSize: vars.fontSize[3], lineHeight: vars.lineHeight[3] }),
};

export const label = recipe({
  base: inAtriumLayer({
    display: 'inline-flex',
    gap: vars.space[1],
    alignItems: 'baseline',
    padding: 0,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.gray[12],
    selectors: { '[data-disabled] > &': { color: vars.color.gray[11] } },
  }),
  variants: { size: labelSizes },
  defaultVariants: { size: 2 },
});

export const requiredMark = style(inAtriumLayer({ color: vars.color.red[11] }));

/** Hint and error lines; in the inline layout they sit under the label, not under the control. */
export const message = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    color: vars.color.gray[11],
    selectors: { '[data-layout="inline"] > &': { gridColumn: '2' } },
  }),
);
export const error = style([message, inAtriumLayer({ color: vars.color.red[11] })]);

const controlSizes: Record<FieldSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ minBlockSize: 24, fontSize: vars.fontSize[1], paddingInline: vars.space[1] }),
  2: inAtriumLayer({ minBlockSize: 32, fontSize: vars.fontSize[2], paddingInline: vars.space[2] }),
  3: inAtriumLayer({ minBlockSize: 40, fontSize: vars.fontSize[3], paddingInline: vars.space[3] }),
};

/**
 * The box of every text-like control (Textarea, Select trigger, Combobox, DatePicker, TimeField, ColorPicker):
 * one border, focus ring, invalid and disabled look, so all fields match.
 */
export const control = recipe({
  base: inAtriumLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    margin: 0,
    paddingBlock: vars.space[1],
    borderRadius: vars.radius[2],
    border: `1px solid ${vars.color.gray[7]}`,
    backgroundColor: vars.color.background,
    color: vars.color.gray[12],
    fontFamily: 'inherit',
    lineHeight: vars.lineHeight[2],
    textAlign: 'start',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.gray[10] },
      '&:hover:not(:disabled, [data-disabled])': { borderColor: vars.color.gray[8] },
      '&:focus-visible, &:focus-within:not(button)': {
        borderColor: vars.color.accent[8],
        boxShadow: `0 0 0 1px ${vars.color.accent[8]}`,
      },
      '&[aria-invalid="true"], [data-invalid] &': { borderColor: vars.color.red[8] },
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.grayAlpha[3],
        color: vars.color.gray[11],
      },
    },
  }),
  variants: { size: controlSizes },
  defaultVariants: { size: 2 },
});

/** Floating panels of fields (listboxes, calendars, colour pickers). */
export const popover = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    padding: vars.space[1],
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.panel,
    boxShadow: vars.shadow[5],
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
    outline: 'none',
  }),
);
