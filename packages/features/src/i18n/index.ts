export {
  createI18n,
  I18N_NAMESPACES,
  I18N_RESOURCES,
  type CreateI18nOptions,
  type I18nNamespace,
} from './createI18n.ts';
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
  type Language,
} from './languages.ts';
