import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, AuthLayout, Button, Flex, PasswordField, Text } from '@atrium/ui';
import { BrandMark } from '../app/BrandMark.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';
import type { Language } from '../i18n/languages.ts';
import { AuthLink, type RenderAuthLink } from '../auth/AuthLink.tsx';
import { AUTH_PATHS } from '../auth/authPaths.ts';
import { passwordPolicyValues } from '../auth/passwordPolicy.ts';
import { PreferenceSwitches, type Theme } from '../auth/PreferenceSwitches.tsx';
import {
  isInvalidResetToken,
  isRateLimited,
  passwordFieldErrors,
  translatePasswordProblem,
} from '../auth/recoveryErrors.ts';
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

  const serverPasswordErrors = passwordFieldErrors(error);
  if (serverPasswordErrors.length > 0) markShownInPlace(error);
  const passwordError = errors.password?.message
    ? t(errors.password.message, passwordPolicyValues)
    : serverPasswordErrors.map((message) => translatePasswordProblem(t, message)).join(' ') ||
      undefined;

  return layout(
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <Flex direction="column" gap="4">
        {error && serverPasswordErrors.length === 0 ? (
          isRateLimited(error) ? (
            <Alert tone="warning" role="alert" title={t('reset.rateLimitedTitle')}>
              {t('reset.rateLimited')}
            </Alert>
          ) : (
            <Alert tone="danger" title={t('reset.errorTitle')}>
              {errorMessage(t, error)}
            </Alert>
          )
        ) : null}
        <PasswordField
          label={t('reset.password')}
          hint={t('auth:password.policy', passwordPolicyValues)}
          showLabel={t('auth:login.showPassword')}
          hideLabel={t('auth:login.hidePassword')}
          autoComplete="new-password"
          size={3}
          required
          error={passwordError}
          {...register('password')}
        />
        <PasswordField
          label={t('reset.confirm')}
          showLabel={t('auth:login.showPassword')}
          hideLabel={t('auth:login.hidePassword')}
          autoComplete="new-password"
          size={3}
          required
          error={
            errors.confirm?.message ? t(errors.confirm.message, passwordPolicyValues) : undefined
          }
          {...register('confirm')}
        />
        <Button type="submit" size={3} fullWidth loading={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : say('submit')}
        </Button>
      </Flex>
    </form>,
  );
}
