import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: inAtriumLayer({
    // Radix's ghost variant pulls itself out with negative physical margins; we keep ghost buttons in the flow.
    marginBlock: 0,
    marginInline: 0,
    // long labels wrap instead of overflowing Radix's fixed height
    whiteSpace: 'normal',
    textAlign: 'center',
    blockSize: 'auto',
    minBlockSize: 'var(--base-button-height)',
    paddingBlock: vars.space[1],
  }),
  variants: {
    fullWidth: {
      true: inAtriumLayer({ inlineSize: '100%' }),
      false: {},
    },
    loading: {
      true: inAtriumLayer({ cursor: 'progress' }),
      false: {},
    },
  },
  defaultVariants: { fullWidth: false, loading: false },
});

export type ButtonRecipeVariants = RecipeVariants<typeof button>;
