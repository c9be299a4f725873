import { keyframes, style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style(
  inAtriumLayer({
    zIndex: vars.zIndex.tooltip,
    maxInlineSize: 'min(280px, 90vw)',
    paddingBlock: vars.space[1],
    paddingInline: vars.space[2],
    borderRadius: vars.radius[2],
    backgroundColor: vars.color.gray[12],
    color: vars.color.gray[1],
    fontFamily: vars.font.default,
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    textAlign: 'start',
    overflowWrap: 'anywhere',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${appear} 120ms ease-out` },
    },
  }),
);

export const arrow = style(inAtriumLayer({ fill: vars.color.gray[12] }));
