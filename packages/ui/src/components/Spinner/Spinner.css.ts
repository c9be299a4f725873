import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { MOTION_DELAY } from '../../theme/motion';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
const pulse = keyframes({ '50%': { opacity: 0.35 } });

export const spinner = recipe({
  base: inAtriumLayer({
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.grayAlpha[5],
    borderBlockStartColor: 'currentColor',
    color: vars.color.accent[9],
    verticalAlign: 'middle',
    '@media': {
      // Still for its first second, like a skeleton (MOTION_DELAY): most waits end before it turns.
      '(prefers-reduced-motion: no-preference)': {
        animation: `${spin} 800ms linear ${MOTION_DELAY} infinite`,
      },
      // No rotation for people who asked for less motion: a slow fade still says "working".
      '(prefers-reduced-motion: reduce)': {
        animation: `${pulse} 2s ease-in-out ${MOTION_DELAY} infinite`,
      },
    },
  }),
  variants: {
    size: {
      1: inAtriumLayer({ inlineSize: 12, blockSize: 12, borderWidth: 2 }),
      2: inAtriumLayer({ inlineSize: 16, blockSize: 16, borderWidth: 2 }),
      3: inAtriumLayer({ inlineSize: 24, blockSize: 24, borderWidth: 3 }),
    },
    inherit: {
      true: inAtriumLayer({
        color: 'currentColor',
        borderColor: 'color-mix(in srgb, currentColor 30%, transparent)',
        borderBlockStartColor: 'currentColor',
      }),
      false: {},
    },
  },
  defaultVariants: { size: 2, inherit: false },
});

export const root = style(inAtriumLayer({ display: 'inline-flex', alignItems: 'center' }));

export type SpinnerRecipeVariants = RecipeVariants<typeof spinner>;
