import { createVar, fallbackVar, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';
import {
  bottomNavBarHeight,
  bottomNavColorKeys,
  bottomNavRaise,
  type BottomNavColorKey,
  type BottomNavVariant,
} from './bottomNavVariants';

export const countVar = createVar();
export const indexVar = createVar();
/** 1 in LTR, -1 in RTL: indicator movements mirror. */
const dirVar = createVar();
export const optionColorVar = createVar();
/** The selected option's own `color` (windows: the sliding tile takes it). */
export const selectedColorVar = createVar();
export const colorVars = Object.fromEntries(
  bottomNavColorKeys.map((key) => [key, createVar()]),
) as Record<BottomNavColorKey, string>;

const color = {
  foreground: fallbackVar(colorVars.foreground, vars.color.accent[9]),
  background: fallbackVar(colorVars.background, vars.color.panel),
  icon: fallbackVar(colorVars.icon, vars.color.gray[11]),
  badge: fallbackVar(colorVars.badge, vars.color.accent[9]),
  color: fallbackVar(optionColorVar, colorVars.color, vars.color.accent[9]),
  swiper: fallbackVar(colorVars.swiper, vars.color.accent[9]),
  title: fallbackVar(colorVars.title, vars.color.accent[11]),
  border: fallbackVar(colorVars.border, vars.color.accent[9]),
  flashlight: fallbackVar(colorVars.flashlight, vars.color.accent[9]),
};

const motion = (properties: string): StyleRule => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: properties,
      transitionDuration: '300ms',
      transitionTimingFunction: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    },
  },
});

const barHeight = bottomNavBarHeight;

export const root = recipe({
  base: inAtriumLayer({
    vars: { [dirVar]: '1' },
    position: 'relative',
    display: 'block',
    boxSizing: 'border-box',
    inlineSize: '100%',
    paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
    backgroundColor: color.background,
    color: color.icon,
    boxShadow: `0 -1px 0 ${vars.color.grayAlpha[4]}, 0 -4px 16px ${vars.color.grayAlpha[3]}`,
    fontSize: vars.fontSize[1],
    selectors: { '[dir="rtl"] &': { vars: { [dirVar]: '-1' } } },
  }),
  variants: {
    // the room above the bar for what the style raises above it (the page ends above it)
    variant: {
      curved: inAtriumLayer({ marginBlockStart: bottomNavRaise.curved }),
      grow: {},
      swipe: {},
      ring: {},
      windows: {},
      hill: inAtriumLayer({ marginBlockStart: bottomNavRaise.hill }),
      flashlight: {},
    } satisfies Record<BottomNavVariant, StyleRule>,
  },
  defaultVariants: { variant: 'curved' },
});

const v = root.classNames.variants.variant;

export const track = style(inAtriumLayer({ position: 'relative' }));

export const list = style(
  inAtriumLayer({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `repeat(${countVar}, minmax(0, 1fr))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minBlockSize: barHeight,
    selectors: {
      // grow: the selected item takes more room for its pill (an instant layout change)
      [`${v.grow} &`]: { display: 'flex' },
    },
  }),
);

export const item = style(
  inAtriumLayer({
    position: 'relative',
    display: 'flex',
    minInlineSize: 0,
    selectors: {
      [`${v.grow} &`]: { flex: '1 1 0' },
      [`${v.grow} &[data-selected="true"]`]: { flex: '2 1 0' },
    },
  }),
);

export const indicator = style(
  inAtriumLayer({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    inlineSize: `calc(100% / ${countVar})`,
    pointerEvents: 'none',
    transform: `translateX(calc(${indexVar} * 100% * ${dirVar}))`,
    selectors: { '&[data-visible="false"]': { opacity: 0 } },
    ...motion('transform, opacity'),
  }),
);

export const indicatorShape = style(
  inAtriumLayer({
    position: 'absolute',
    display: 'block',
    selectors: {
      // curved: a raised circle set in a notch (the ring of page colour draws the notch)
      [`${v.curved} &`]: {
        insetBlockStart: -26,
        insetInlineStart: 'calc(50% - 28px)',
        inlineSize: 56,
        blockSize: 56,
        borderRadius: '50%',
        backgroundColor: color.foreground,
        boxShadow: `0 0 0 6px ${vars.color.background}`,
      },
      // swipe: a bar sliding under the selected item
      [`${v.swipe} &`]: {
        insetBlockEnd: 4,
        insetInlineStart: '30%',
        inlineSize: '40%',
        blockSize: 3,
        borderRadius: 3,
        backgroundColor: color.swiper,
      },
      // windows: a full tile
      [`${v.windows} &`]: {
        inset: 4,
        borderRadius: vars.radius[2],
        backgroundColor: fallbackVar(selectedColorVar, colorVars.swiper, vars.color.accent[9]),
      },
      // hill: a bump rising above the bar under the selected icon
      [`${v.hill} &`]: {
        insetBlockStart: -18,
        insetInlineStart: 'calc(50% - 44px)',
        inlineSize: 88,
        blockSize: 40,
        borderRadius: '50% 50% 0 0 / 100% 100% 0 0',
        backgroundColor: color.background,
        boxShadow: `0 -6px 10px -6px ${vars.color.grayAlpha[5]}`,
      },
      // flashlight: a lamp at the top edge and a cone of light below it
      [`${v.flashlight} &`]: {
        insetBlock: 0,
        insetInlineStart: '15%',
        inlineSize: '70%',
        borderBlockStart: `3px solid ${color.flashlight}`,
        backgroundImage: `linear-gradient(to bottom, color-mix(in srgb, ${color.flashlight} 35%, transparent), transparent)`,
        clipPath: 'polygon(15% 0, 85% 0, 100% 100%, 0 100%)',
      },
      [`${v.grow} &, ${v.ring} &`]: { display: 'none' },
    },
  }),
);

export const option = style(
  inAtriumLayer({
    position: 'relative',
    zIndex: 1,
    flex: '1 1 auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    minInlineSize: 0,
    minBlockSize: barHeight,
    paddingBlock: vars.space[1],
    paddingInline: 2,
    margin: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: -4 },
      '&[data-selected="true"]': { cursor: 'default' },
      [`${v.swipe} &[data-selected="true"], ${v.flashlight} &[data-selected="true"]`]: {
        color: vars.color.accent[11],
      },
      [`${v.windows} &[data-selected="true"]`]: { color: vars.color.accentContrast },
      [`${v.ring} &[data-selected="true"]`]: { color: color.title },
      // grow: icon and title side by side on a pill that scales in behind them
      [`${v.grow} &`]: { flexDirection: 'row', gap: 4, paddingInline: vars.space[2] },
      [`${v.grow} &::before`]: {
        content: '""',
        position: 'absolute',
        zIndex: -1,
        insetInline: 2,
        insetBlock: 'calc(50% - 20px)',
        borderRadius: 999,
        backgroundColor: color.color,
        opacity: 0,
        transform: 'scale(0.6)',
        ...motion('transform, opacity'),
      },
      [`${v.grow} &[data-selected="true"]`]: { color: vars.color.accentContrast },
      [`${v.grow} &[data-selected="true"]::before`]: { opacity: 1, transform: 'none' },
      // windows: every option is a faint tile; the highlight tile slides over them
      [`${v.windows} &::before`]: {
        content: '""',
        position: 'absolute',
        zIndex: -1,
        inset: 4,
        borderRadius: vars.radius[2],
        backgroundColor: vars.color.grayAlpha[3],
      },
      [`${v.windows} &[data-selected="true"]::before`]: { opacity: 0 },
    },
  }),
);

export const iconWrap = style(
  inAtriumLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 40,
    blockSize: 32,
    ...motion('transform'),
    selectors: {
      // the selected icon rises into the curved circle / onto the hill
      [`${v.curved} ${option}[data-selected="true"] &`]: {
        transform: 'translateY(-22px)',
        color: vars.color.accentContrast,
      },
      [`${v.hill} ${option}[data-selected="true"] &`]: {
        transform: 'translateY(-14px)',
        color: color.color,
      },
      [`${v.grow} &`]: { inlineSize: 'auto', flexShrink: 0 },
    },
  }),
);

export const icon = style(inAtriumLayer({ display: 'inline-flex', position: 'relative' }));

/** ring: a circle drawn around the selected icon. */
export const ring = style(
  inAtriumLayer({
    display: 'none',
    position: 'absolute',
    pointerEvents: 'none',
    opacity: 0,
    transform: 'scale(0.4)',
    ...motion('transform, opacity'),
    selectors: {
      [`${v.ring} &`]: {
        display: 'block',
        insetBlock: -3,
        insetInline: 0,
        margin: 'auto',
        inlineSize: 38,
        blockSize: 38,
        borderRadius: '50%',
        border: `2px solid ${color.border}`,
      },
      [`${v.ring} ${option}[data-selected="true"] &`]: { opacity: 1, transform: 'scale(1)' },
    },
  }),
);

const hidden: StyleRule = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export const title = style(
  inAtriumLayer({
    // may shrink in grow's row so a long title ellipsizes inside its pill
    minInlineSize: 0,
    maxInlineSize: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: vars.lineHeight[1],
    ...motion('opacity, transform'),
    selectors: {
      // curved and hill show icons only; the title stays the accessible name
      [`${v.curved} &, ${v.hill} &`]: hidden,
      // grow: only the selected item shows its title, fading in
      // grow: only the selected item shows its title, fading in on its pill
      [`${v.grow} ${option}[data-selected="false"] &`]: { ...hidden, opacity: 0 },
      [`${v.grow} ${option}[data-selected="true"] &`]: {
        opacity: 1,
        fontWeight: vars.fontWeight.medium,
      },
    },
  }),
);

export const child = style(
  inAtriumLayer({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    boxSizing: 'border-box',
    inlineSize: '100%',
    paddingInline: vars.space[3],
    margin: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize[2],
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: -2 },
      '&[data-selected="true"]': {
        color: vars.color.accent[11],
        fontWeight: vars.fontWeight.medium,
      },
    },
  }),
);

export const badge = style(
  inAtriumLayer({
    position: 'absolute',
    zIndex: 1,
    // at the icon's top inline-end corner (the icon is centred in the option)
    insetBlockStart: 6,
    insetInlineStart: 'calc(50% + 4px)',
    ...motion('transform'),
    minInlineSize: 18,
    paddingInline: 4,
    boxSizing: 'border-box',
    borderRadius: 999,
    backgroundColor: color.badge,
    color: vars.color.accentContrast,
    fontSize: 11,
    lineHeight: '18px',
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
    selectors: {
      [`${child} &`]: { position: 'static', marginInlineStart: 'auto' },
      [`${v.curved} ${option}[data-selected="true"] &`]: { transform: 'translateY(-22px)' },
      [`${v.hill} ${option}[data-selected="true"] &`]: { transform: 'translateY(-14px)' },
    },
  }),
);

export const popup = style(
  inAtriumLayer({
    position: 'absolute',
    insetBlockEnd: `calc(100% + 34px)`,
    insetInlineStart: '50%',
    zIndex: 2000,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'content-box',
    minInlineSize: 160,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflow: 'hidden',
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.panel,
    color: vars.color.gray[12],
    boxShadow: vars.shadow[5],
    transform: `translateX(calc(-50% * ${dirVar}))`,
    transformOrigin: 'bottom center',
    ...motion('transform, opacity'),
    selectors: {
      '&[data-open="false"]': {
        opacity: 0,
        visibility: 'hidden',
        transform: `translateX(calc(-50% * ${dirVar})) translateY(8px) scale(0.95)`,
      },
    },
  }),
);

export const childIcon = style(inAtriumLayer({ display: 'inline-flex', flexShrink: 0 }));
