import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from '../../utils/cx';
import * as styles from './Chip.css';
import type { ChipTone } from './chipVariants';

export interface ChipProps extends Omit<ComponentPropsWithoutRef<'span'>, 'color'> {
  /** The chip's text, e.g. a selected filter or a tag. */
  children: ReactNode;
  /** Colour by meaning. Default `neutral`. */
  tone?: ChipTone;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Makes the chip removable: a remove button calls it (click, Enter, Space, Delete or Backspace). */
  onRemove?: () => void;
  /** Accessible name of the remove button, e.g. "Remove Sales" / "إزالة المبيعات". Required with `onRemove`. */
  removeLabel?: string;
}

/** A compact tag, e.g. an applied filter; removable when given `onRemove`. */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  { children, tone = 'neutral', icon, onRemove, removeLabel, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx(styles.chip, styles.tone[tone], className)}
      data-tone={tone}
      data-removable={onRemove ? '' : undefined}
      {...rest}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel}
          onClick={onRemove}
          onKeyDown={(event) => {
            if (event.key === 'Delete' || event.key === 'Backspace') {
              event.preventDefault();
              onRemove();
            }
          }}
        >
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
});
Chip.displayName = 'Chip';
