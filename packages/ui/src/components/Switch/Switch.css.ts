import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { FieldSize } from '../Field/fieldVariants';

const thumbSize = createVar();

const sizes: Record<FieldSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ vars: { [thumbSize]: '12px' }, inlineSize: 26, blockSize: 16 }),
  2: inAtriumLayer({ vars: { [thumbSize]: '16px' }, inlineSize: 34, blockSize: 20 }),
  3: inAtriumLayer({ vars: { [thumbSize]: '20px' }, inlineSize: 42, blockSize: 24 }),
};

export const track = recipe({
  base: inAtriumLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    padding: 2,
    border: 'none',
    borderRadius: 999,
    backgroundColor: vars.color.gray[6],
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.accent[9] },
      '&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.red[9]}` },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
  variants: { size: sizes },
  defaultVariants: { size: 2 },
});

// The thumb moves with margin-inline-start, so "on" is at the inline end in both directions.
export const thumb = style(
  inAtriumLayer({
    display: 'block',
    inlineSize: thumbSize,
    blockSize: thumbSize,
    borderRadius: '50%',
    backgroundColor: vars.color.accentContrast,
    boxShadow: vars.shadow[2],
    marginInlineStart: 0,
    // no transition: an auto margin cannot animate, and nothing moves for reduced-motion users either way
    selectors: { '&[data-state="checked"]': { marginInlineStart: 'auto' } },
  }),
);
