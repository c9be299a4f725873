import { style, styleVariants } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { tones, toneVars, type Tone } from '../Badge/tones.css';

export const list = style(
  inAtriumLayer({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    color: vars.color.gray[12],
    textAlign: 'start',
  }),
);

export const item = style(
  inAtriumLayer({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '24px 1fr',
    columnGap: vars.space[3],
    paddingBlockEnd: vars.space[4],
    selectors: {
      // the line that joins this marker to the next one
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: 11,
        insetBlockStart: 24,
        insetBlockEnd: 0,
        inlineSize: 2,
        backgroundColor: vars.color.grayAlpha[5],
      },
    },
  }),
);

export const marker = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 24,
    blockSize: 24,
    borderRadius: '50%',
    gridRow: 'span 3',
  }),
);

export const markerTone = styleVariants(
  Object.fromEntries(
    tones.map((tone) => [
      tone,
      inAtriumLayer({
        backgroundColor: toneVars[tone].subtle,
        color: toneVars[tone].text,
        boxShadow: `inset 0 0 0 2px ${toneVars[tone].indicator}`,
      }),
    ]),
  ) as Record<Tone, ReturnType<typeof inAtriumLayer>>,
);

export const header = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space[2],
    minBlockSize: 24,
  }),
);

export const title = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const time = style(
  inAtriumLayer({
    fontSize: vars.fontSize[1],
    color: vars.color.gray[11],
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const description = style(
  inAtriumLayer({
    gridColumn: '2',
    margin: 0,
    marginBlockStart: vars.space[1],
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);

export const dot = style(
  inAtriumLayer({
    inlineSize: 8,
    blockSize: 8,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
  }),
);
