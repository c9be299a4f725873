import type { PropTable } from './propTable';

/**
 * Radix Themes' space scale steps: the values of its margin, padding and gap props
 * (`src/props/margin.props.ts`, `padding.props.ts`, `gap.props.ts`).
 */
export const spaceValues = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/*
 * Radix Themes' margin and padding props, block and both-sides forms only: the inline-start and
 * inline-end ones (`ml`, `mr`, `pl`, `pr`) are physical in Radix Themes, so they are left out
 * (style a logical property with a class instead), and so are its negative margins (they are not
 * in radix.generated.css either).
 */

/** Margin props: every Radix Themes layout and typography component takes them. */
export const marginProps = {
  m: { type: 'enum', className: 'rt-r-m', values: spaceValues },
  mx: { type: 'enum', className: 'rt-r-mx', values: spaceValues },
  my: { type: 'enum', className: 'rt-r-my', values: spaceValues },
  mt: { type: 'enum', className: 'rt-r-mt', values: spaceValues },
  mb: { type: 'enum', className: 'rt-r-mb', values: spaceValues },
} as const satisfies PropTable;

/** Padding props: the layout components (Box, Flex, Grid) take them as well. */
export const paddingProps = {
  p: { type: 'enum', className: 'rt-r-p', values: spaceValues },
  px: { type: 'enum', className: 'rt-r-px', values: spaceValues },
  py: { type: 'enum', className: 'rt-r-py', values: spaceValues },
  pt: { type: 'enum', className: 'rt-r-pt', values: spaceValues },
  pb: { type: 'enum', className: 'rt-r-pb', values: spaceValues },
} as const satisfies PropTable;
