import { forwardRef, useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Text } from '../Text/Text';
import {
  ThemesTextFieldRoot,
  ThemesTextFieldSlot,
  type ThemesTextFieldRootProps,
} from '../../utils/themesMarkup';
import * as styles from './TextField.css';
import type { TextFieldSize } from './textFieldVariants';

export interface TextFieldProps extends Omit<
  ThemesTextFieldRootProps,
  'children' | 'color' | 'size' | 'className' | 'style'
> {
  /** Visible label; the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and is linked with aria-describedby (read before the hint). */
  error?: ReactNode;
  /** 1 (small), 2 (default) or 3 (large). */
  size?: TextFieldSize;
  /** Decorative icon at the inline start of the input. */
  startIcon?: ReactNode;
  /** Interactive content at the inline end of the input (PasswordField's toggle). */
  endSlot?: ReactNode;
  /** Goes on the field wrapper (label + input + messages). */
  className?: string;
  /** Style on the field wrapper. */
  style?: CSSProperties;
}

/**
 * Labelled text input. The ref and every input prop (name, onChange, onBlur, value, …) go to the <input>,
 * so react-hook-form's `register()` spreads straight onto it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    size = 2,
    startIcon,
    endSlot,
    className,
    style,
    id,
    required,
    ...inputProps
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${autoId}-hint` : undefined;
  const errorId = error ? `${autoId}-error` : undefined;
  const invalid = Boolean(error);
  const describedBy =
    [errorId, hintId, inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={cx(styles.field, className)}
      style={style}
      data-invalid={invalid || undefined}
      data-has-start={startIcon ? '' : undefined}
      data-has-end={endSlot ? '' : undefined}
    >
      <Text
        as="label"
        htmlFor={inputId}
        size={String(size) as `${TextFieldSize}`}
        weight="medium"
        className={styles.label}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </Text>
      <ThemesTextFieldRoot
        ref={ref}
        id={inputId}
        size={String(size) as `${TextFieldSize}`}
        color={invalid ? 'red' : undefined}
        required={required}
        aria-invalid={invalid || undefined}
        {...inputProps}
        aria-describedby={describedBy}
      >
        {startIcon ? (
          <ThemesTextFieldSlot side="left" aria-hidden="true">
            {startIcon}
          </ThemesTextFieldSlot>
        ) : null}
        {endSlot ? <ThemesTextFieldSlot side="right">{endSlot}</ThemesTextFieldSlot> : null}
      </ThemesTextFieldRoot>
      {error ? (
        <Text as="p" id={errorId} size="1" color="red" className={styles.message}>
          {error}
        </Text>
      ) : null}
      {hint ? (
        <Text as="p" id={hintId} size="1" color="gray" className={styles.message}>
          {hint}
        </Text>
      ) : null}
    </div>
  );
});
TextField.displayName = 'TextField';
