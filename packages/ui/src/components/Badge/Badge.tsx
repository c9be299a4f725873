import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';
import type { BadgeSize, BadgeTone, BadgeVariant } from './badgeVariants';

export interface BadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'color'> {
  /** Meaning by colour: neutral, accent, info, success, warning or danger. Default `neutral`. */
  tone?: BadgeTone;
  /** `soft` (tinted), `solid` (filled) or `outline`. Default `soft`. */
  variant?: BadgeVariant;
  /** 1 (small, in tables and menus) or 2. Default 1. */
  size?: BadgeSize;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Short text: a status, a count, a role. Colour never carries the meaning alone, so say it in words. */
  children?: ReactNode;
}

/** A short status or count label ("Active", "3 new"). Not interactive; for removable tags use Chip. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', variant = 'soft', size = 1, icon, className, children, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx(styles.badge({ tone, variant, size }), className)}
      data-tone={tone}
      data-variant={variant}
      {...rest}
    >
      {icon ? (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
});
Badge.displayName = 'Badge';
