import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { MOTION_DELAY } from '../../theme/motion';
import { vars } from '../../theme/vars.css';

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: inAtriumLayer({
    display: 'block',
    backgroundColor: vars.color.grayAlpha[4],
    maxInlineSize: '100%',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${shimmer} 1.6s ease-in-out ${MOTION_DELAY} infinite`,
      },
      // A still placeholder for people who asked for less motion; aria-busy on the region still says "loading".
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  }),
  variants: {
    variant: {
      text: inAtriumLayer({ blockSize: '1em', borderRadius: vars.radius[1] }),
      rect: inAtriumLayer({ borderRadius: vars.radius[3] }),
      circle: inAtriumLayer({ borderRadius: '50%', aspectRatio: '1' }),
    },
  },
  defaultVariants: { variant: 'text' },
});

export type SkeletonRecipeVariants = RecipeVariants<typeof skeleton>;
