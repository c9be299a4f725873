import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const root = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', minInlineSize: 0 }),
);

const fadeStart = createVar();
const fadeEnd = createVar();
/** The fade drawn over an edge that has tabs scrolled past it: the hint that the row scrolls. */
const fade = '2.5rem';
const fadeMask = (towards: string) =>
  `linear-gradient(${towards}, transparent 0, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent 100%)`;

export const list = style(
  inAtriumLayer({
    vars: { [fadeStart]: '0px', [fadeEnd]: '0px' },
    display: 'flex',
    gap: vars.space[1],
    overflowX: 'auto',
    boxShadow: `inset 0 -1px 0 0 ${vars.color.grayAlpha[5]}`,
    scrollbarWidth: 'thin',
    selectors: {
      '&[data-overflow-start]': { vars: { [fadeStart]: fade } },
      '&[data-overflow-end]': { vars: { [fadeEnd]: fade } },
      '&[data-overflow-start], &[data-overflow-end]': {
        maskImage: fadeMask('to right'),
        WebkitMaskImage: fadeMask('to right'),
      },
      // the inline start is on the right in RTL
      '[dir="rtl"] &[data-overflow-start], [dir="rtl"] &[data-overflow-end]': {
        maskImage: fadeMask('to left'),
        WebkitMaskImage: fadeMask('to left'),
      },
    },
  }),
);

export const trigger = recipe({
  base: inAtriumLayer({
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    flexShrink: 0,
    maxInlineSize: '20rem',
    paddingInline: vars.space[3],
    color: vars.color.gray[11],
    fontFamily: vars.font.default,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: {
      '&:hover': { color: vars.color.gray[12] },
      '&[data-state="active"]': {
        color: vars.color.gray[12],
        boxShadow: `inset 0 -2px 0 0 ${vars.color.accent[9]}`,
      },
      '&[data-disabled]': { color: vars.color.gray[9], cursor: 'default' },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRoot}`,
        outlineOffset: -2,
        borderRadius: vars.radius[2],
      },
    },
  }),
  variants: {
    size: {
      1: inAtriumLayer({ minBlockSize: 32, fontSize: vars.fontSize[1] }),
      2: inAtriumLayer({ minBlockSize: 40, fontSize: vars.fontSize[2] }),
    },
  },
  defaultVariants: { size: 2 },
});

export const content = style(
  inAtriumLayer({
    paddingBlock: vars.space[3],
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        boxShadow: `0 0 0 2px ${vars.color.focusRoot}`,
        borderRadius: vars.radius[2],
      },
    },
  }),
);

export type TabsTriggerVariants = RecipeVariants<typeof trigger>;
