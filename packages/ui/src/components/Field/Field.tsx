import { forwardRef, useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Field.css';
import type { FieldLayout, FieldSize } from './fieldVariants';

/** What a field passes to its control so assistive tech gets the label, hint and error. */
export interface FieldControlProps {
  id: string;
  /** The label's id, for controls that are not labelable elements (radiogroup, listbox). */
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  disabled: boolean | undefined;
}

/** The props every form field shares. */
export interface FieldBaseProps {
  /** Visible label; the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and is linked with aria-describedby (read before the hint). */
  error?: ReactNode;
  /** Marks the field required (an asterisk for sighted users, aria-required or `required` for the control). */
  required?: boolean;
  /** Disables the control and dims the label. */
  disabled?: boolean;
  /** 1 = small, 2 = default, 3 = large. */
  size?: FieldSize;
  /** Id of the control (generated when omitted). */
  id?: string;
  /** Class on the field wrapper (label + control + messages). */
  className?: string;
  /** Style on the field wrapper. */
  style?: CSSProperties;
}

export interface FieldProps extends FieldBaseProps {
  /** Renders the control with the ids and ARIA attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
  /** `stack` (label above) or `inline` (control first, then the label; checkbox and switch). */
  layout?: FieldLayout;
  /** `label` for labelable controls (input, button, textarea); `span` for composite widgets named by aria-labelledby. */
  labelAs?: 'label' | 'span';
  /** Extra ids for aria-describedby (e.g. a caller's own description). */
  describedBy?: string;
}

/**
 * Label, hint, error and required marker around one control, wired for assistive tech. Every form field of
 * the design system renders through it, so they all look and announce the same.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    hint,
    error,
    required,
    disabled,
    size = 2,
    id,
    className,
    style,
    children,
    layout = 'stack',
    labelAs = 'label',
    describedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const hintId = hint ? `${autoId}-hint` : undefined;
  const errorId = error ? `${autoId}-error` : undefined;
  const invalid = Boolean(error);
  const control = children({
    id: controlId,
    'aria-labelledby': labelId,
    'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    disabled,
  });

  const mark = required ? (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  ) : null;

  return (
    <div
      ref={ref}
      className={cx(styles.field({ layout }), className)}
      style={style}
      data-layout={layout}
      data-size={size}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {layout === 'inline' ? control : null}
      {labelAs === 'label' ? (
        <label id={labelId} htmlFor={controlId} className={styles.label({ size })}>
          {label}
          {mark}
        </label>
      ) : (
        <span id={labelId} className={styles.label({ size })}>
          {label}
          {mark}
        </span>
      )}
      {layout === 'stack' ? control : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.message}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
Field.displayName = 'Field';
