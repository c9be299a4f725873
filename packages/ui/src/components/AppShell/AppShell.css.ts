import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { inAtriumLayer } from '../../theme/layers.css';
import { vars } from '../../theme/vars.css';

/** Stacking (spec §9): the navbar stays under every overlay (2000+); the drawer is a dialog (2400). */
const zIndex = { sidebar: 900, navbar: 910, bottomNav: 920, drawerOverlay: 2400, drawer: 2410 };

const sidebarWidth = { expanded: 260, collapsed: 76 };

const boxed: StyleRule = {
  boxSizing: 'border-box',
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: vars.space[5],
  selectors: { '&[data-content-width="boxed"]': { maxInlineSize: 1440 } },
  '@media': { 'screen and (max-width: 767px)': { paddingInline: vars.space[3] } },
};

export const root = style(
  inAtriumLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    minBlockSize: '100dvh',
    backgroundColor: vars.color.background,
    color: vars.color.gray[12],
    selectors: {
      '&[data-layout="vertical"][data-overlay="false"]': {
        gridTemplateColumns: 'auto minmax(0, 1fr)',
      },
    },
  }),
);

export const visuallyHidden = style(
  inAtriumLayer({
    position: 'absolute',
    inlineSize: 1,
    blockSize: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);

export const skipLink = style(
  inAtriumLayer({
    position: 'fixed',
    insetBlockStart: vars.space[2],
    insetInlineStart: vars.space[2],
    zIndex: zIndex.drawer + 10,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[4],
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.accent[9],
    color: vars.color.accentContrast,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    // off screen until focused (keyboard users get it first)
    transform: 'translateY(calc(-100% - 16px))',
    selectors: {
      '&:focus': {
        transform: 'none',
        outline: `2px solid ${vars.color.focusRoot}`,
        outlineOffset: 2,
      },
    },
  }),
);

export const sidebar = style(
  inAtriumLayer({
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: zIndex.sidebar,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    inlineSize: sidebarWidth.expanded,
    blockSize: '100dvh',
    borderInlineEnd: `1px solid ${vars.color.grayAlpha[5]}`,
    backgroundColor: vars.color.panel,
    selectors: { '&[data-collapsed="true"]': { inlineSize: sidebarWidth.collapsed } },
  }),
);

export const sidebarHeader = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space[2],
    minBlockSize: 64,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[4],
    selectors: {
      [`${sidebar}[data-collapsed="true"] &`]: {
        justifyContent: 'center',
        paddingInline: vars.space[2],
      },
    },
  }),
);

export const brand = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    minInlineSize: 0,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize[4],
    selectors: {
      [`${sidebar}[data-collapsed="true"] &`]: { display: 'none' },
    },
  }),
);

export const sideNav = style(
  inAtriumLayer({
    flex: '1 1 auto',
    minBlockSize: 0,
    overflowY: 'auto',
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    overscrollBehavior: 'contain',
    selectors: { [`${sidebar}[data-collapsed="true"] &`]: { paddingInline: vars.space[2] } },
  }),
);

export const iconButton = style(
  inAtriumLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: 36,
    blockSize: 36,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius[3],
    backgroundColor: 'transparent',
    color: vars.color.gray[12],
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.grayAlpha[3] },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRoot}`, outlineOffset: 0 },
    },
  }),
);

/** Panel icons drawn for LTR point the other way in RTL. */
export const mirrored = style(
  inAtriumLayer({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } }),
);

export const frame = style(
  inAtriumLayer({
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: 0,
    minBlockSize: '100dvh',
  }),
);

export const navbar = style(
  inAtriumLayer({
    zIndex: zIndex.navbar,
    backgroundColor: vars.color.background,
    borderBlockEnd: `1px solid ${vars.color.grayAlpha[4]}`,
    selectors: {
      '&[data-sticky="true"]': { position: 'sticky', insetBlockStart: 0 },
      '&[data-blur="true"]': {
        backgroundColor: `color-mix(in srgb, ${vars.color.background} 78%, transparent)`,
        backdropFilter: 'saturate(180%) blur(8px)',
      },
    },
  }),
);

export const navbarRow = style(
  inAtriumLayer({
    ...boxed,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minBlockSize: 64,
    paddingBlock: vars.space[2],
  }),
);

export const actions = style(
  inAtriumLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: vars.space[2],
    marginInlineStart: 'auto',
  }),
);

export const topNav = style(
  inAtriumLayer({ borderBlockStart: `1px solid ${vars.color.grayAlpha[4]}` }),
);

export const topNavRow = style(inAtriumLayer({ ...boxed, paddingBlock: vars.space[2] }));

export const main = style(
  inAtriumLayer({
    flex: '1 0 auto',
    paddingBlock: vars.space[5],
    selectors: { '&:focus': { outline: 'none' } },
  }),
);

export const content = style(inAtriumLayer({ ...boxed }));

export const footer = style(
  inAtriumLayer({
    color: vars.color.gray[11],
    fontSize: vars.fontSize[2],
    borderBlockStart: `1px solid ${vars.color.grayAlpha[4]}`,
  }),
);

export const footerRow = style(
  inAtriumLayer({
    ...boxed,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    paddingBlock: vars.space[4],
  }),
);

export const bottomNav = style(
  inAtriumLayer({ position: 'sticky', insetBlockEnd: 0, zIndex: zIndex.bottomNav }),
);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(var(--atrium-drawer-from))' },
  to: { transform: 'translateX(0)' },
});

export const drawerOverlay = style(
  inAtriumLayer({
    position: 'fixed',
    inset: 0,
    zIndex: zIndex.drawerOverlay,
    backgroundColor: vars.color.grayAlpha[9],
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` },
    },
  }),
);

export const drawer = style(
  inAtriumLayer({
    vars: { '--atrium-drawer-from': '-100%' },
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: zIndex.drawer,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    inlineSize: `min(${sidebarWidth.expanded + 20}px, 86vw)`,
    backgroundColor: vars.color.panel,
    color: vars.color.gray[12],
    boxShadow: vars.shadow[6],
    selectors: {
      '[dir="rtl"] &': { vars: { '--atrium-drawer-from': '100%' } },
      '&:focus': { outline: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 200ms ease-out` },
    },
  }),
);
