import { forwardRef, useId, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cx } from '../../utils/cx';
import { ThemesButton } from '../../utils/themesMarkup';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** aria-label of the toggle while the password is hidden ("Show password"). */
  showLabel: string;
  /** aria-label of the toggle while the password is visible ("Hide password"). */
  hideLabel: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Called with the new visibility when the toggle is pressed. */
  onVisibilityChange?: (visible: boolean) => void;
}

/** TextField for passwords with a show/hide toggle (aria-pressed, aria-controls the input). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      showLabel,
      hideLabel,
      defaultVisible = false,
      onVisibilityChange,
      id,
      className,
      size = 2,
      autoComplete = 'current-password',
      ...rest
    },
    ref,
  ) {
    const autoId = useId();
    const inputId = id ?? `${autoId}-password`;
    const [visible, setVisible] = useState(defaultVisible);
    const Icon = visible ? EyeOff : Eye;

    return (
      <TextField
        ref={ref}
        id={inputId}
        size={size}
        autoComplete={autoComplete}
        className={cx(styles.root, className)}
        {...rest}
        type={visible ? 'text' : 'password'}
        endSlot={
          <ThemesButton
            kind="IconButton"
            type="button"
            variant="ghost"
            color="gray"
            highContrast
            size={size === 3 ? '2' : '1'}
            className={styles.toggle}
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            aria-controls={inputId}
            disabled={rest.disabled}
            onClick={() => {
              setVisible(!visible);
              onVisibilityChange?.(!visible);
            }}
          >
            <Icon size={size === 3 ? 18 : 16} aria-hidden="true" />
          </ThemesButton>
        }
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';
