import i18next, { type i18n as I18n } from 'i18next';
import { BASE_I18N_OPTIONS } from './i18nOptions.ts';
import { BIND_I18N_EVENTS, installNumberFormatter } from './numberInterpolation.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { I18N_NAMESPACES } from './namespaces.ts';
import { I18N_RESOURCES } from './resources.ts';

export interface CreateI18nOptions {
  language?: Language;
}

/**
 * A separate i18next instance per app, story or test, so a language change in one never
 * leaks into another. Every namespace is bundled, so initialisation is synchronous.
 */
export function createI18n({ language = DEFAULT_LANGUAGE }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  installNumberFormatter(instance);
  void instance.init({
    ...BASE_I18N_OPTIONS,
    resources: I18N_RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...I18N_NAMESPACES],
    initAsync: false,
    react: { bindI18n: BIND_I18N_EVENTS },
  });
  return instance;
}
