import { style, styleVariants } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { tones, toneVars } from '../Badge/tones.css';

export const chip = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    maxInlineSize: '100%',
    minBlockSize: 28,
    paddingInlineStart: vars.space[2],
    paddingInlineEnd: vars.space[2],
    borderRadius: 999,
    fontFamily: vars.font.default,
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[1],
    selectors: { '&[data-removable]': { paddingInlineEnd: 2 } },
  }),
);

export const tone = styleVariants(
  Object.fromEntries(
    tones.map((name) => [
      name,
      inAtriumLayer({
        backgroundColor: toneVars[name].subtle,
        color: toneVars[name].strongText,
        boxShadow: `inset 0 0 0 1px ${toneVars[name].border}`,
      }),
    ]),
  ) as Record<(typeof tones)[number], ReturnType<typeof inAtriumLayer>>,
);

export const label = style(
  inAtriumLayer({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minInlineSize: 0,
  }),
);

export const icon = style(inAtriumLayer({ display: 'inline-flex', flexShrink: 0 }));

export const remove = style(
  inAtriumLayer({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: 24,
    blockSize: 24,
    borderRadius: '50%',
    cursor: 'pointer',
    color: 'inherit',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[4] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 0 },
    },
  }),
);
