import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, Button, Flex, PasswordField, Text, TextField } from '@atrium/ui';
import { BrandMark } from '../app/BrandMark.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import type { SessionUser } from '../app/clientSession.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import type { Language } from '../i18n/languages.ts';
import { AuthLink, type RenderAuthLink } from './AuthLink.tsx';
import type { LoginErrorAlertProps } from './LoginErrorAlert.tsx';
import { PreferenceSwitches, type Theme } from './PreferenceSwitches.tsx';
import { validateLoginForm, type LoginFormErrors } from './loginSchema.ts';
import { useLogin } from './useLogin.ts';

/**
 * Most sign-ins never show an error, so the alert (with its tone icons) is not part of the page: it
 * starts loading when the form is sent and is there by the time the server answers. If it cannot
 * load (the network is gone, which is also why sign-in failed), the message shows as plain text.
 */
const loadLoginErrorAlert = () =>
  import('../errorAlerts.ts').then(
    (module) => ({ default: module.LoginErrorAlert }),
    () => ({ default: PlainLoginError }),
  );
const LoginErrorAlert = lazy(loadLoginErrorAlert);

function PlainLoginError({ title, message }: LoginErrorAlertProps) {
  return (
    <Text as="p" size="2" color="red" role="alert">
      {title}: {message}
    </Text>
  );
}

export interface LoginPageProps {
  /** Called with the stored user after a successful login; the app navigates on. */
  onSignedIn: (user: SessionUser) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  /**
   * Where "Forgot password?" leads (the app fills it with /authentication/forgot-password).
   * Without it the page says to ask an administrator instead.
   */
  forgotPasswordHref?: string;
  /** Renders that link with the app's router; a plain `<a>` by default. */
  renderLink?: RenderAuthLink;
}

export function LoginPage({
  onSignedIn,
  language,
  onLanguageChange,
  theme,
  onThemeChange,
  forgotPasswordHref,
  renderLink,
}: LoginPageProps) {
  const { t } = useTranslation('auth');
  const { login, isSubmitting, error } = useLogin();
  useDocumentTitle(t('login.documentTitle'));
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      username: usernameRef.current?.value ?? '',
      password: passwordRef.current?.value ?? '',
    };
    const found = validateLoginForm(values);
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    void loadLoginErrorAlert();
    const user = await login({ username: values.username.trim(), password: values.password });
    if (user) onSignedIn(user);
  };

  return (
    <AuthLayout
      brand={<BrandMark />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      toolbar={
        <PreferenceSwitches
          language={language}
          onLanguageChange={onLanguageChange}
          theme={theme}
          onThemeChange={onThemeChange}
        />
      }
      footer={
        // the recovery link sits by the password field (below); without one, the help text
        forgotPasswordHref ? undefined : (
          <Text size="1" color="gray">
            {t('login.help')}
          </Text>
        )
      }
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-busy={isSubmitting || undefined}
      >
        <Flex direction="column" gap="4">
          {error ? (
            <Suspense fallback={null}>
              <LoginErrorAlert title={t('login.errorTitle')} message={errorMessage(t, error)} />
            </Suspense>
          ) : null}
          <TextField
            label={t('login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size={3}
            required
            name="username"
            ref={usernameRef}
            error={errors.username ? t(errors.username) : undefined}
          />
          <PasswordField
            label={t('login.password')}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
            autoComplete="current-password"
            size={3}
            required
            name="password"
            ref={passwordRef}
            error={errors.password ? t(errors.password) : undefined}
          />
          {forgotPasswordHref ? (
            // next to the field it helps with, not at the foot of the window
            <Flex justify="end" style={{ marginBlockStart: 'calc(var(--space-2) * -1)' }}>
              <Text size="2">
                <AuthLink href={forgotPasswordHref} renderLink={renderLink}>
                  {t('login.forgotPassword')}
                </AuthLink>
              </Text>
            </Flex>
          ) : null}
          <Button type="submit" size={3} fullWidth loading={isSubmitting}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Flex>
      </form>
    </AuthLayout>
  );
}
