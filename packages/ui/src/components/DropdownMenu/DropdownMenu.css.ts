import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1 } });

export const content = style(
  inAtriumLayer({
    zIndex: vars.zIndex.popover,
    minInlineSize: 180,
    maxInlineSize: 'min(320px, 90vw)',
    padding: vars.space[1],
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.panel,
    boxShadow: vars.shadow[5],
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    textAlign: 'start',
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${appear} 120ms ease-out` },
    },
  }),
);

export const item = recipe({
  base: inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    minBlockSize: 32,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    borderRadius: vars.radius[2],
    cursor: 'default',
    outline: 'none',
    userSelect: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-highlighted]': {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accentContrast,
      },
      '&[data-disabled]': { color: vars.color.gray[10], pointerEvents: 'none' },
    },
  }),
  variants: {
    tone: {
      neutral: {},
      danger: inAtriumLayer({
        color: vars.color.red[11],
        selectors: {
          '&[data-highlighted]': { backgroundColor: vars.color.red[9], color: 'white' },
        },
      }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style(inAtriumLayer({ display: 'inline-flex', flexShrink: 0 }));

export const label = style(
  inAtriumLayer({
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    fontSize: vars.fontSize[1],
    color: vars.color.gray[11],
  }),
);

export const separator = style(
  inAtriumLayer({
    blockSize: 1,
    marginBlock: vars.space[1],
    marginInline: vars.space[2],
    backgroundColor: vars.color.grayAlpha[5],
  }),
);

export type DropdownMenuItemVariants = RecipeVariants<typeof item>;
