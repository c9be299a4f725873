import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const root = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
    minBlockSize: '100dvh',
    inlineSize: '100%',
    padding: vars.space[5],
    boxSizing: 'border-box',
    backgroundColor: vars.color.background,
    color: vars.color.gray[11],
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
    textAlign: 'center',
  }),
);
