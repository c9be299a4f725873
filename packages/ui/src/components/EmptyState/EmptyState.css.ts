import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const root = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    paddingBlock: vars.space[6],
    paddingInline: vars.space[4],
    textAlign: 'center',
    color: vars.color.gray[12],
  }),
);

export const icon = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 48,
    blockSize: 48,
    borderRadius: '50%',
    backgroundColor: vars.color.accentAlpha[3],
    color: vars.color.accent[11],
    marginBlockEnd: vars.space[1],
  }),
);

export const title = style(
  inAtriumLayer({
    margin: 0,
    fontSize: vars.fontSize[3],
    lineHeight: vars.lineHeight[3],
    fontWeight: vars.fontWeight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const text = style(
  inAtriumLayer({
    margin: 0,
    maxInlineSize: '48ch',
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    color: vars.color.gray[11],
    overflowWrap: 'anywhere',
  }),
);

export const action = style(inAtriumLayer({ marginBlockStart: vars.space[2] }));
