import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import {
  checkbox as tableCheckbox,
  iconButton as tableIconButton,
  sortButton as tableSortButton,
} from './DataTable.css';

export const root = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minInlineSize: 0 }),
);

export const toolbar = style(
  inAtriumLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    color: vars.color.gray[11],
  }),
);

export const selectAll = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    minBlockSize: 32,
    cursor: 'pointer',
  }),
);

export const sortGroup = style(
  inAtriumLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] }),
);

export const sortButton = style([
  tableSortButton,
  inAtriumLayer({
    minBlockSize: 32,
    marginInline: 0,
    paddingInline: vars.space[2],
    border: `1px solid ${vars.color.grayAlpha[6]}`,
    selectors: {
      '&[data-sorted]': { borderColor: vars.color.accent[8], color: vars.color.accent[11] },
    },
  }),
]);

export const checkbox = tableCheckbox;
export const iconButton = style([tableIconButton, inAtriumLayer({ flexShrink: 0 })]);

export const list = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const card = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    padding: vars.space[3],
    border: `1px solid ${vars.color.grayAlpha[5]}`,
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.panel,
    overflowWrap: 'anywhere',
    // long lists (page size All) stay cheap: off-screen cards skip layout and paint
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 8rem',
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.accentAlpha[3],
        borderColor: vars.color.accentAlpha[7],
      },
    },
  }),
);

export const cardHead = style(
  inAtriumLayer({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] }),
);

export const heading = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    flex: '1 1 auto',
    minInlineSize: 0,
    minBlockSize: 32,
    justifyContent: 'center',
  }),
);

export const title = style(
  inAtriumLayer({ fontWeight: vars.fontWeight.medium, color: vars.color.gray[12] }),
);

export const subtitle = style(
  inAtriumLayer({ color: vars.color.gray[11], fontSize: vars.fontSize[1] }),
);

export const fields = style(
  inAtriumLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
    columnGap: vars.space[3],
    rowGap: vars.space[2],
    margin: 0,
  }),
);

// each label–value pair sits on the shared two-column grid of the card
export const field = style(inAtriumLayer({ display: 'contents' }));

export const fieldLabel = style(
  inAtriumLayer({ color: vars.color.gray[11], fontSize: vars.fontSize[1], alignSelf: 'center' }),
);

export const fieldValue = style(
  inAtriumLayer({
    margin: 0,
    minInlineSize: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[1],
    selectors: { '&[data-align="end"]': { fontVariantNumeric: 'tabular-nums' } },
  }),
);

export const state = style(
  inAtriumLayer({
    padding: vars.space[3],
    border: `1px solid ${vars.color.grayAlpha[5]}`,
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.panel,
  }),
);

export const skeletonTitle = style(inAtriumLayer({ inlineSize: '50%', blockSize: 20 }));
export const skeletonLine = style(inAtriumLayer({ inlineSize: '80%' }));
