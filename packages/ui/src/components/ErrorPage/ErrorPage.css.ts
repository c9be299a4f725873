import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { ErrorPageVariant } from './errorPageVariants';

/** The illustration's tone: the accent, or red for the server error. */
const toneVar = createVar();
const tone = fallbackVar(toneVar, vars.color.accent[9]);

export const root = recipe({
  base: inAtriumLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[4],
    inlineSize: '100%',
    maxInlineSize: 560,
    marginInline: 'auto',
    paddingBlock: vars.space[6],
    paddingInline: vars.space[4],
    textAlign: 'center',
    color: vars.color.gray[12],
  }),
  variants: {
    variant: {
      notFound: {},
      notAuthorized: {},
      // the server error page tints its illustration red: something broke, not something missing
      serverError: { vars: { [toneVar]: vars.color.red[9] } },
    } satisfies Record<ErrorPageVariant, object>,
  },
  defaultVariants: { variant: 'notFound' },
});

export const art = style(
  inAtriumLayer({
    display: 'block',
    inlineSize: '100%',
    maxInlineSize: 240,
    blockSize: 'auto',
  }),
);

/** Shapes of the illustration read the theme, so light and dark both work. */
export const artBackdrop = style(inAtriumLayer({ fill: vars.color.accentAlpha[3] }));
export const artSurface = style(
  inAtriumLayer({ fill: vars.color.panel, stroke: vars.color.gray[8], strokeWidth: 2 }),
);
export const artLine = style(
  inAtriumLayer({
    fill: 'none',
    stroke: vars.color.gray[8],
    strokeWidth: 2,
    strokeLinecap: 'round',
  }),
);
export const artAccent = style(inAtriumLayer({ fill: tone, stroke: 'none' }));
export const artAccentStroke = style(
  inAtriumLayer({
    fill: 'none',
    stroke: tone,
    strokeWidth: 4,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
);
export const artOnAccent = style(
  inAtriumLayer({
    fill: 'none',
    stroke: vars.color.accentContrast,
    strokeWidth: 4,
    strokeLinecap: 'round',
  }),
);

export const code = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[8],
    lineHeight: 1,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    color: vars.color.gray[11],
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const title = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[6],
    lineHeight: vars.lineHeight[6],
    fontWeight: vars.fontWeight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const message = style(
  inAtriumLayer({
    margin: 0,
    maxInlineSize: '48ch',
    fontSize: vars.fontSize[3],
    lineHeight: vars.lineHeight[3],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space[3],
    marginBlockStart: vars.space[2],
    maxInlineSize: '100%',
  }),
);

export const actionLink = style(inAtriumLayer({ maxInlineSize: '100%', textDecoration: 'none' }));
