import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const root = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    margin: 0,
    minInlineSize: 0,
    inlineSize: '100%',
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
  }),
);

export const plot = style(
  inAtriumLayer({
    position: 'relative',
    inlineSize: '100%',
    minInlineSize: 0,
  }),
);

// The library draws SVG text with its own defaults; axis and grid take the theme's grays instead.
globalStyle(
  `${plot} .recharts-cartesian-axis-tick-value`,
  inAtriumLayer({ fill: vars.color.gray[11], fontSize: vars.fontSize[1] }),
);
globalStyle(
  `${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`,
  inAtriumLayer({ stroke: vars.color.gray[7] }),
);
globalStyle(`${plot} .recharts-cartesian-grid line`, inAtriumLayer({ stroke: vars.color.gray[5] }));
globalStyle(`${plot} .recharts-surface:focus`, inAtriumLayer({ outline: 'none' }));

/** The total in the hole of a donut, laid over the chart. */
export const donutCenter = style(
  inAtriumLayer({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    textAlign: 'center',
  }),
);

export const donutTotal = style(
  inAtriumLayer({
    fontSize: vars.fontSize[6],
    lineHeight: vars.lineHeight[6],
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const donutTotalLabel = style(
  inAtriumLayer({
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    color: vars.color.gray[11],
    maxInlineSize: '40%',
    overflowWrap: 'anywhere',
  }),
);

export const legend = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: `${vars.space[2]} ${vars.space[4]}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[12],
  }),
);

export const legendItem = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    minInlineSize: 0,
    overflowWrap: 'anywhere',
  }),
);

export const swatch = style(
  inAtriumLayer({
    flex: 'none',
    inlineSize: 10,
    blockSize: 10,
    borderRadius: vars.radius[1],
  }),
);

/** In the legend the swatch sits on the first line of a label that wraps. */
export const legendSwatch = style(inAtriumLayer({ marginBlockStart: 'calc((1lh - 10px) / 2)' }));

export const tooltip = style(
  inAtriumLayer({
    display: 'grid',
    gap: vars.space[1],
    minInlineSize: 140,
    maxInlineSize: 280,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.panel,
    boxShadow: vars.shadow[4],
    color: vars.color.gray[12],
    fontFamily: vars.font.default,
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    textAlign: 'start',
  }),
);

export const tooltipTitle = style(
  inAtriumLayer({
    margin: 0,
    fontWeight: vars.fontWeight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const tooltipList = style(
  inAtriumLayer({ display: 'grid', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' }),
);

export const tooltipRow = style(
  inAtriumLayer({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: vars.space[2],
  }),
);

export const tooltipValue = style(
  inAtriumLayer({ fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' }),
);

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** Loading and empty states keep the chart's block size, so the page does not jump when data arrives. */
export const placeholder = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '100%',
    paddingInline: vars.space[4],
    borderRadius: vars.radius[3],
    textAlign: 'center',
    color: vars.color.gray[11],
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
  }),
);

export const empty = style(
  inAtriumLayer({
    border: `1px dashed ${vars.color.gray[6]}`,
  }),
);

export const loadingBars = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'flex-end',
    gap: vars.space[3],
    inlineSize: '100%',
    blockSize: '100%',
    paddingBlock: vars.space[4],
  }),
);

export const loadingBar = style(
  inAtriumLayer({
    flex: 1,
    borderRadius: vars.radius[2],
    backgroundColor: vars.color.grayAlpha[4],
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${pulse} 1.6s ease-in-out infinite`,
      },
    },
  }),
);

export const visuallyHidden = style(
  inAtriumLayer({
    position: 'absolute',
    inlineSize: 1,
    blockSize: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
