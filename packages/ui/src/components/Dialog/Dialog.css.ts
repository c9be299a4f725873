import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { DialogSize } from './dialogVariants';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

// The overlay is a grid that centres the content: no left/top + translate, so nothing to mirror in RTL,
// and a tall dialog scrolls inside the overlay instead of running off the screen.
export const overlay = style(
  inAtriumLayer({
    position: 'fixed',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    overflowY: 'auto',
    padding: vars.space[4],
    // Radix Themes' overlay token (black alpha, darker in dark mode); not a colour of ours
    backgroundColor: 'var(--color-overlay)',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` },
    },
  }),
);

const sizes: Record<DialogSize, ReturnType<typeof inAtriumLayer>> = {
  1: inAtriumLayer({ maxInlineSize: 360 }),
  2: inAtriumLayer({ maxInlineSize: 480 }),
  3: inAtriumLayer({ maxInlineSize: 640 }),
};

export const content = recipe({
  base: inAtriumLayer({
    position: 'relative',
    boxSizing: 'border-box',
    inlineSize: '100%',
    padding: vars.space[5],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.panel,
    boxShadow: vars.shadow[6],
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
    textAlign: 'start',
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${popIn} 150ms ease-out` },
    },
  }),
  variants: { size: sizes },
  defaultVariants: { size: 2 },
});

export const title = style(
  inAtriumLayer({
    margin: 0,
    marginBlockEnd: vars.space[2],
    paddingInlineEnd: vars.space[6],
    fontSize: vars.fontSize[5],
    lineHeight: vars.lineHeight[5],
    fontWeight: vars.fontWeight.bold,
    color: vars.color.gray[12],
  }),
);

export const description = style(
  inAtriumLayer({
    margin: 0,
    marginBlockEnd: vars.space[4],
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
  }),
);

export const closeButton = style(
  inAtriumLayer({
    position: 'absolute',
    insetBlockStart: vars.space[3],
    insetInlineEnd: vars.space[3],
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 32,
    blockSize: 32,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius[2],
    background: 'transparent',
    color: vars.color.gray[11],
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3], color: vars.color.gray[12] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
    },
  }),
);

/** Buttons row at the end of a dialog: end-aligned, wraps for long labels. */
export const actions = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space[3],
    marginBlockStart: vars.space[4],
  }),
);
