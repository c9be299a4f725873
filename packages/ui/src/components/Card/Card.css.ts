import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    minInlineSize: 0,
    borderRadius: vars.radius[4],
    color: vars.color.gray[12],
    textAlign: 'start',
  }),
  variants: {
    variant: {
      // follows the skin: a shadow in `default`, a border in `bordered`
      surface: inAtriumLayer({
        backgroundColor: vars.color.panel,
        border: `${vars.skin.borderWidth} solid ${vars.skin.borderColor}`,
        boxShadow: vars.skin.shadow,
      }),
      ghost: inAtriumLayer({ backgroundColor: 'transparent' }),
    },
    padding: {
      2: inAtriumLayer({ padding: vars.space[2] }),
      3: inAtriumLayer({ padding: vars.space[3] }),
      4: inAtriumLayer({ padding: vars.space[4] }),
    },
  },
  defaultVariants: { variant: 'surface', padding: 4 },
});

export const header = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'start',
    justifyContent: 'space-between',
    gap: vars.space[3],
  }),
);
export const headings = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minInlineSize: 0 }),
);
export const title = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[3],
    lineHeight: vars.lineHeight[3],
    fontWeight: vars.fontWeight.bold,
    overflowWrap: 'anywhere',
  }),
);
export const description = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);
export const actions = style(inAtriumLayer({ display: 'flex', gap: vars.space[2], flexShrink: 0 }));
export const footer = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[2],
    justifyContent: 'flex-end',
    paddingBlockStart: vars.space[3],
    borderBlockStart: `1px solid ${vars.color.grayAlpha[4]}`,
  }),
);

export type CardRecipeVariants = RecipeVariants<typeof card>;
