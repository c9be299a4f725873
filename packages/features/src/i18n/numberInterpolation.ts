import type { FormatterModule, i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, formatNumber } from './languages.ts';

/** Emitted when interpolated numbers change digits; `useTranslation` re-renders on it. */
export const NUMBER_LOCALE_CHANGED = 'numberLocaleChanged';

/** `react.bindI18n`: re-render translated text on a language or a digits change. */
export const BIND_I18N_EVENTS = `languageChanged ${NUMBER_LOCALE_CHANGED}`;

interface NumberLocale {
  /** An Intl locale from `useIntlLocale()`; unset, the language's default digits. */
  locale: string | undefined;
}

const numberLocales = new WeakMap<I18n, NumberLocale>();

type NamedFormat = (value: unknown, language: string | undefined, options: unknown) => string;

/**
 * Uses a formatter that writes numbers ("{{count}} teams") in the reader's digits; i18next itself
 * prints them with String(): Western digits beside an Arabic-Indic date, whatever the person chose.
 * Needs `interpolation.alwaysFormat` (without a named format i18next skips the formatter).
 * Named formats (`{{value, name}}`) are only those added with `services.formatter.add`.
 * One state per instance, so a story in Arabic-Indic digits never changes another's.
 */
export function installNumberFormatter(instance: I18n): void {
  const state: NumberLocale = { locale: undefined };
  numberLocales.set(instance, state);
  const named = new Map<string, NamedFormat>();
  const formatter: FormatterModule = {
    type: 'formatter',
    init() {},
    add(name, format) {
      named.set(name, format);
    },
    addCached(name, create) {
      named.set(name, (value, language, options) => create(language, options)(value));
    },
    // i18next types the result as a string; other values go back as they came, as without it.
    format(value: unknown, format, language, options): string {
      const namedFormat = format ? named.get(format) : undefined;
      if (namedFormat) return namedFormat(value, language, options);
      return typeof value === 'number' && !format
        ? formatNumber(value, state.locale ?? language ?? DEFAULT_LANGUAGE)
        : (value as string);
    },
  };
  instance.use(formatter);
}

/** Sets the digits of an instance's interpolated numbers (FeatureProvidersBase follows the UI). */
export function setNumberLocale(instance: I18n, locale: string): void {
  const state = numberLocales.get(instance);
  if (!state || state.locale === locale) return;
  state.locale = locale;
  instance.emit(NUMBER_LOCALE_CHANGED, locale);
}
