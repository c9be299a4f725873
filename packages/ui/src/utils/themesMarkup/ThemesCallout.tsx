import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import type { ThemesColor } from './types';

export interface ThemesCalloutRootProps extends Omit<ComponentPropsWithoutRef<'div'>, 'color'> {
  color?: ThemesColor | undefined;
  highContrast?: boolean;
}

/** Radix Themes' Callout.Root (size 2, soft). */
export const ThemesCalloutRoot = forwardRef<HTMLDivElement, ThemesCalloutRootProps>(
  function ThemesCalloutRoot({ color, highContrast, className, ...rest }, ref) {
    return (
      <div
        data-accent-color={color ?? ''}
        {...rest}
        className={cx(
          'rt-CalloutRoot',
          'rt-r-size-2',
          'rt-variant-soft',
          highContrast && 'rt-high-contrast',
          className,
        )}
        ref={ref}
      />
    );
  },
);

export function ThemesCalloutIcon({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={cx('rt-CalloutIcon', className)} />;
}
