import { formatDate } from '../i18n/languages.ts';

/** "24 Nov 2026, 09:12" in the reader's language and digits (`locale` from `useIntlLocale()`). */
export function formatDateTime(iso: string, locale: string): string {
  return formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A local calendar day as `YYYY-MM-DD` (the status history's from_date / to_date). */
export function toIsoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function displayName(user: { full_name: string; username: string }): string {
  return user.full_name.trim() || user.username;
}
