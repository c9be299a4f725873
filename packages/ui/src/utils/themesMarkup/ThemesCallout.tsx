import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import { takeClasses, type TableProps } from './propTable';
import { calloutRootProps } from './ThemesCallout.props';
import type { ThemesColor } from './types';

export interface ThemesCalloutRootProps
  extends
    Omit<ComponentPropsWithoutRef<'div'>, 'color'>,
    Omit<TableProps<typeof calloutRootProps>, 'size' | 'variant'> {
  color?: ThemesColor | undefined;
}

/** Radix Themes' Callout.Root (size 2, soft). */
export const ThemesCalloutRoot = forwardRef<HTMLDivElement, ThemesCalloutRootProps>(
  function ThemesCalloutRoot({ color, className, ...props }, ref) {
    const [classes, rest] = takeClasses(calloutRootProps, props);
    return (
      <div
        data-accent-color={color ?? ''}
        {...rest}
        className={cx('rt-CalloutRoot', classes, className)}
        ref={ref}
      />
    );
  },
);

export function ThemesCalloutIcon({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={cx('rt-CalloutIcon', className)} />;
}
