import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { toneVars } from '../Badge/tones.css';

export const root = style(
  inAtriumLayer({
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  }),
);

export const avatar = recipe({
  base: inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: '50%',
    backgroundColor: vars.color.accentAlpha[4],
    color: vars.color.accent[12],
    fontFamily: vars.font.default,
    fontWeight: vars.fontWeight.medium,
    userSelect: 'none',
    lineHeight: 1,
  }),
  variants: {
    size: {
      1: inAtriumLayer({ inlineSize: 24, blockSize: 24, fontSize: 10 }),
      2: inAtriumLayer({ inlineSize: 32, blockSize: 32, fontSize: vars.fontSize[1] }),
      3: inAtriumLayer({ inlineSize: 40, blockSize: 40, fontSize: vars.fontSize[2] }),
      4: inAtriumLayer({ inlineSize: 56, blockSize: 56, fontSize: vars.fontSize[4] }),
    },
  },
  defaultVariants: { size: 2 },
});

export const image = style(
  inAtriumLayer({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }),
);

export const dot = recipe({
  base: inAtriumLayer({
    position: 'absolute',
    insetInlineEnd: 0,
    insetBlockEnd: 0,
    inlineSize: '28%',
    blockSize: '28%',
    minInlineSize: 8,
    minBlockSize: 8,
    borderRadius: '50%',
    boxShadow: `0 0 0 2px ${vars.color.background}`,
  }),
  variants: {
    availability: {
      online: inAtriumLayer({ backgroundColor: toneVars.success.indicator }),
      away: inAtriumLayer({ backgroundColor: toneVars.warning.indicator }),
      busy: inAtriumLayer({ backgroundColor: toneVars.danger.indicator }),
      offline: inAtriumLayer({
        backgroundColor: vars.color.background,
        boxShadow: `inset 0 0 0 2px ${vars.color.gray[9]}, 0 0 0 2px ${vars.color.background}`,
      }),
    },
  },
});

export type AvatarRecipeVariants = RecipeVariants<typeof avatar>;
