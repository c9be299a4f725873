import type { PropTable } from './propTable';

/**
 * TextField.Root's class props: Radix Themes' text-field.props.tsx without `radius` (the theme's
 * radius applies). TextField renders only the default variant, so it is the only value listed
 * (Radix also has classic and soft) and ThemesTextFieldRoot does not take it as a prop.
 */
export const textFieldRootProps = {
  size: { type: 'enum', className: 'rt-r-size', values: ['1', '2', '3'], default: '2' },
  variant: { type: 'enum', className: 'rt-variant', values: ['surface'], default: 'surface' },
} as const satisfies PropTable;
