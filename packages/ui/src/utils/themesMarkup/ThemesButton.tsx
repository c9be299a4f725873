import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import type { ThemesColor } from './types';

export type ThemesButtonVariant = 'classic' | 'solid' | 'soft' | 'surface' | 'outline' | 'ghost';

export interface ThemesButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** `rt-Button` (text button) or `rt-IconButton` (square icon button). */
  kind: 'Button' | 'IconButton';
  size?: '1' | '2' | '3' | '4';
  variant?: ThemesButtonVariant;
  color?: ThemesColor | undefined;
  highContrast?: boolean;
}

/** `<button>` as Radix Themes' Button/IconButton renders it (no `loading`, no `asChild`). */
export const ThemesButton = forwardRef<HTMLButtonElement, ThemesButtonProps>(function ThemesButton(
  { kind, size = '2', variant = 'solid', color, highContrast, className, disabled, ...rest },
  ref,
) {
  return (
    <button
      data-disabled={disabled || undefined}
      // Radix's accent-colour prop defaults to "" (the theme's accent), so the attribute is always there
      data-accent-color={color ?? ''}
      {...rest}
      ref={ref}
      className={cx(
        'rt-reset',
        'rt-BaseButton',
        `rt-r-size-${size}`,
        `rt-variant-${variant}`,
        highContrast && 'rt-high-contrast',
        `rt-${kind}`,
        className,
      )}
      disabled={disabled}
    />
  );
});
