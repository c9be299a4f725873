import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cx } from '../../utils/cx';
import { ThemedLayer } from '../Dialog/ThemedLayer';
import { overlayZIndex } from '../Dialog/dialogVariants';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  /** Submitted value (must not be the empty string). */
  value: string;
  /** What the option shows. */
  label: ReactNode;
  /** Text used for typeahead when the label is not plain text. */
  textValue?: string;
  /** Makes just this option unselectable. */
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithoutRef<typeof SelectPrimitive.Root>, 'children' | 'dir' | 'disabled'>,
    Omit<
      ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger>,
      | 'className'
      | 'style'
      | 'id'
      | 'asChild'
      | 'children'
      | 'onBlur'
      | 'dir'
      | 'disabled'
      | 'value'
      | 'defaultValue'
      | 'name'
      | 'form'
      | 'autoComplete'
    > {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Shown while nothing is selected. */
  placeholder?: ReactNode;
  /** Called when the trigger loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
}

/**
 * Labelled single choice from a list, over Radix's Select primitive (combobox trigger + listbox, typeahead,
 * a native <select> is rendered for form submission when `name` is set). The list opens above dialogs.
 * With react-hook-form use a Controller (`value` + `onValueChange` + `onBlur`).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
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
    placeholder,
    onBlur,
    value,
    defaultValue,
    onValueChange,
    open,
    defaultOpen,
    onOpenChange,
    name,
    autoComplete,
    form,
    ...triggerProps
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
    >
      {({ 'aria-labelledby': _labelledBy, ...control }) => (
        <SelectPrimitive.Root
          required={required}
          disabled={disabled}
          {...{ value, defaultValue, onValueChange, open, defaultOpen, onOpenChange }}
          {...{ name, autoComplete, form }}
        >
          <SelectPrimitive.Trigger
            ref={ref}
            className={cx(fieldStyles.control({ size }), styles.trigger)}
            onBlur={onBlur}
            {...control}
            {...triggerProps}
          >
            <span className={styles.value}>
              <SelectPrimitive.Value placeholder={placeholder} />
            </span>
            <SelectPrimitive.Icon className={styles.icon}>
              <ChevronDown size={16} aria-hidden="true" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <ThemedLayer>
              <SelectPrimitive.Content
                position="popper"
                sideOffset={4}
                className={cx(fieldStyles.popover, styles.content)}
                style={{ zIndex: overlayZIndex.popover }}
              >
                <SelectPrimitive.Viewport>
                  {options.map((option) => (
                    <SelectPrimitive.Item
                      key={option.value}
                      value={option.value}
                      textValue={option.textValue}
                      disabled={option.disabled}
                      className={styles.item}
                    >
                      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                      <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                        <Check size={14} aria-hidden="true" />
                      </SelectPrimitive.ItemIndicator>
                    </SelectPrimitive.Item>
                  ))}
                </SelectPrimitive.Viewport>
              </SelectPrimitive.Content>
            </ThemedLayer>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
});
Select.displayName = 'Select';
