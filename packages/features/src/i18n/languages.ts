import { intlLocale } from '@atrium/ui';

/** Supported languages (spec section 9): en is the default and the fallback. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language is offered in its own script, whatever the interface language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language an i18n instance shows now (the default while it has none of ours). */
export function currentLanguage(i18n: { language: string | undefined }): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl locale of a language in the chosen digits: the design system's, so that the pages and
 * its components never disagree. In components use `useIntlLocale()` (the reader's language and
 * digits preference); `intlLocale(language)` gives the language's default digits.
 */
export { intlLocale };

/** English in Western digits: the locale whose small integers skip Intl (see formatNumber). */
const PLAIN_ENGLISH = intlLocale('en', 'latn');

/**
 * The formatters below take `locale`: an Intl locale from `useIntlLocale()` or `intlLocale()`,
 * or a bare language, which stands for that language in its default digits.
 */
function toIntlLocale(locale: string): string {
  return isLanguage(locale) ? intlLocale(locale) : locale;
}

/**
 * Intl formatters are costly to create (the first one of a kind loads locale data: tens of
 * milliseconds on a mid-range phone), and the same few are used on every render; keep them.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The Intl.DateTimeFormat for a locale (see toIntlLocale) and options, created once. */
export function dateTimeFormat(
  localeOrLanguage: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const locale = toIntlLocale(localeOrLanguage);
  return cached(
    dateFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** The Intl.NumberFormat for a locale (see toIntlLocale) and options, created once. */
export function numberFormat(
  localeOrLanguage: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const locale = toIntlLocale(localeOrLanguage);
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** The Intl.RelativeTimeFormat ("yesterday", "قبل ٣ ساعات") for a locale, created once. */
export function relativeTimeFormat(localeOrLanguage: string): Intl.RelativeTimeFormat {
  const locale = toIntlLocale(localeOrLanguage);
  return cached(
    relativeTimeFormats,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
}

/** A date in the locale's language and digits (`locale` from `useIntlLocale()`). */
export function formatDate(
  date: Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'full' },
): string {
  return dateTimeFormat(locale, options).format(date);
}

/**
 * A number in the locale's digits (`locale` from `useIntlLocale()`). Small English integers in
 * Western digits (durations, counts) skip Intl: they read the same without it, and the first
 * Intl formatter's locale data (~50 ms on a mid-range phone) would otherwise load while the first
 * page renders (the navbar's time worked today).
 */
export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  const plainOptions =
    options === undefined ||
    Object.keys(options).every((option) => option === 'minimumIntegerDigits');
  if (
    toIntlLocale(locale) === PLAIN_ENGLISH &&
    plainOptions &&
    Number.isInteger(value) &&
    Math.abs(value) < 1000
  ) {
    const digits = String(Math.abs(value)).padStart(options?.minimumIntegerDigits ?? 1, '0');
    return value < 0 ? `-${digits}` : digits;
  }
  return numberFormat(locale, options).format(value);
}

/** The formatters the signed-in shell and home page use, in the order they are needed. */
const SIGNED_IN_FORMATTERS: readonly ((locale: string) => unknown)[] = [
  // Today's date on the home page, in its first render.
  (locale) => dateTimeFormat(locale, { dateStyle: 'full' }),
  // "Working since 09:30" once the statuses arrive; older times add the date.
  (locale) => dateTimeFormat(locale, { timeStyle: 'short' }),
  (locale) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  // "3 minutes ago" on notifications.
  (locale) => relativeTimeFormat(locale),
  // Every number outside plain English (whose small integers skip Intl, see formatNumber).
  (locale) => (toIntlLocale(locale) === PLAIN_ENGLISH ? undefined : numberFormat(locale)),
];

/**
 * Creates the signed-in pages' Intl formatters ahead of time, one per task.
 *
 * A page's first Intl formatter loads the locale data: ~25 ms here, ~100 ms on a mid-range
 * phone, and each further kind some more. Created where they are first used, that cost lands in
 * the home page's first render (later first paint) and in the render of the first statuses (a
 * long task that holds up taps). Started when the app starts, it runs while the page's code and
 * translations are still downloading, when the main thread would otherwise wait.
 * `schedule` queues a task (tests run them at once).
 */
export function prepareSignedInFormatters(
  locale: string,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
  formatters: readonly ((locale: string) => unknown)[] = SIGNED_IN_FORMATTERS,
): void {
  const [next, ...rest] = formatters;
  if (!next) return;
  schedule(() => {
    next(locale);
    prepareSignedInFormatters(locale, schedule, rest);
  });
}
