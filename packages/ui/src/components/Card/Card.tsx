import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';
import type { CardPadding, CardVariant } from './cardVariants';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Heading of the card; it also names the card's region for assistive tech. */
  title?: ReactNode;
  /** Heading level of the title. Default `h3`. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** A line under the title. */
  description?: ReactNode;
  /** Controls at the inline end of the header (a menu, a link). */
  actions?: ReactNode;
  /** Content under a divider at the bottom (buttons). */
  footer?: ReactNode;
  /** `surface` (follows the skin: shadow or border) or `ghost` (no surface). Default `surface`. */
  variant?: CardVariant;
  /** Inner spacing on the theme's space scale. Default 4. */
  padding?: CardPadding;
}

/** A surface that groups related content; with a title it is a named region. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    titleAs: Title = 'h3',
    description,
    actions,
    footer,
    variant = 'surface',
    padding = 4,
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const hasHeader = Boolean(title || description || actions);
  return (
    <section
      ref={ref}
      aria-labelledby={title ? titleId : undefined}
      className={cx(styles.card({ variant, padding }), className)}
      data-variant={variant}
      {...rest}
    >
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {title ? (
              <Title id={titleId} className={styles.title}>
                {title}
              </Title>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
});
Card.displayName = 'Card';
