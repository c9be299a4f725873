import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { BASE_I18N_OPTIONS } from './i18nOptions.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { loadLocale } from './lazyResources.ts';
import { I18N_NAMESPACES, type I18nNamespace } from './namespaces.ts';

export interface CreateLazyI18nOptions {
  language?: Language;
}

function isNamespace(value: string): value is I18nNamespace {
  return (I18N_NAMESPACES as readonly string[]).includes(value);
}

/**
 * The app's i18n: namespaces load per area, in the current language only (the key-parity check
 * in CI guarantees Arabic has every English key, so no fallback language is fetched).
 * Call `loadNamespaces` before rendering what needs them (the router does, per area).
 */
export function createLazyI18n({ language = DEFAULT_LANGUAGE }: CreateLazyI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(
    resourcesToBackend((lng: string, ns: string) => {
      if (!isLanguage(lng) || !isNamespace(ns)) {
        return Promise.reject(new Error(`No locale ${lng}/${ns}`));
      }
      return loadLocale(lng, ns);
    }),
  );
  void instance.init({
    ...BASE_I18N_OPTIONS,
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    // Set up at once (the loads stay asynchronous), so loadNamespaces works right away.
    initAsync: false,
    // Suspend a component whose namespace is not loaded yet rather than show raw keys.
    react: { useSuspense: true },
  });
  return instance;
}
