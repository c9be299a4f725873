import type { PropTable } from '../../utils/themesMarkup/propTable';
import { marginProps } from '../../utils/themesMarkup/spacing.props';

/*
 * Text's, Heading's and textLink's class props: Radix Themes' text.props.tsx, heading.props.tsx
 * and link.props.tsx, with the typography entries they share (Radix's src/props) written once.
 * None is responsive: our props never took breakpoint objects, and the responsive weight and
 * alignment classes are not in radix.generated.css.
 */

const sizeValues = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Radix's weight, text-align, truncate and high-contrast props, which Text and Heading share. */
const typographyProps = {
  weight: {
    type: 'enum',
    className: 'rt-r-weight',
    values: ['light', 'regular', 'medium', 'bold'],
  },
  /** `left`/`right` follow Radix Themes (physical); prefer `center`, or leave unset to follow the direction. */
  align: { type: 'enum', className: 'rt-r-ta', values: ['left', 'center', 'right'] },
  /** One line, cut with an ellipsis (give it a bounded width). */
  truncate: { type: 'boolean', className: 'rt-truncate' },
  /** Step 12 of the colour instead of step 11, for more contrast. */
  highContrast: { type: 'boolean', className: 'rt-high-contrast' },
} as const satisfies PropTable;

export const textProps = {
  /** Radix Themes' type scale step, '1' (12 px) to '9'. Inherits the surrounding size when unset. */
  size: { type: 'enum', className: 'rt-r-size', values: sizeValues },
  ...typographyProps,
  ...marginProps,
} as const satisfies PropTable;

export const headingProps = {
  /** Radix Themes' type scale step, '1' to '9'. Default '6', as in Radix Themes. */
  size: { type: 'enum', className: 'rt-r-size', values: sizeValues, default: '6' },
  ...typographyProps,
  ...marginProps,
} as const satisfies PropTable;

export const linkProps = {
  size: { type: 'enum', className: 'rt-r-size', values: sizeValues },
  weight: typographyProps.weight,
  /** Radix's default, `auto` (underlined on hover), is the only value listed: not a textLink option. */
  underline: { type: 'enum', className: 'rt-underline', values: ['auto'], default: 'auto' },
} as const satisfies PropTable;
