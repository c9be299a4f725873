import type { PropTable } from './propTable';

/**
 * Callout.Root's class props: Radix Themes' callout.props.tsx. Alert renders only the default
 * size and variant, so they are the only values listed (Radix also has sizes 1 and 3, variants
 * surface and outline) and ThemesCalloutRoot does not take them as props.
 */
export const calloutRootProps = {
  size: { type: 'enum', className: 'rt-r-size', values: ['2'], default: '2' },
  variant: { type: 'enum', className: 'rt-variant', values: ['soft'], default: 'soft' },
  highContrast: { type: 'boolean', className: 'rt-high-contrast' },
} as const satisfies PropTable;
