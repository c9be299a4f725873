import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError, PASSWORD_MAX, USER_FIELD_MESSAGES } from '@atrium/api';
import { AuthLayout, Button, Flex, PasswordField } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { BrandMark } from '../app/BrandMark.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import type { Language } from '../i18n/languages.ts';
import { newPasswordPair, withMatchingConfirm } from '../auth/passwordPolicy.ts';
import { PreferenceSwitches, type Theme } from '../auth/PreferenceSwitches.tsx';
import { useLogout } from '../auth/useLogout.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { passwordFieldMessage, serverPasswordMessage } from './passwordFieldMessage.ts';
import { RecoveryErrorAlert } from './RecoveryErrorAlert.tsx';

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
      const current = isApiError(error) ? error.fieldErrors.current_password : undefined;
      if (current) {
        const wrongCurrent = current.includes(USER_FIELD_MESSAGES.wrongPassword);
        setError(
          'current',
          { type: 'server', message: wrongCurrent ? t('choose.wrongPassword') : current.join(' ') },
          { shouldFocus: true },
        );
      }
      const passwordProblems = serverPasswordMessage(t, error);
      if (passwordProblems) setError('password', { type: 'server', message: passwordProblems });
      if (current || passwordProblems) markShownInPlace(error);
      else setFailure(error);
    }
  });

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
          <RecoveryErrorAlert
            error={failure}
            title={t('choose.errorTitle')}
            rateLimitedTitle={t('reset.rateLimitedTitle')}
            rateLimited={t('reset.rateLimited')}
          />
          <PasswordField
            label={t('choose.current')}
            hint={t('choose.currentHint')}
            showLabel={t('auth:login.showPassword')}
            hideLabel={t('auth:login.hidePassword')}
            autoComplete="current-password"
            size={3}
            required
            error={passwordFieldMessage(t, errors.current)}
            {...register('current')}
          />
          <NewPasswordFields
            passwordLabel={t('choose.password')}
            confirmLabel={t('choose.confirm')}
            passwordError={passwordFieldMessage(t, errors.password)}
            confirmError={passwordFieldMessage(t, errors.confirm)}
            password={register('password')}
            confirm={register('confirm')}
          />
          <Button type="submit" size={3} fullWidth loading={isSubmitting}>
            {isSubmitting ? t('choose.submitting') : t('choose.submit')}
          </Button>
        </Flex>
      </form>
    </AuthLayout>
  );
}
