import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  /** Submitted value. */
  value: string;
  /** Visible label of this option. */
  label: ReactNode;
  /** Makes just this option unselectable. */
  disabled?: boolean;
}

export interface RadioGroupProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
      'className' | 'style' | 'id' | 'asChild' | 'children' | 'dir'
    > {
  /** The choices, in order. */
  options: readonly RadioOption[];
}

/**
 * Labelled group of radio buttons over Radix's RadioGroup primitive: one tab stop, arrow keys move and select
 * (mirrored in RTL), named by the field label. With react-hook-form use a Controller (`value` + `onValueChange`).
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
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
    options,
    orientation = 'vertical',
    ...rootProps
  },
  ref,
) {
  const baseId = useId();
  return (
    <Field
      labelAs="span"
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
      {({ disabled: _disabled, ...control }) => (
        <RadioGroupPrimitive.Root
          ref={ref}
          required={required}
          disabled={disabled}
          orientation={orientation}
          className={styles.group}
          data-orientation={orientation}
          {...control}
          {...rootProps}
        >
          {options.map((option, index) => {
            const itemId = `${baseId}-${index}`;
            return (
              <div key={option.value} className={styles.option({ size })}>
                <RadioGroupPrimitive.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.radio({ size })}
                >
                  <RadioGroupPrimitive.Indicator className={styles.dot} />
                </RadioGroupPrimitive.Item>
                <label htmlFor={itemId}>{option.label}</label>
              </div>
            );
          })}
        </RadioGroupPrimitive.Root>
      )}
    </Field>
  );
});
RadioGroup.displayName = 'RadioGroup';
