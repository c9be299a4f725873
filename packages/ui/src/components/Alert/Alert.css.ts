import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: inAtriumLayer({
    textAlign: 'start',
    alignItems: 'start',
  }),
  variants: {
    tone: {
      info: {},
      success: {},
      warning: {},
      danger: {},
    },
  },
  defaultVariants: { tone: 'info' },
});

export const body = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    minInlineSize: 0,
  }),
);

export const title = style(inAtriumLayer({ margin: 0 }));

export type AlertRecipeVariants = RecipeVariants<typeof alert>;
