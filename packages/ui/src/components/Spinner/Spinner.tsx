import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../../utils/themesMarkup';
import * as styles from './Spinner.css';
import type { SpinnerSize } from './spinnerVariants';

export interface SpinnerProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Announced text ("Loading…"). Without it the spinner is decorative (aria-hidden), e.g. inside a busy button. */
  label?: string;
  /** 1 (in small buttons), 2 or 3 (page and panel loading). Default 2. */
  size?: SpinnerSize;
  /** Use the current text colour instead of the accent (inside solid buttons). */
  inheritColor?: boolean;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = 2, inheritColor = false, className, ...rest },
  ref,
) {
  const ring = (
    <span className={styles.spinner({ size, inherit: inheritColor })} aria-hidden="true" />
  );
  if (!label) {
    return (
      <span
        ref={ref}
        aria-hidden="true"
        className={cx(styles.root, className)}
        data-size={size}
        {...rest}
      >
        {ring}
      </span>
    );
  }
  return (
    <span ref={ref} role="status" className={cx(styles.root, className)} data-size={size} {...rest}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
});
Spinner.displayName = 'Spinner';
