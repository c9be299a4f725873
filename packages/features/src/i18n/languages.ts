/** Supported languages (spec section 9): en is the default and the fallback. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language is offered in its own script, whatever the interface language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl locale for a language. Plain 'ar' formats with Latin digits in current CLDR; staff
 * reading Arabic expect Arabic-Indic digits, so ask for them explicitly.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-arab' : 'en-GB';
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

/** The Intl.DateTimeFormat for a language and options, created once. */
export function dateTimeFormat(
  language: Language,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  return cached(
    dateFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** The Intl.NumberFormat for a language and options, created once. */
export function numberFormat(
  language: Language,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const locale = intlLocale(language);
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** The Intl.RelativeTimeFormat ("yesterday", "قبل ٣ ساعات") for a language, created once. */
export function relativeTimeFormat(language: Language): Intl.RelativeTimeFormat {
  const locale = intlLocale(language);
  return cached(
    relativeTimeFormats,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
}

export function formatDate(
  date: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'full' },
): string {
  return dateTimeFormat(language, options).format(date);
}

/**
 * A number in the language's digits. Small English integers (durations, counts) skip Intl: they
 * read the same without it, and the first Intl formatter's locale data (~50 ms on a mid-range
 * phone) would otherwise load while the first page renders (the navbar's time worked today).
 */
export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  const plainOptions =
    options === undefined ||
    Object.keys(options).every((option) => option === 'minimumIntegerDigits');
  if (language === 'en' && plainOptions && Number.isInteger(value) && Math.abs(value) < 1000) {
    const digits = String(Math.abs(value)).padStart(options?.minimumIntegerDigits ?? 1, '0');
    return value < 0 ? `-${digits}` : digits;
  }
  return numberFormat(language, options).format(value);
}

/** The formatters the signed-in shell and home page use, in the order they are needed. */
const SIGNED_IN_FORMATTERS: readonly ((language: Language) => unknown)[] = [
  // Today's date on the home page, in its first render.
  (language) => dateTimeFormat(language, { dateStyle: 'full' }),
  // "Working since 09:30" once the statuses arrive; older times add the date.
  (language) => dateTimeFormat(language, { timeStyle: 'short' }),
  (language) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  // "3 minutes ago" on notifications.
  (language) => relativeTimeFormat(language),
  // Arabic digits everywhere (English integers skip Intl, see formatNumber).
  (language) => (language === 'ar' ? numberFormat(language) : undefined),
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
  language: Language,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
  formatters: readonly ((language: Language) => unknown)[] = SIGNED_IN_FORMATTERS,
): void {
  const [next, ...rest] = formatters;
  if (!next) return;
  schedule(() => {
    next(language);
    prepareSignedInFormatters(language, schedule, rest);
  });
}
