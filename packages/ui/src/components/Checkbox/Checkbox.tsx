import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
      'className' | 'style' | 'id' | 'asChild' | 'children'
    > {}

/**
 * Labelled checkbox over Radix's Checkbox primitive (a button with role="checkbox", `checked` may be
 * `'indeterminate'`). With `name` inside a form it submits like a native checkbox; with react-hook-form use
 * a Controller (`checked={field.value} onCheckedChange={field.onChange}`).
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required, disabled, size = 2, id, className, style, ...rootProps },
  ref,
) {
  return (
    <Field
      layout="inline"
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      id={id}
      className={className}
      style={style}
    >
      {({ 'aria-labelledby': _labelledBy, ...control }) => (
        <CheckboxPrimitive.Root
          ref={ref}
          required={required}
          className={styles.box({ size })}
          {...control}
          {...rootProps}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            {rootProps.checked === 'indeterminate' ? (
              <Minus aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    </Field>
  );
});
Checkbox.displayName = 'Checkbox';
