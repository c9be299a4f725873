import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, RESET_TOKEN_TTL_MS } from '@atrium/api';
import { Alert, AuthLayout, Button, Flex, Text, TextField } from '@atrium/ui';
import { BrandMark } from '../app/BrandMark.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import type { Language } from '../i18n/languages.ts';
import { AuthLink, type RenderAuthLink } from '../auth/AuthLink.tsx';
import { AUTH_PATHS } from '../auth/authPaths.ts';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from './forgotPasswordSchema.ts';
import { PreferenceSwitches, type Theme } from '../auth/PreferenceSwitches.tsx';
import { RecoveryErrorAlert } from './RecoveryErrorAlert.tsx';
import { useForgotPassword } from './usePasswordRecovery.ts';

export interface ForgotPasswordPageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  /** Renders the links (back to sign in) with the app's router; a plain `<a>` by default. */
  renderLink?: RenderAuthLink;
}

const TOKEN_MINUTES = Math.round(RESET_TOKEN_TTL_MS / 60_000);

/**
 * /authentication/forgot-password (blank layout, signed-out only). After sending, the same
 * neutral confirmation shows whether or not the account exists, so the page reveals no accounts.
 */
export function ForgotPasswordPage({
  language,
  onLanguageChange,
  theme,
  onThemeChange,
  renderLink,
}: ForgotPasswordPageProps) {
  const { t } = useTranslation(['recovery', 'auth']);
  useDocumentTitle(t('forgot.documentTitle'));
  const { submit, isSubmitting, error } = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { identifier: '' },
  });

  const onSubmit = handleSubmit(async ({ identifier }) => {
    if (await submit({ username_or_email: identifier })) setSentTo(identifier);
  });

  const identifierError = errors.identifier?.message
    ? t(errors.identifier.message, { max: EMAIL_MAX })
    : undefined;

  return (
    <AuthLayout
      brand={<BrandMark />}
      title={t('forgot.title')}
      subtitle={sentTo === null ? t('forgot.subtitle') : undefined}
      toolbar={
        <PreferenceSwitches
          language={language}
          onLanguageChange={onLanguageChange}
          theme={theme}
          onThemeChange={onThemeChange}
        />
      }
      footer={
        <Text size="2">
          <AuthLink href={AUTH_PATHS.login} renderLink={renderLink}>
            {t('forgot.backToLogin')}
          </AuthLink>
        </Text>
      }
    >
      {sentTo !== null ? (
        <Flex direction="column" gap="4">
          <Alert tone="success" title={t('forgot.sentTitle')}>
            {t('forgot.sent', { identifier: sentTo, minutes: TOKEN_MINUTES })}
          </Alert>
          <Button variant="soft" size={3} fullWidth onClick={() => setSentTo(null)}>
            {t('forgot.sendAgain')}
          </Button>
        </Flex>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
          <Flex direction="column" gap="4">
            <RecoveryErrorAlert
              error={error}
              title={t('forgot.errorTitle')}
              rateLimitedTitle={t('forgot.rateLimitedTitle')}
              rateLimited={t('forgot.rateLimited')}
            />
            <TextField
              label={t('forgot.identifier')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              size={3}
              required
              error={identifierError}
              {...register('identifier')}
            />
            <Button type="submit" size={3} fullWidth loading={isSubmitting}>
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </Flex>
        </form>
      )}
    </AuthLayout>
  );
}
