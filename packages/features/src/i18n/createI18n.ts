import i18next, { type i18n as I18n } from 'i18next';
import authAr from '../auth/locales/ar.json';
import authEn from '../auth/locales/en.json';
import homeAr from '../home/locales/ar.json';
import homeEn from '../home/locales/en.json';
import commonAr from './locales/ar.json';
import commonEn from './locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** One namespace per feature folder; a new feature adds its two files here. */
export const I18N_NAMESPACES = ['common', 'auth', 'home'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export const I18N_RESOURCES = {
  en: { common: commonEn, auth: authEn, home: homeEn },
  ar: { common: commonAr, auth: authAr, home: homeAr },
} as const;

export interface CreateI18nOptions {
  language?: Language;
}

/**
 * A separate i18next instance per app, story or test, so a language change in one never
 * leaks into another. Resources are bundled, so initialisation is synchronous.
 */
export function createI18n({ language = DEFAULT_LANGUAGE }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: I18N_RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; in names.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
