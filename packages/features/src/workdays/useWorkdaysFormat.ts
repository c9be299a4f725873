import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@atrium/ui';
import { formatDate, formatNumber } from '../i18n/languages.ts';

/** `YYYY-MM-DD` → that day at local midnight (for display only). */
function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** Dates, numbers and durations of the Workdays screens in the reader's language and digits. */
export function useWorkdaysFormat() {
  const { t } = useTranslation('workdays');
  const locale = useIntlLocale();
  const date = useCallback(
    (iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      formatDate(localDay(iso), locale, options),
    [locale],
  );
  const weekdayOf = useCallback(
    (iso: string) => formatDate(localDay(iso), locale, { weekday: 'long' }),
    [locale],
  );
  const number = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const year = useCallback(
    (value: number) => formatNumber(value, locale, { useGrouping: false }),
    [locale],
  );
  /** Minutes as "8 h" / "7 h 30 min" (translated, in the reader's digits). */
  const duration = useCallback(
    (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (rest === 0)
        return t('duration.hours', { count: hours, hours: formatNumber(hours, locale) });
      if (hours === 0)
        return t('duration.minutes', { count: rest, minutes: formatNumber(rest, locale) });
      return t('duration.hoursMinutes', {
        hours: formatNumber(hours, locale),
        minutes: formatNumber(rest, locale),
      });
    },
    [t, locale],
  );
  return { date, weekdayOf, number, year, duration, locale };
}
