import type { PropTable } from './propTable';

/**
 * Button's and IconButton's class props: Radix Themes' base-button.props.ts without `loading`
 * (our Button draws its own spinner) and `radius` (the theme's radius applies).
 */
export const buttonProps = {
  size: { type: 'enum', className: 'rt-r-size', values: ['1', '2', '3', '4'], default: '2' },
  variant: {
    type: 'enum',
    className: 'rt-variant',
    values: ['classic', 'solid', 'soft', 'surface', 'outline', 'ghost'],
    default: 'solid',
  },
  highContrast: { type: 'boolean', className: 'rt-high-contrast' },
} as const satisfies PropTable;
