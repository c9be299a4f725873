import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Button as RadixButton } from '@radix-ui/themes';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { ErrorPageArt } from './ErrorPageArt';
import { errorPageStatusCodes, type ErrorPageVariant } from './errorPageVariants';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Which page: 404 Page Not Found, 401 Not Authorized or 500 Server Error. */
  variant: ErrorPageVariant;
  /** The page's heading, already translated ("Page not found"). */
  title: ReactNode;
  /** One or two sentences on what happened and what to do. */
  message?: ReactNode;
  /** Label of the primary action ("Back to home"); no action is shown without it. */
  actionLabel?: string;
  /**
   * Called when the primary action is chosen. With `actionHref` too, it receives the link's click
   * so an app router can `preventDefault()` and navigate itself.
   */
  onAction?: (event: MouseEvent<HTMLElement>) => void;
  /** Renders the primary action as a link to this address. */
  actionHref?: string;
  /** More actions after the primary one (e.g. a soft "Try again" button). */
  secondaryAction?: ReactNode;
  /** Element of the title; `h1` by default (the page's one heading). */
  titleAs?: 'h1' | 'h2';
  /** Show the status code (404, 401, 500) above the title; decorative. Default true. */
  showCode?: boolean;
}

/**
 * The error pages of spec section 2 (404, 401, 500): an inline illustration, the status code, a
 * title, a message and a primary action. Labels come from the caller; navigation is the caller's
 * (`onAction` or `actionHref`), so no router is imported. Put it in BlankLayout or AuthLayout.
 */
export const ErrorPage = forwardRef<HTMLDivElement, ErrorPageProps>(function ErrorPage(
  {
    variant,
    title,
    message,
    actionLabel,
    onAction,
    actionHref,
    secondaryAction,
    titleAs: Title = 'h1',
    showCode = true,
    className,
    ...rest
  },
  ref,
) {
  const action = !actionLabel ? null : actionHref ? (
    <RadixButton asChild size="3" variant="solid">
      <a href={actionHref} className={styles.actionLink} onClick={onAction}>
        {actionLabel}
      </a>
    </RadixButton>
  ) : (
    <Button size={3} onClick={onAction}>
      {actionLabel}
    </Button>
  );
  return (
    <div
      ref={ref}
      className={cx(styles.root({ variant }), className)}
      data-variant={variant}
      {...rest}
    >
      <ErrorPageArt variant={variant} />
      {showCode ? (
        <p className={styles.code} aria-hidden="true">
          {errorPageStatusCodes[variant]}
        </p>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action || secondaryAction ? (
        <div className={styles.actions}>
          {action}
          {secondaryAction}
        </div>
      ) : null}
    </div>
  );
});
ErrorPage.displayName = 'ErrorPage';
