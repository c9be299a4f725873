import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

export const zone = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minBlockSize: 120,
    padding: vars.space[4],
    borderRadius: vars.radius[3],
    border: `2px dashed ${vars.color.gray[7]}`,
    backgroundColor: vars.color.background,
    color: vars.color.gray[11],
    textAlign: 'center',
    fontSize: vars.fontSize[2],
    selectors: {
      '&[data-dragging]': {
        borderColor: vars.color.accent[9],
        backgroundColor: vars.color.accentAlpha[2],
        color: vars.color.gray[12],
      },
      '[data-invalid] > &': { borderColor: vars.color.red[8] },
      '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.grayAlpha[3] },
    },
  }),
);

export const icon = style(inAtriumLayer({ display: 'inline-flex', color: vars.color.gray[10] }));

export const hiddenInput = style(
  inAtriumLayer({
    position: 'absolute',
    inlineSize: 1,
    blockSize: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

export const list = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    marginBlockStart: vars.space[2],
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inAtriumLayer({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: vars.space[2],
    rowGap: vars.space[1],
    padding: vars.space[2],
    borderRadius: vars.radius[2],
    border: `1px solid ${vars.color.gray[6]}`,
    backgroundColor: vars.color.panel,
    selectors: { '&[data-status="error"]': { borderColor: vars.color.red[7] } },
  }),
);

export const fileIcon = style(
  inAtriumLayer({
    display: 'inline-flex',
    color: vars.color.gray[11],
    selectors: {
      [`${item}[data-status="error"] &`]: { color: vars.color.red[11] },
      [`${item}[data-status="done"] &`]: { color: vars.color.accent[11] },
    },
  }),
);

export const meta = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', minInlineSize: 0 }),
);

export const fileName = style(
  inAtriumLayer({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize[2],
    color: vars.color.gray[12],
    unicodeBidi: 'plaintext',
  }),
);

export const fileSize = style(
  inAtriumLayer({ fontSize: vars.fontSize[1], color: vars.color.gray[11] }),
);

export const progress = style(
  inAtriumLayer({
    gridColumn: '1 / -1',
    blockSize: 4,
    borderRadius: 999,
    overflow: 'hidden',
    backgroundColor: vars.color.grayAlpha[4],
  }),
);

export const progressBar = style(
  inAtriumLayer({
    blockSize: '100%',
    borderRadius: 999,
    backgroundColor: vars.color.accent[9],
    transition: 'inline-size 200ms ease-out',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const fileError = style(
  inAtriumLayer({
    gridColumn: '1 / -1',
    margin: 0,
    fontSize: vars.fontSize[1],
    color: vars.color.red[11],
  }),
);

export const cancel = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 28,
    blockSize: 28,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius[2],
    background: 'transparent',
    color: vars.color.gray[11],
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[4], color: vars.color.gray[12] },
      '&:focus-visible': { outline: `2px solid ${vars.color.accent[8]}`, outlineOffset: 1 },
    },
  }),
);
