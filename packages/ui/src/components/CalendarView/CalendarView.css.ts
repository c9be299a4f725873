import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import { tones, toneVars, type Tone } from '../Badge/tones.css';

/** Days an event bar covers in its row; the bar overflows its start cell across the next ones. */
export const spanVar = createVar();
/** Position of a timed event in the week view, in rows of one hour. */
export const topVar = createVar();
export const lengthVar = createVar();
/** Side-by-side placement of overlapping timed events. */
export const columnVar = createVar();
export const columnsVar = createVar();

const cellBorder = `1px solid ${vars.color.gray[5]}`;
const laneHeight = 22;
const hourHeight = 48;

export const root = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    minInlineSize: 0,
    fontFamily: vars.font.default,
    fontSize: vars.fontSize[2],
    color: vars.color.gray[12],
  }),
);

export const toolbar = style(
  inAtriumLayer({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' }),
);
export const title = style(
  inAtriumLayer({
    margin: 0,
    flex: 1,
    minInlineSize: 0,
    fontSize: vars.fontSize[4],
    lineHeight: vars.lineHeight[4],
    fontWeight: vars.fontWeight.bold,
  }),
);
export const navigation = style(
  inAtriumLayer({ display: 'flex', alignItems: 'center', gap: vars.space[1] }),
);

const focusRing = { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: -2 };

export const navButton = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    minInlineSize: 32,
    blockSize: 32,
    margin: 0,
    paddingInline: vars.space[2],
    border: cellBorder,
    borderRadius: vars.radius[2],
    backgroundColor: vars.color.background,
    color: vars.color.gray[12],
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3] },
      '&:focus-visible': focusRing,
    },
  }),
);

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const grid = style(
  inAtriumLayer({
    borderBlockStart: cellBorder,
    borderInlineStart: cellBorder,
    borderRadius: vars.radius[3],
    overflow: 'hidden',
    backgroundColor: vars.color.background,
  }),
);

const sevenColumns = 'repeat(7, minmax(0, 1fr))';
export const row = styleVariants({
  month: inAtriumLayer({ display: 'grid', gridTemplateColumns: sevenColumns }),
  // week view: a narrow column of hour labels, then the days
  week: inAtriumLayer({ display: 'grid', gridTemplateColumns: `76px ${sevenColumns}` }),
});

export const columnHeader = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    minInlineSize: 0,
    paddingBlock: vars.space[1],
    borderInlineEnd: cellBorder,
    borderBlockEnd: cellBorder,
    backgroundColor: vars.color.grayAlpha[2],
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
    color: vars.color.gray[11],
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    selectors: { '&[data-today]': { color: vars.color.accent[11] } },
  }),
);

export const rowHeader = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    paddingInline: vars.space[2],
    paddingBlockStart: 2,
    borderInlineEnd: cellBorder,
    borderBlockEnd: cellBorder,
    fontSize: vars.fontSize[1],
    color: vars.color.gray[11],
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const cell = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    position: 'relative',
    minInlineSize: 0,
    borderInlineEnd: cellBorder,
    borderBlockEnd: cellBorder,
    outline: 'none',
    selectors: {
      '&[data-today]': { backgroundColor: vars.color.accentAlpha[2] },
      '&[data-outside]': { backgroundColor: vars.color.grayAlpha[2] },
      '&:focus-visible': focusRing,
    },
  }),
);

export const monthCell = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    paddingBlock: vars.space[1],
    minBlockSize: 24 + 4 * laneHeight + 12,
  }),
);

export const hourCell = style(
  inAtriumLayer({
    blockSize: hourHeight,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.grayAlpha[2] } },
  }),
);

export const allDayCell = style(inAtriumLayer({ paddingBlock: 2, minBlockSize: laneHeight + 4 }));

export const dateButton = style(
  inAtriumLayer({
    alignSelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: 24,
    blockSize: 24,
    marginInlineStart: vars.space[1],
    paddingInline: 4,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize[1],
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[4] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 1 },
      '[data-outside] > &': { color: vars.color.gray[11] },
      '&[aria-current="date"]': {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accentContrast,
        fontWeight: vars.fontWeight.bold,
      },
    },
  }),
);

export const slot = style(inAtriumLayer({ blockSize: laneHeight, minInlineSize: 0 }));

const eventBase = style(
  inAtriumLayer({
    boxSizing: 'border-box',
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    margin: 0,
    paddingInline: 6,
    border: 'none',
    borderInlineStart: '3px solid transparent',
    borderRadius: vars.radius[2],
    font: 'inherit',
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    textAlign: 'start',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 1 },
    },
  }),
);

const toneNames = Object.fromEntries(tones.map((tone) => [tone, tone])) as {
  [T in Tone]: T;
};
export const eventTone = styleVariants(toneNames, (tone) => [
  eventBase,
  inAtriumLayer({
    backgroundColor: toneVars[tone].subtle,
    borderInlineStartColor: toneVars[tone].indicator,
    color: toneVars[tone].strongText,
    selectors: { '&:hover': { backgroundColor: toneVars[tone].subtleHover } },
  }),
]);

/** A bar in a row of days (month view, all-day row): starts in its cell and spans `spanVar` cells. */
export const bar = style(
  inAtriumLayer({
    blockSize: laneHeight - 2,
    marginInline: 2,
    // each cell is 100% of this box plus its 1px border
    inlineSize: `calc(${spanVar} * (100% + 1px) - 4px)`,
    selectors: {
      '&[data-continues-before]': {
        marginInlineStart: 0,
        borderStartStartRadius: 0,
        borderEndStartRadius: 0,
        borderInlineStartWidth: 0,
      },
      '&[data-continues-after]': { borderStartEndRadius: 0, borderEndEndRadius: 0 },
    },
  }),
);

export const eventTime = style(inAtriumLayer({ flex: 'none', fontVariantNumeric: 'tabular-nums' }));
export const eventTitle = style(
  inAtriumLayer({
    minInlineSize: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

/** A timed event in the week view, placed from the top of the hour cell it starts in. */
export const timed = style(
  inAtriumLayer({
    position: 'absolute',
    insetBlockStart: `calc(${topVar} * ${hourHeight}px + 1px)`,
    blockSize: `calc(${lengthVar} * ${hourHeight}px - 2px)`,
    insetInlineStart: `calc(${columnVar} * 100% / ${columnsVar} + 2px)`,
    inlineSize: `calc(100% / ${columnsVar} - 4px)`,
    flexDirection: 'column',
    alignItems: 'stretch',
    paddingBlock: 2,
    selectors: {
      // under 45 minutes: time and title on one line
      '&[data-short]': { flexDirection: 'row', alignItems: 'start' },
    },
  }),
);

export const more = style(
  inAtriumLayer({
    blockSize: laneHeight - 2,
    marginInline: 2,
    paddingInline: 6,
    border: 'none',
    borderRadius: vars.radius[2],
    background: 'none',
    color: vars.color.gray[12],
    font: 'inherit',
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 1 },
      '&:disabled': { cursor: 'default', backgroundColor: 'transparent' },
    },
  }),
);
