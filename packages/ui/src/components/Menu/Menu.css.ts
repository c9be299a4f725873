import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import type { MenuMode } from './menuVariants';

/** Overlay stacking (spec §9): popovers from 2000 in steps of 10; dialogs at 2400. */
export const menuZIndex = { dropdown: 2000, tooltip: 2010 } as const;

const focusRing: StyleRule = { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: -2 };

const modeStyles: Record<MenuMode, StyleRule> = {
  vertical: inAtriumLayer({ flexDirection: 'column' }),
  collapsed: inAtriumLayer({ flexDirection: 'column', alignItems: 'center' }),
  horizontal: inAtriumLayer({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' }),
};

export const root = recipe({
  base: inAtriumLayer({
    display: 'flex',
    gap: 2,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.gray[12],
    fontSize: vars.fontSize[2],
    lineHeight: vars.lineHeight[2],
  }),
  variants: { mode: modeStyles },
  defaultVariants: { mode: 'vertical' },
});

export const li = style(inAtriumLayer({ display: 'block', minInlineSize: 0 }));

export const section = style(
  inAtriumLayer({ display: 'flex', flexDirection: 'column', gap: 2, minInlineSize: 0 }),
);

export const sectionHeading = style(
  inAtriumLayer({
    display: 'block',
    paddingBlock: `${vars.space[3]} ${vars.space[1]}`,
    paddingInline: vars.space[3],
    color: vars.color.gray[11],
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
    letterSpacing: '0.02em',
  }),
);

/** Collapsed mode: a section shows as a short rule; its heading stays for assistive tech. */
export const collapsedHeading = style(
  inAtriumLayer({
    display: 'block',
    inlineSize: 24,
    blockSize: 1,
    marginBlock: vars.space[2],
    marginInline: 'auto',
    backgroundColor: vars.color.grayAlpha[6],
  }),
);

export const sectionList = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const subList = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    marginBlock: 2,
    marginInline: 0,
    paddingBlock: 0,
    paddingInlineStart: vars.space[3],
    paddingInlineEnd: 0,
    listStyle: 'none',
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

const rowBase: StyleRule = {
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: 40,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  margin: 0,
  border: 'none',
  borderRadius: vars.radius[3],
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
};

export const row = style(
  inAtriumLayer({
    ...rowBase,
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3] },
      '&:focus-visible': focusRing,
      '&[data-active-trail]': { backgroundColor: vars.color.grayAlpha[3] },
      '&[data-active]': { backgroundColor: vars.color.accent[9], color: vars.color.accentContrast },
      '&[data-active]:hover': { backgroundColor: vars.color.accent[10] },
      [`${root.classNames.variants.mode.collapsed} &`]: {
        justifyContent: 'center',
        inlineSize: 44,
        paddingInline: 0,
      },
      [`${root.classNames.variants.mode.horizontal} &`]: { inlineSize: 'auto' },
      '&[data-state="open"]': { backgroundColor: vars.color.grayAlpha[4] },
    },
  }),
);

export const icon = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: 20,
    blockSize: 20,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const bullet = style(
  inAtriumLayer({
    display: 'block',
    inlineSize: 8,
    blockSize: 8,
    borderRadius: '50%',
    border: '1.5px solid currentColor',
    boxSizing: 'border-box',
  }),
);

export const title = style(
  inAtriumLayer({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere' }),
);

/** Visually hidden but read by assistive tech (collapsed mode labels). */
export const hiddenLabel = style(
  inAtriumLayer({
    position: 'absolute',
    inlineSize: 1,
    blockSize: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);

export const badge = style(
  inAtriumLayer({
    flexShrink: 0,
    minInlineSize: 20,
    paddingInline: 6,
    borderRadius: 999,
    backgroundColor: vars.color.accent[9],
    color: vars.color.accentContrast,
    fontSize: vars.fontSize[1],
    lineHeight: '20px',
    textAlign: 'center',
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '[data-active] > &': {
        backgroundColor: vars.color.accentContrast,
        color: vars.color.accent[9],
      },
      [`${root.classNames.variants.mode.collapsed} &`]: {
        position: 'absolute',
        insetBlockStart: 2,
        insetInlineEnd: 2,
        minInlineSize: 16,
        paddingInline: 4,
        lineHeight: '16px',
        fontSize: 10,
      },
    },
  }),
);

export const chevron = style(
  inAtriumLayer({
    flexShrink: 0,
    // closed: points to the inline end; open: down
    transform: 'rotate(-90deg)',
    selectors: {
      // Logical: pointing to the inline end is pointing left in RTL (`data-dir`, set from context).
      '&[data-dir="rtl"]': { transform: 'rotate(90deg)' },
      '&[data-open="true"]': { transform: 'rotate(0deg)' },
      [`${root.classNames.variants.mode.horizontal} &`]: { transform: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease' },
    },
  }),
);

export const subChevron = style(
  inAtriumLayer({
    flexShrink: 0,
    marginInlineStart: 'auto',
    selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
  }),
);

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const dropdown = style(
  inAtriumLayer({
    zIndex: menuZIndex.dropdown,
    boxSizing: 'border-box',
    minInlineSize: 200,
    maxInlineSize: 320,
    padding: vars.space[2],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.panel,
    color: vars.color.gray[12],
    boxShadow: vars.shadow[5],
    fontSize: vars.fontSize[2],
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${popIn} 120ms ease-out` },
    },
  }),
);

export const dropdownLabel = style(
  inAtriumLayer({
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    color: vars.color.gray[11],
    fontSize: vars.fontSize[1],
    fontWeight: vars.fontWeight.medium,
  }),
);

export const dropdownItem = style(
  inAtriumLayer({
    ...rowBase,
    minBlockSize: 36,
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.grayAlpha[4] },
      '&[data-active-trail]': { color: vars.color.accent[11] },
      '&[data-active]': { backgroundColor: vars.color.accent[9], color: vars.color.accentContrast },
      '&[data-active][data-highlighted]': { backgroundColor: vars.color.accent[10] },
    },
  }),
);

export const tooltip = style(
  inAtriumLayer({
    zIndex: menuZIndex.tooltip,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[2],
    borderRadius: vars.radius[2],
    backgroundColor: vars.color.gray[12],
    color: vars.color.gray[1],
    fontSize: vars.fontSize[1],
    lineHeight: vars.lineHeight[1],
    maxInlineSize: 240,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${popIn} 100ms ease-out` },
    },
  }),
);
