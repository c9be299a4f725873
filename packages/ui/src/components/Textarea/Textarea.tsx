import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../../utils/cx';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'textarea'>, 'className' | 'style' | 'id'> {
  /** Lets the user resize the box vertically (default true). */
  resizable?: boolean;
}

/**
 * Labelled multi-line text input. The ref and every textarea prop go to the <textarea>, so react-hook-form's
 * `register()` spreads straight onto it.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
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
    rows = 3,
    resizable = true,
    'aria-describedby': describedBy,
    ...textareaProps
  },
  ref,
) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      id={id}
      className={className}
      style={style}
      describedBy={describedBy}
    >
      {({ 'aria-labelledby': _labelledBy, 'aria-required': _ariaRequired, ...control }) => (
        <textarea
          ref={ref}
          rows={rows}
          required={required}
          className={cx(fieldStyles.control({ size }), styles.textarea({ resizable }))}
          {...control}
          {...textareaProps}
        />
      )}
    </Field>
  );
});
Textarea.displayName = 'Textarea';
