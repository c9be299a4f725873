import type { AvailabilityState, UserStatus } from '@atrium/api';
import { dateTimeFormat, formatNumber } from '../i18n/languages.ts';

/** The local calendar date `YYYY-MM-DD` (the attendance summary counts per local date). */
export function localDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export const PRESENCE_STATES = ['working', 'notStarted', 'off'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** The column each of the server's schedule states goes in (issue 23). */
const PRESENCE_OF_AVAILABILITY: Record<AvailabilityState, PresenceState> = {
  working: 'working',
  not_started: 'notStarted',
  absent: 'notStarted',
  finished: 'off',
  on_leave: 'off',
  off_today: 'off',
};

/**
 * Working: a session is open. Off: stopped working today (or on leave, or not a working day).
 * Not started: no status change today (or never). When the server knows the person's working
 * calendar its state decides; without one the board guesses from the last change.
 */
export function presenceOf(
  status: Pick<UserStatus, 'is_available' | 'since' | 'availability'>,
  now: Date,
): PresenceState {
  if (status.is_available) return 'working';
  if (status.availability) return PRESENCE_OF_AVAILABILITY[status.availability];
  if (status.since && Date.parse(status.since) >= startOfDay(now)) return 'off';
  return 'notStarted';
}

/** Hours and minutes with the locale's digits ("2 h 05 min", "٢ س ٠٥ د") from i18n patterns. */
export function formatDuration(
  totalMinutes: number,
  locale: string,
  t: (key: string, options: Record<string, string>) => string,
): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const m = formatNumber(rest, locale, { minimumIntegerDigits: hours > 0 ? 2 : 1 });
  if (hours === 0) return t('duration.minutes', { minutes: m });
  return t('duration.hoursMinutes', { hours: formatNumber(hours, locale), minutes: m });
}

/** "09:30" today, "Mon 09:30" this week, else a short date and time: Intl in the UI locale. */
export function formatSince(since: Date, now: Date, locale: string): string {
  if (since.getTime() >= startOfDay(now)) {
    return dateTimeFormat(locale, { timeStyle: 'short' }).format(since);
  }
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(since);
}
