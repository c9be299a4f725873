import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { tones, toneVars, type Tone } from './tones.css';

const toneMap = <T>(make: (tone: Tone) => T) =>
  Object.fromEntries(tones.map((tone) => [tone, make(tone)])) as Record<Tone, T>;

export const badge = recipe({
  base: inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    maxInlineSize: '100%',
    borderRadius: vars.radius[2],
    fontFamily: vars.font.default,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  }),
  variants: {
    size: {
      1: inAtriumLayer({
        fontSize: vars.fontSize[1],
        lineHeight: vars.lineHeight[1],
        paddingInline: 6,
        paddingBlock: 1,
      }),
      2: inAtriumLayer({
        fontSize: vars.fontSize[2],
        lineHeight: vars.lineHeight[2],
        paddingInline: vars.space[2],
        paddingBlock: 2,
      }),
    },
    variant: { soft: {}, solid: {}, outline: {} },
    tone: styleVariants(toneMap(() => ({}))),
  },
  compoundVariants: tones.flatMap((tone) => [
    {
      variants: { variant: 'soft' as const, tone },
      style: inAtriumLayer({
        backgroundColor: toneVars[tone].subtle,
        color: toneVars[tone].strongText,
      }),
    },
    {
      variants: { variant: 'solid' as const, tone },
      style: inAtriumLayer({
        backgroundColor: toneVars[tone].solid,
        color: toneVars[tone].solidText,
      }),
    },
    {
      variants: { variant: 'outline' as const, tone },
      style: inAtriumLayer({
        boxShadow: `inset 0 0 0 1px ${toneVars[tone].border}`,
        color: toneVars[tone].strongText,
      }),
    },
  ]),
  defaultVariants: { size: 1, variant: 'soft', tone: 'neutral' },
});

export type BadgeRecipeVariants = RecipeVariants<typeof badge>;
