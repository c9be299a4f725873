import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading, Text } from '../Text/Text';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Logo or app name above the title. */
  brand?: ReactNode;
  /** Top inline-end controls (language and theme switches). */
  toolbar?: ReactNode;
  /** Under the card: links, copyright. */
  footer?: ReactNode;
  /** The form (sign-in, password reset) inside the card. */
  children?: ReactNode;
}

/** Blank layout for sign-in and password recovery: a centred card, responsive, direction-agnostic. */
export const AuthLayout = forwardRef<HTMLDivElement, AuthLayoutProps>(function AuthLayout(
  { title, subtitle, brand, toolbar, footer, children, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <header className={styles.toolbar}>{toolbar}</header>
      <main className={styles.main}>
        <div className={styles.card}>
          {brand ? <div className={styles.brand}>{brand}</div> : null}
          <div className={styles.header}>
            <Heading as="h1" size="6" className={styles.heading}>
              {title}
            </Heading>
            {subtitle ? (
              <Text as="p" size="2" color="gray" className={styles.subtitle}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          <div className={styles.content}>{children}</div>
        </div>
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : <div />}
    </div>
  );
});
AuthLayout.displayName = 'AuthLayout';
