import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from './Switch.css';

export interface SwitchProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
      'className' | 'style' | 'id' | 'asChild' | 'children'
    > {}

/**
 * Labelled on/off switch over Radix's Switch primitive (role="switch"); the thumb moves to the inline end
 * when on, so it mirrors in RTL. With react-hook-form use a Controller (`checked` + `onCheckedChange`).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
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
        <SwitchPrimitive.Root
          ref={ref}
          required={required}
          className={styles.track({ size })}
          {...control}
          {...rootProps}
        >
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
      )}
    </Field>
  );
});
Switch.displayName = 'Switch';
