import { useState } from 'react';
import { Flex, Link, Text } from '@radix-ui/themes';
import { Mail } from 'lucide-react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch';
import type { Appearance, Language } from '../../UiProvider/uiOptions';

export const copy = {
  en: {
    title: 'Sign in to Atrium',
    subtitle: 'Use your staff account',
    email: 'Email',
    password: 'Password',
    show: 'Show password',
    hide: 'Hide password',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    error: 'Wrong email or password.',
    language: 'Language',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
    footer: '© 2026 Atrium',
  },
  ar: {
    title: 'تسجيل الدخول إلى أتريوم',
    subtitle: 'استخدم حساب الموظف الخاص بك',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
    submit: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    error: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    language: 'اللغة',
    theme: 'المظهر',
    themes: { light: 'فاتح', dark: 'داكن', system: 'النظام' },
    footer: '© 2026 أتريوم',
  },
} as const;

export function Brand() {
  return (
    <Flex align="center" gap="2">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill="var(--accent-9)" />
        <path
          d="M8 20 14 7l6 13M10.5 15h7"
          stroke="var(--accent-contrast)"
          strokeWidth="2.2"
          fill="none"
        />
      </svg>
      <Text size="4" weight="bold">
        Atrium
      </Text>
    </Flex>
  );
}

export function Toolbar({ language }: { language: Language }) {
  const t = copy[language];
  const [lang, setLang] = useState<Language>(language);
  const [theme, setTheme] = useState<Appearance>('light');
  return (
    <>
      <LanguageSwitch label={t.language} value={lang} onValueChange={setLang} size={1} />
      <ThemeSwitch
        label={t.theme}
        labels={t.themes}
        value={theme}
        onValueChange={setTheme}
        size={1}
        iconOnly
      />
    </>
  );
}

export function SignInForm({
  language,
  withError = false,
}: {
  language: Language;
  withError?: boolean;
}) {
  const t = copy[language];
  return (
    <form
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-4)' }}
      onSubmit={(event) => event.preventDefault()}
    >
      {withError ? <Alert tone="danger">{t.error}</Alert> : null}
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="username"
        startIcon={<Mail size={16} />}
        required
      />
      <PasswordField
        label={t.password}
        name="password"
        showLabel={t.show}
        hideLabel={t.hide}
        required
      />
      <Flex justify="end">
        <Link href="#forgot" size="2">
          {t.forgot}
        </Link>
      </Flex>
      <Button type="submit" fullWidth size={3}>
        {t.submit}
      </Button>
    </form>
  );
}
