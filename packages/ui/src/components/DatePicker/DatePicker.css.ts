import { style } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

/** The input box: text input(s), then the clear and calendar buttons at the inline end. */
export const control = style(
  inAtriumLayer({ paddingBlock: 0, paddingInlineEnd: 2, cursor: 'text' }),
);

export const input = style(
  inAtriumLayer({
    flex: 1,
    minInlineSize: 0,
    inlineSize: '100%',
    margin: 0,
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    outline: 'none',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&::placeholder': { color: vars.color.gray[10] },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.gray[11] },
    },
  }),
);

/** Between the start and end inputs of a range. */
export const separator = style(inAtriumLayer({ flex: 'none', color: vars.color.gray[11] }));

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

export const iconButton = style(
  inAtriumLayer({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 28,
    blockSize: 28,
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius[2],
    background: 'none',
    color: vars.color.gray[11],
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.grayAlpha[3],
        color: vars.color.gray[12],
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: -1 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.gray[9] },
    },
  }),
);

export const popover = style(inAtriumLayer({ padding: vars.space[3] }));

// DayPicker's parts (react-day-picker ships its own CSS; we style every part from the theme instead)
const root = style(
  inAtriumLayer({
    position: 'relative',
    fontFamily: vars.font.default,
    fontSize: vars.fontSize[2],
    color: vars.color.gray[12],
  }),
);
const months = style(
  inAtriumLayer({ position: 'relative', display: 'flex', flexWrap: 'wrap', gap: vars.space[5] }),
);
const nav = style(
  inAtriumLayer({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineEnd: 0,
    zIndex: 1,
    display: 'flex',
    gap: vars.space[1],
    alignItems: 'center',
    blockSize: 32,
  }),
);
const navButton = style([
  iconButton,
  inAtriumLayer({
    selectors: {
      '&[aria-disabled="true"]': { color: vars.color.gray[8], cursor: 'default' },
      '&[aria-disabled="true"]:hover': { backgroundColor: 'transparent' },
    },
  }),
]);
const month = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[2] }),
);
const monthCaption = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    blockSize: 32,
    paddingInlineStart: vars.space[2],
    // room for the two navigation buttons at the inline end
    paddingInlineEnd: 72,
  }),
);
const captionLabel = style(
  inAtriumLayer({ fontSize: vars.fontSize[2], fontWeight: vars.fontWeight.bold }),
);
const monthGrid = style(inAtriumLayer({ borderCollapse: 'collapse', borderSpacing: 0 }));
const weekday = style(
  inAtriumLayer({
    inlineSize: 36,
    blockSize: 28,
    padding: 0,
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
    color: vars.color.gray[11],
    textAlign: 'center',
  }),
);
const day = style(
  inAtriumLayer({ inlineSize: 36, blockSize: 36, padding: 0, textAlign: 'center' }),
);
// day-cell states (DayPicker puts them on the cell); the button inside reads them
const today = style(
  inAtriumLayer({ fontWeight: vars.fontWeight.bold, color: vars.color.accent[11] }),
);
const selected = style({});
const outside = style(inAtriumLayer({ color: vars.color.gray[11] }));
const rangeMiddle = style(inAtriumLayer({ backgroundColor: vars.color.accentAlpha[3] }));
const rangeStart = style(
  inAtriumLayer({
    backgroundColor: vars.color.accentAlpha[3],
    borderStartStartRadius: vars.radius[2],
    borderEndStartRadius: vars.radius[2],
  }),
);
const rangeEnd = style(
  inAtriumLayer({
    backgroundColor: vars.color.accentAlpha[3],
    borderStartEndRadius: vars.radius[2],
    borderEndEndRadius: vars.radius[2],
  }),
);
const dayButton = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 34,
    blockSize: 34,
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius[2],
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.accentAlpha[4] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 1 },
      [`${selected} &`]: {
        backgroundColor: vars.color.accent[9],
        color: vars.color.accentContrast,
      },
      [`${selected} &:hover:not(:disabled)`]: { backgroundColor: vars.color.accent[10] },
      [`${rangeMiddle} &, ${rangeMiddle} &:hover:not(:disabled)`]: {
        backgroundColor: 'transparent',
        color: vars.color.accent[12],
      },
      '&:disabled, &[aria-disabled="true"]': {
        color: vars.color.gray[9],
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
    },
  }),
);
const hidden = style(inAtriumLayer({ visibility: 'hidden' }));
const footer = style(inAtriumLayer({ paddingBlockStart: vars.space[2] }));

/** Class names for DayPicker's `classNames` prop. */
export const dayPickerClassNames = {
  root,
  months,
  month,
  nav,
  button_previous: navButton,
  button_next: navButton,
  month_caption: monthCaption,
  caption_label: captionLabel,
  month_grid: monthGrid,
  weekdays: '',
  weekday,
  weeks: '',
  week: '',
  day,
  day_button: dayButton,
  today,
  selected,
  range_start: rangeStart,
  range_middle: rangeMiddle,
  range_end: rangeEnd,
  outside,
  disabled: '',
  hidden,
  footer,
};
