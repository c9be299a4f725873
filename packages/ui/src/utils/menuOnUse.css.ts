import { keyframes, style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../theme/layers.css';
import { vars } from '../theme/vars.css';

const appear = keyframes({ to: { opacity: 1 } });
const hideContent = keyframes({ to: { color: 'transparent' } });
const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

/** After this, a menu still loading shows its spinner: a download from cache never flashes it. */
const SPINNER_DELAY = '150ms';

/**
 * A menu trigger whose menu is loading (PendingMenuTrigger): a progress cursor at once; after a
 * moment, its label and icons (text colour) fade out and a spinner shows in the middle (a ring on
 * the panel colour, as Spinner draws it, which also covers an image such as an avatar), on any
 * element, `asChild` buttons included. The trigger keeps its size, name and focus.
 * `position: relative` (for the spinner) is in the atrium layer, so an unlayered position of the
 * trigger's own wins.
 */
export const pending = style(
  inAtriumLayer({
    position: 'relative',
    cursor: 'progress',
    animation: `${hideContent} 1ms linear ${SPINNER_DELAY} forwards`,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        margin: 'auto',
        boxSizing: 'border-box',
        inlineSize: 18,
        blockSize: 18,
        borderRadius: '50%',
        borderWidth: 2,
        borderStyle: 'solid',
        borderColor: vars.color.grayAlpha[5],
        borderBlockStartColor: vars.color.accent[9],
        backgroundColor: vars.color.panel,
        pointerEvents: 'none',
        opacity: 0,
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            animation: `${appear} 1ms linear ${SPINNER_DELAY} forwards, ${spin} 800ms linear ${SPINNER_DELAY} infinite`,
          },
          // no rotation for people who asked for less motion: a slow fade still says "working"
          '(prefers-reduced-motion: reduce)': {
            animation: `${pulse} 2s ease-in-out ${SPINNER_DELAY} infinite`,
          },
        },
      },
    },
  }),
);
