import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const countdown = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    marginBlockEnd: vars.space[2],
  }),
);

export const track = style(
  inAtriumLayer({
    position: 'relative',
    overflow: 'hidden',
    blockSize: 8,
    borderRadius: 999,
    backgroundColor: vars.color.grayAlpha[4],
  }),
);

// The width follows the remaining time (inline-size grows from the inline start, so it mirrors in RTL).
export const indicator = style(
  inAtriumLayer({
    blockSize: '100%',
    borderRadius: 'inherit',
    backgroundColor: vars.color.accent[9],
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'inline-size 100ms linear' },
    },
    selectors: {
      '&[data-urgent]': { backgroundColor: vars.color.red[9] },
    },
  }),
);

export const remaining = style(
  inAtriumLayer({
    alignSelf: 'flex-end',
    fontSize: vars.fontSize[1],
    color: vars.color.gray[11],
    fontVariantNumeric: 'tabular-nums',
  }),
);
