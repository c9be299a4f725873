import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const button = style(
  inAtriumLayer({
    position: 'fixed',
    insetInlineEnd: vars.space[5],
    insetBlockEnd: vars.space[5],
    // above page content, below overlays (which start at 2000)
    zIndex: 1000,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 40,
    blockSize: 40,
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    backgroundColor: vars.color.accent[9],
    color: vars.color.accentContrast,
    boxShadow: vars.shadow[4],
    cursor: 'pointer',
    selectors: {
      '&[data-visible="false"]': {
        opacity: 0,
        transform: 'translateY(12px) scale(0.9)',
        visibility: 'hidden',
        pointerEvents: 'none',
      },
      '&:hover': { backgroundColor: vars.color.accent[10] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: 'opacity 200ms ease, transform 200ms ease, visibility 200ms',
      },
    },
  }),
);
