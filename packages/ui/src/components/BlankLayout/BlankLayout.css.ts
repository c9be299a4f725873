import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { BlankLayoutAlign, BlankLayoutContentWidth } from './blankLayoutVariants';

const small = 'screen and (max-width: 767px)';

export const root = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    minBlockSize: '100dvh',
    inlineSize: '100%',
    backgroundColor: vars.color.background,
    color: vars.color.gray[12],
    textAlign: 'start',
  }),
);

/** Header, main and footer share the same box so their edges line up. */
export const box = recipe({
  base: inAtriumLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    marginInline: 'auto',
    paddingInline: vars.space[5],
    minInlineSize: 0,
    '@media': { [small]: { paddingInline: vars.space[3] } },
  }),
  variants: {
    contentWidth: {
      boxed: { maxInlineSize: 1440 },
      full: {},
    } satisfies Record<BlankLayoutContentWidth, StyleRule>,
  },
  defaultVariants: { contentWidth: 'boxed' },
});

export const header = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    paddingBlock: vars.space[3],
  }),
);

export const main = recipe({
  base: inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    paddingBlock: vars.space[5],
  }),
  variants: {
    align: {
      center: { justifyContent: 'center' },
      start: { justifyContent: 'flex-start' },
    } satisfies Record<BlankLayoutAlign, StyleRule>,
  },
  defaultVariants: { align: 'center' },
});

/** The content column: full width of the box, its children centred. */
export const content = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    inlineSize: '100%',
    minInlineSize: 0,
  }),
);

export const footer = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
    paddingBlock: vars.space[3],
    color: vars.color.gray[11],
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    textAlign: 'center',
  }),
);
