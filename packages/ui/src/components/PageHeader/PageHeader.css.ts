import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const root = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minInlineSize: 0,
    paddingBlockEnd: vars.space[4],
    color: vars.color.gray[12],
    textAlign: 'start',
  }),
);

export const breadcrumbs = style(inAtriumLayer({ minInlineSize: 0 }));

export const crumbList = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[1],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
  }),
);

export const crumb = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    minInlineSize: 0,
    overflowWrap: 'anywhere',
  }),
);

export const crumbLink = style(
  inAtriumLayer({
    color: vars.color.gray[11],
    textDecoration: 'none',
    borderRadius: vars.radius[1],
    selectors: {
      '&:hover': { color: vars.color.gray[12], textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 2 },
    },
  }),
);

export const crumbCurrent = style(
  inAtriumLayer({ color: vars.color.gray[12], fontWeight: vars.fontWeight.medium }),
);

/** The chevron points along the reading direction: mirrored in RTL. */
export const separator = style(
  inAtriumLayer({
    display: 'inline-flex',
    flexShrink: 0,
    color: vars.color.gray[9],
    selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
  }),
);

export const row = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    columnGap: vars.space[4],
    rowGap: vars.space[3],
  }),
);

export const text = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    flex: '1 1 20rem',
    minInlineSize: 0,
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

export const description = style(
  inAtriumLayer({
    margin: 0,
    maxInlineSize: '72ch',
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[2],
    flex: '0 1 auto',
    maxInlineSize: '100%',
  }),
);
