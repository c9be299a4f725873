import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError, PASSWORD_MAX, USER_FIELD_MESSAGES } from '@atrium/api';
import { Alert, AuthLayout, Button, Flex, PasswordField } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { BrandMark } from '../app/BrandMark.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';
import type { Language } from '../i18n/languages.ts';
import {
  newPasswordPair,
  passwordPolicyValues,
  withMatchingConfirm,
} from '../auth/passwordPolicy.ts';
import { PreferenceSwitches, type Theme } from '../auth/PreferenceSwitches.tsx';
import { isRateLimited, translatePasswordProblem } from '../auth/recoveryErrors.ts';
import { useLogout } from '../auth/useLogout.ts';

/** The current password (never trimmed) and the new one twice. */
const choosePasswordFormSchema = withMatchingConfirm(
  newPasswordPair.extend({
    current: z.string().min(1, 'recovery:choose.currentRequired').max(PASSWORD_MAX),
  }),
);
type ChoosePasswordFormValues = z.infer<typeof choosePasswordFormSchema>;

export interface ChoosePasswordPageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  /** The password is changed and the session reaches everything again: go on (to `?to=`). */
  onDone: () => void;
  /** After signing out from this page (the app goes to /login). */
  onSignedOut: () => void;
}

/**
 * /authentication/choose-password (blank layout, signed in): an administrator asked for a new
 * password, so until it is changed the server answers only the profile, logout and this change
 * (ERROR_DETAILS.passwordChangeRequired) and the app shows nothing else.
 */
export function ChoosePasswordPage({
  language,
  onLanguageChange,
  theme,
  onThemeChange,
  onDone,
  onSignedOut,
}: ChoosePasswordPageProps) {
  const { t } = useTranslation(['recovery', 'auth']);
  useDocumentTitle(t('choose.documentTitle'));
  const api = useApi();
  const { updateUser } = useSession();
  const { logout, isLoggingOut } = useLogout({ onDone: onSignedOut });
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChoosePasswordFormValues>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      await api.user.changePassword({ current_password: current, password });
      // The server cleared the flag: the fresh profile says so, and the guards let the person on.
      updateUser(await api.user.profile());
      onDone();
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const wrongCurrent = fields.current_password?.includes(USER_FIELD_MESSAGES.wrongPassword);
      if (fields.current_password) {
        setError(
          'current',
          {
            type: 'server',
            message: wrongCurrent ? t('choose.wrongPassword') : fields.current_password.join(' '),
          },
          { shouldFocus: true },
        );
      }
      if (fields.password) {
        setError('password', {
          type: 'server',
          message: fields.password.map((text) => translatePasswordProblem(t, text)).join(' '),
        });
      }
      if (fields.current_password || fields.password) markShownInPlace(error);
      else setFailure(error);
    }
  });

  // The form's own messages are translation keys; the server's were translated when they came.
  const message = (error: { type?: string; message?: string } | undefined) =>
    !error?.message
      ? undefined
      : error.type === 'server'
        ? error.message
        : t(error.message, passwordPolicyValues);
  if (failure) markShownInPlace(failure);

  return (
    <AuthLayout
      brand={<BrandMark />}
      title={t('choose.title')}
      subtitle={t('choose.subtitle')}
      toolbar={
        <PreferenceSwitches
          language={language}
          onLanguageChange={onLanguageChange}
          theme={theme}
          onThemeChange={onThemeChange}
        />
      }
      footer={
        <Button variant="ghost" tone="neutral" loading={isLoggingOut} onClick={() => void logout()}>
          {isLoggingOut ? t('choose.signingOut') : t('choose.signOut')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <Flex direction="column" gap="4">
          {failure ? (
            isRateLimited(failure) ? (
              <Alert tone="warning" role="alert" title={t('reset.rateLimitedTitle')}>
                {t('reset.rateLimited')}
              </Alert>
            ) : (
              <Alert tone="danger" title={t('choose.errorTitle')}>
                {errorMessage(t, failure)}
              </Alert>
            )
          ) : null}
          <PasswordField
            label={t('choose.current')}
            hint={t('choose.currentHint')}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="current-password"
            size={3}
            required
            error={message(errors.current)}
            {...register('current')}
          />
          <PasswordField
            label={t('choose.password')}
            hint={t('auth:password.policy', passwordPolicyValues)}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="new-password"
            size={3}
            required
            error={message(errors.password)}
            {...register('password')}
          />
          <PasswordField
            label={t('choose.confirm')}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="new-password"
            size={3}
            required
            error={message(errors.confirm)}
            {...register('confirm')}
          />
          <Button type="submit" size={3} fullWidth loading={isSubmitting}>
            {isSubmitting ? t('choose.submitting') : t('choose.submit')}
          </Button>
        </Flex>
      </form>
    </AuthLayout>
  );
}
