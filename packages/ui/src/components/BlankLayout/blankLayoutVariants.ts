import { contentWidths, type ContentWidth } from '../../UiProvider/uiOptions';

/** Content widths (the theme's `contentWidth` preference): boxed caps the width, full spans it. */
export const blankLayoutContentWidths = contentWidths;
export type BlankLayoutContentWidth = ContentWidth;

/** Where the content sits in the block direction: centred in the page, or from the top. */
export const blankLayoutAligns = ['center', 'start'] as const;
export type BlankLayoutAlign = (typeof blankLayoutAligns)[number];
