import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

/** The control box: chips (multiple) and the input wrap onto new lines together. */
export const box = style(
  inAtriumLayer({
    flexWrap: 'wrap',
    gap: vars.space[1],
    cursor: 'text',
    paddingBlock: 3,
  }),
);

export const input = style(
  inAtriumLayer({
    flex: '1 1 6em',
    minInlineSize: '6em',
    margin: 0,
    padding: 0,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    selectors: {
      '&::placeholder': { color: vars.color.gray[10] },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

export const icon = style(
  inAtriumLayer({ display: 'inline-flex', flexShrink: 0, color: vars.color.gray[11] }),
);

export const popover = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    maxBlockSize: 'min(320px, var(--popover-available-height, 320px))',
    overflowY: 'auto',
  }),
);

export const item = style(
  inAtriumLayer({
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
    textAlign: 'start',
    selectors: {
      '&[data-active-item]': {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accentContrast,
      },
      '&[aria-disabled="true"]': { color: vars.color.gray[9], pointerEvents: 'none' },
    },
  }),
);

export const check = style(inAtriumLayer({ display: 'inline-flex', flexShrink: 0 }));

export const status = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    minBlockSize: 32,
    paddingInline: vars.space[2],
    fontSize: vars.fontSize[2],
    color: vars.color.gray[11],
    selectors: { '&:empty': { display: 'none' } },
  }),
);
