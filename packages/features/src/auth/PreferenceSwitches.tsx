import { useTranslation } from 'react-i18next';
import { type Appearance, Flex, LanguageSwitch, ThemeSwitch } from '@atrium/ui';
import type { Language } from '../i18n/languages.ts';

/** Light, dark or system (spec section 4); kept in a cookie by the app. */
export type Theme = Appearance;

export interface PreferenceSwitchesProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
}

/** The blank layout's toolbar: language and theme, usable before signing in. */
export function PreferenceSwitches({
  language,
  onLanguageChange,
  theme,
  onThemeChange,
}: PreferenceSwitchesProps) {
  const { t } = useTranslation('common');
  return (
    <Flex gap="3" align="center" wrap="wrap" justify="end">
      <LanguageSwitch
        label={t('language')}
        value={language}
        onValueChange={onLanguageChange}
        size={1}
      />
      <ThemeSwitch
        label={t('theme.label')}
        labels={{ light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
        value={theme}
        onValueChange={onThemeChange}
        size={1}
        iconOnly
      />
    </Flex>
  );
}
