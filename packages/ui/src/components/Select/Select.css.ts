import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const trigger = style(
  inAtriumLayer({
    justifyContent: 'space-between',
    cursor: 'pointer',
    selectors: { '&[data-placeholder]': { color: vars.color.gray[11] } },
  }),
);

export const value = style(
  inAtriumLayer({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis' }),
);

export const icon = style(inAtriumLayer({ display: 'inline-flex', color: vars.color.gray[11] }));

export const content = style(
  inAtriumLayer({
    minInlineSize: 'var(--radix-select-trigger-width)',
    maxBlockSize: 'var(--radix-select-content-available-height)',
    overflowY: 'auto',
  }),
);

export const item = style(
  inAtriumLayer({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    minBlockSize: 32,
    paddingInline: vars.space[2],
    borderRadius: vars.radius[2],
    fontSize: vars.fontSize[2],
    color: vars.color.gray[12],
    cursor: 'default',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accentContrast,
      },
      '&[data-disabled]': { color: vars.color.gray[9], pointerEvents: 'none' },
    },
  }),
);

export const itemIndicator = style(inAtriumLayer({ display: 'inline-flex' }));
