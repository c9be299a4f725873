import { intlLocale, type Language } from '../i18n/languages.ts';

/** One formatter per language: creating one costs far more than formatting (languages.ts). */
const formats = new Map<Language, Intl.RelativeTimeFormat>();

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "قبل ٣ ساعات": the largest whole unit, through Intl. */
export function formatRelativeTime(date: Date, now: Date, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
    formats.set(language, format);
  }
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
