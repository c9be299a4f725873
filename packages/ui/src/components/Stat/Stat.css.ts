import { style, styleVariants } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { toneVars } from '../Badge/tones.css';

export const stat = style(
  inAtriumLayer({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space[3],
    rowGap: vars.space[1],
    alignItems: 'center',
    margin: 0,
    minInlineSize: 0,
    color: vars.color.gray[12],
    textAlign: 'start',
  }),
);

export const icon = style(
  inAtriumLayer({
    gridRow: 'span 3',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 40,
    blockSize: 40,
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.accentAlpha[3],
    color: vars.color.accent[11],
  }),
);

export const label = style(
  inAtriumLayer({
    gridColumn: '2',
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);

export const value = style(
  inAtriumLayer({
    gridColumn: '2',
    margin: 0,
    fontSize: vars.fontSize[6],
    lineHeight: vars.lineHeight[6],
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const delta = style(
  inAtriumLayer({
    gridColumn: '2',
    margin: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
  }),
);

export const deltaTone = styleVariants({
  success: inAtriumLayer({ color: toneVars.success.text }),
  danger: inAtriumLayer({ color: toneVars.danger.text }),
  neutral: inAtriumLayer({ color: vars.color.gray[11] }),
});

export const deltaNote = style(inAtriumLayer({ color: vars.color.gray[11] }));
