import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { ThemesButton, type ThemesColor } from '../../utils/themesMarkup';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonSize, ButtonTone, ButtonVariant } from './buttonVariants';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color'> {
  /** `solid` (filled, the main action), `soft`, `outline` or `ghost` (least emphasis). Default `solid`. */
  variant?: ButtonVariant;
  /** `accent` (primary colour), `neutral` (gray) or `danger` (destructive actions). Default `accent`. */
  tone?: ButtonTone;
  /** 1 (compact), 2 or 3 (large). Default 2. */
  size?: ButtonSize;
  /** Busy: shows a spinner in place of the start icon, sets aria-busy and ignores clicks (keeps focus). */
  loading?: boolean;
  /** Stretches the button to the full inline size of its container. */
  fullWidth?: boolean;
  /** An icon before the label (at the inline start, so on the right in Arabic); replaced by the spinner while loading. */
  startIcon?: ReactNode;
  /** An icon after the label (at the inline end). */
  endIcon?: ReactNode;
}

const radixColor = { accent: undefined, neutral: 'gray', danger: 'red' } as const satisfies Record<
  ButtonTone,
  ThemesColor | undefined
>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'solid',
    tone = 'accent',
    size = 2,
    loading = false,
    fullWidth = false,
    startIcon,
    endIcon,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled while loading: the button keeps focus, but must not act twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <ThemesButton
      kind="Button"
      ref={ref}
      type={type}
      variant={variant}
      color={radixColor[tone]}
      // neutral reads as gray-12 text/fill; accent text on soft/outline/ghost uses step 12 for AA contrast
      highContrast={tone === 'neutral' || (variant !== 'solid' && tone === 'accent')}
      size={String(size) as `${ButtonSize}`}
      className={cx(styles.button({ fullWidth, loading }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      data-variant={variant}
      data-tone={tone}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size={size === 3 ? 2 : 1} inheritColor /> : startIcon}
      {children}
      {endIcon}
    </ThemesButton>
  );
});
Button.displayName = 'Button';
