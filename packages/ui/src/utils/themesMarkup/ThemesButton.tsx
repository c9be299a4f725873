import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import { takeClasses, type TableProps } from './propTable';
import { buttonProps } from './ThemesButton.props';
import type { ThemesColor } from './types';

export type ThemesButtonVariant = (typeof buttonProps.variant.values)[number];

export interface ThemesButtonProps
  extends ComponentPropsWithoutRef<'button'>, TableProps<typeof buttonProps> {
  /** `rt-Button` (text button) or `rt-IconButton` (square icon button). */
  kind: 'Button' | 'IconButton';
  color?: ThemesColor | undefined;
}

/** `<button>` as Radix Themes' Button/IconButton renders it (no `loading`, no `asChild`). */
export const ThemesButton = forwardRef<HTMLButtonElement, ThemesButtonProps>(function ThemesButton(
  { kind, color, className, disabled, ...props },
  ref,
) {
  const [classes, rest] = takeClasses(buttonProps, props);
  return (
    <button
      data-disabled={disabled || undefined}
      // Radix's accent-colour prop defaults to "" (the theme's accent), so the attribute is always there
      data-accent-color={color ?? ''}
      {...rest}
      ref={ref}
      className={cx('rt-reset', 'rt-BaseButton', classes, `rt-${kind}`, className)}
      disabled={disabled}
    />
  );
});
