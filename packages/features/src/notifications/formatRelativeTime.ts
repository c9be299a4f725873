import { relativeTimeFormat } from '../i18n/languages.ts';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "قبل ٣ ساعات": the largest whole unit, through Intl, in the
 * locale's language and digits (`locale` from `useIntlLocale()`, or a language).
 */
export function formatRelativeTime(date: Date, now: Date, locale: string): string {
  const format = relativeTimeFormat(locale);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
