import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { navbarBlockSizeProperty } from '../AppShell/appShellVariants';
import { overlayZIndex } from '../Dialog/dialogVariants';
import type { ToastPosition } from './toastVariants';

const positions: Record<ToastPosition, ReturnType<typeof inAtriumLayer>> = {
  // below the app's navbar when an AppShell publishes its height, so its controls stay usable
  'top-end': inAtriumLayer({
    insetBlockStart: `var(${navbarBlockSizeProperty}, 0px)`,
    maxBlockSize: `calc(100vh - var(${navbarBlockSizeProperty}, 0px))`,
  }),
  'bottom-end': inAtriumLayer({ insetBlockEnd: 0, flexDirection: 'column-reverse' }),
};

export const viewport = recipe({
  base: inAtriumLayer({
    position: 'fixed',
    insetInlineEnd: 0,
    zIndex: overlayZIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    boxSizing: 'border-box',
    inlineSize: 'min(100vw, 400px)',
    maxBlockSize: '100vh',
    margin: 0,
    padding: vars.space[4],
    listStyle: 'none',
    outline: 'none',
    overflowY: 'auto',
    pointerEvents: 'none',
  }),
  variants: { position: positions },
});

// Enter from the inline end (mirrored in RTL through the `dir`-aware custom property).
const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(calc(var(--atrium-toast-enter) * 100%))' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const toast = style(
  inAtriumLayer({
    vars: { '--atrium-toast-enter': '1' },
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space[3],
    boxSizing: 'border-box',
    padding: vars.space[3],
    borderRadius: vars.radius[3],
    borderInlineStart: `4px solid ${vars.color.accent[9]}`,
    backgroundColor: vars.color.panel,
    boxShadow: vars.shadow[4],
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
    textAlign: 'start',
    selectors: {
      '[dir="rtl"] &': { vars: { '--atrium-toast-enter': '-1' } },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
          '&[data-swipe="cancel"]': { transition: 'transform 200ms ease-out' },
        },
      },
    },
  }),
);

export const icon = style(
  inAtriumLayer({ display: 'inline-flex', paddingBlockStart: 2, color: vars.color.accent[11] }),
);

export const body = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minInlineSize: 0 }),
);

export const title = style(
  inAtriumLayer({
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    fontWeight: vars.fontWeight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inAtriumLayer({
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);

export const close = style(
  inAtriumLayer({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 28,
    blockSize: 28,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius[2],
    background: 'transparent',
    color: vars.color.gray[11],
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3], color: vars.color.gray[12] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 1 },
    },
  }),
);
