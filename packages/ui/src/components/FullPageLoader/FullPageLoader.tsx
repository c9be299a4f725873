import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './FullPageLoader.css';

export interface FullPageLoaderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Shown under the spinner and announced ("Loading…"). */
  label: string;
}

/** Whole-screen loading state (route transitions, session check before the first page). */
export const FullPageLoader = forwardRef<HTMLDivElement, FullPageLoaderProps>(
  function FullPageLoader({ label, className, ...rest }, ref) {
    return (
      <div
        ref={ref}
        role="status"
        aria-live="polite"
        className={cx(styles.root, className)}
        {...rest}
      >
        <Spinner size={3} />
        <span>{label}</span>
      </div>
    );
  },
);
FullPageLoader.displayName = 'FullPageLoader';
