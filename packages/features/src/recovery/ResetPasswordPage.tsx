import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, AuthLayout, Button, Flex, Text } from '@atrium/ui';
import { BrandMark } from '../app/BrandMark.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import type { Language } from '../i18n/languages.ts';
import { AuthLink, type RenderAuthLink } from '../auth/AuthLink.tsx';
import { AUTH_PATHS } from '../auth/authPaths.ts';
import { PreferenceSwitches, type Theme } from '../auth/PreferenceSwitches.tsx';
import { isInvalidResetToken } from '../auth/recoveryErrors.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { passwordFieldMessage, serverPasswordMessage } from './passwordFieldMessage.ts';
import { RecoveryErrorAlert } from './RecoveryErrorAlert.tsx';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './resetPasswordSchema.ts';
import { useResetPassword } from './usePasswordRecovery.ts';

export interface ResetPasswordPageProps {
  /** The `?token=` of the e-mailed link; null or empty when the page was opened without one. */
  token: string | null | undefined;
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  /** Renders the links (sign in, request a new link) with the app's router; `<a>` by default. */
  renderLink?: RenderAuthLink;
  /**
   * The link of an invitation (`&invite=1`): the same token and form, worded for a new person
   * choosing their first password; a dead link says to ask for a new invitation.
   */
  invite?: boolean;
}

/**
 * /authentication/reset-password?token=… (blank layout): the page the e-mailed link opens. A new
 * password twice; an unknown, used or expired link says so and offers a new one.
 */
export function ResetPasswordPage({
  token,
  language,
  onLanguageChange,
  theme,
  onThemeChange,
  renderLink,
  invite = false,
}: ResetPasswordPageProps) {
  const { t } = useTranslation(['recovery', 'auth']);
  // The invitation's own words where they differ; the rest is the reset page's.
  const say = (key: 'documentTitle' | 'title' | 'subtitle' | 'submit' | 'doneTitle' | 'done') =>
    t(invite ? `invite.${key}` : `reset.${key}`);
  useDocumentTitle(say('documentTitle'));
  const { submit, isSubmitting, error, isDone } = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (token) await submit({ token, password });
  });

  const link = (href: string, text: string) => (
    <AuthLink href={href} renderLink={renderLink}>
      {text}
    </AuthLink>
  );
  const layout = (body: ReactNode) => (
    <AuthLayout
      brand={<BrandMark />}
      title={say('title')}
      subtitle={!isDone && token ? say('subtitle') : undefined}
      toolbar={
        <PreferenceSwitches
          language={language}
          onLanguageChange={onLanguageChange}
          theme={theme}
          onThemeChange={onThemeChange}
        />
      }
      footer={
        isDone ? undefined : <Text size="2">{link(AUTH_PATHS.login, t('reset.backToLogin'))}</Text>
      }
    >
      {body}
    </AuthLayout>
  );

  if (isDone) {
    return layout(
      <Flex direction="column" gap="4">
        <Alert tone="success" title={say('doneTitle')}>
          {say('done')}
        </Alert>
        <Text size="2" align="center">
          {link(AUTH_PATHS.login, t('reset.signIn'))}
        </Text>
      </Flex>,
    );
  }

  if (!token || isInvalidResetToken(error)) {
    if (error) markShownInPlace(error);
    return layout(
      <Flex direction="column" gap="4">
        <Alert tone="danger" title={t('reset.invalidTitle')}>
          {invite ? t('invite.invalid') : token ? t('reset.invalid') : t('reset.missingToken')}
        </Alert>
        <Text size="2" align="center">
          {invite
            ? link(AUTH_PATHS.login, t('reset.signIn'))
            : link(AUTH_PATHS.forgotPassword, t('reset.requestNew'))}
        </Text>
      </Flex>,
    );
  }

  // The server's password problems go under the field (the form's own first), not in the alert.
  const serverPasswordError = serverPasswordMessage(t, error);
  if (serverPasswordError) markShownInPlace(error);

  return layout(
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <Flex direction="column" gap="4">
        <RecoveryErrorAlert
          error={serverPasswordError ? null : error}
          title={t('reset.errorTitle')}
          rateLimitedTitle={t('reset.rateLimitedTitle')}
          rateLimited={t('reset.rateLimited')}
        />
        <NewPasswordFields
          passwordLabel={t('reset.password')}
          confirmLabel={t('reset.confirm')}
          passwordError={passwordFieldMessage(t, errors.password) ?? serverPasswordError}
          confirmError={passwordFieldMessage(t, errors.confirm)}
          password={register('password')}
          confirm={register('confirm')}
        />
        <Button type="submit" size={3} fullWidth loading={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : say('submit')}
        </Button>
      </Flex>
    </form>,
  );
}
