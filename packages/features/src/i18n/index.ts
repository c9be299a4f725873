export { createI18n, type CreateI18nOptions } from './createI18n.ts';
export { createLazyI18n, type CreateLazyI18nOptions } from './createLazyI18n.ts';
export { I18N_NAMESPACES, type I18nNamespace } from './namespaces.ts';
export { I18N_RESOURCES } from './resources.ts';
export {
  errorMessage,
  errorMessages,
  markShownInPlace,
  wasShownInPlace,
  type ErrorMessagesOptions,
  type Translate,
} from './errorMessage.ts';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  isLanguage,
  languageDirection,
  intlLocale,
  formatDate,
  formatNumber,
  prepareSignedInFormatters,
  type Language,
} from './languages.ts';
