import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';

/** The interface language, for Intl formatting. */
export function useLanguage(): Language {
  const { i18n } = useTranslation('attendance');
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
