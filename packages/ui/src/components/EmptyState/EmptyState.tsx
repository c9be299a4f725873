import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** A decorative icon (a lucide icon at 24 px reads well); it is hidden from assistive tech. */
  icon?: ReactNode;
  /** What is empty, e.g. "No users yet". */
  title: ReactNode;
  /** One or two sentences on why, or what to do next. */
  text?: ReactNode;
  /** A call to action, e.g. a Button that creates the first item or clears the filters. */
  action?: ReactNode;
  /** Element for the title. Default `p`; use a heading when the empty state stands for a whole page section. */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
}

/** Shown in place of content that has nothing to show (an empty list, no search results). */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, text, action, titleAs: Title = 'p', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
