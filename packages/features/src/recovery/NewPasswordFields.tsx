import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@atrium/ui';
import { passwordPolicyValues } from '../auth/passwordPolicy.ts';

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** Each field's message, already translated (passwordFieldMessage.ts). */
  passwordError: string | undefined;
  confirmError: string | undefined;
  /** The form's `register('password')` and `register('confirm')`. */
  password: UseFormRegisterReturn<'password'>;
  confirm: UseFormRegisterReturn<'confirm'>;
}

/**
 * The new password, with the policy as its hint, and its confirmation: what the reset and
 * choose-password pages ask for (newPasswordPair in auth/passwordPolicy.ts checks them).
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  passwordError,
  confirmError,
  password,
  confirm,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  // Both are new passwords: password managers offer to generate one and to save it.
  const common = {
    showLabel: t('login.showPassword'),
    hideLabel: t('login.hidePassword'),
    autoComplete: 'new-password',
    size: 3,
    required: true,
  } as const;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        hint={t('password.policy', passwordPolicyValues)}
        error={passwordError}
        {...common}
        {...password}
      />
      <PasswordField label={confirmLabel} error={confirmError} {...common} {...confirm} />
    </>
  );
}
