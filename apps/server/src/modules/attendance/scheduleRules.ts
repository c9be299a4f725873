import {
  holidayShare,
  localDateIn,
  shiftAt,
  workingIntervalsOn,
  type HolidayDate,
  type LocalDate,
  type WorkingCalendarRules,
} from '@atrium/api';
import type { AttendanceSettings } from './attendance.settings.ts';
import { nextLocalHour } from './zonedTime.ts';

/** A person's day against their working calendar (the working-time module fills it in). */
export interface PersonDay {
  rules: WorkingCalendarRules;
  /** Holidays of the day before to the day after (night shifts reach back). */
  holidays: HolidayDate[];
  /** On approved leave now (a half-day leave counts for its half: before or after local noon). */
  onLeave: boolean;
  /** The person has a real calendar (own, team or default), not the built-in fallback. */
  configured: boolean;
}

/** A person's calendar over a span of local dates (the daily summary). */
export interface PersonSpan {
  rules: WorkingCalendarRules;
  /** Holidays of the span. */
  holidays: HolidayDate[];
  /** Approved leave by local date: 1 a whole day, 0.5 a half; dates without leave are absent. */
  leave: Map<LocalDate, number>;
}

/** Where attendance reads schedules from; without it attendance ignores calendars. */
export interface AttendanceSchedules {
  at(userIds: readonly string[], now: Date): Promise<Map<string, PersonDay>>;
  /** One person's calendar, holidays and approved leave from `from` to `to` (local dates). */
  span(userId: string, from: LocalDate, to: LocalDate): Promise<PersonSpan>;
}

/**
 * The "Confirm attendance" prompt goes out only inside working hours (of a configured
 * calendar, holidays excluded) and never to someone on leave.
 */
export function promptAllowed(day: PersonDay | undefined, now: Date): boolean {
  if (!day) return true;
  if (day.onLeave) return false;
  if (!day.configured) return true;
  const shift = shiftAt(day.rules, now);
  return shift !== null && holidayShare(day.holidays, shift.date) < 1;
}

/**
 * When an open session is checked out automatically: the end of the working day it belongs to
 * (the current shift's date, or today's shift not begun yet) plus the tolerance; otherwise (no
 * configured calendar, or started on a day off) the configured local hour, if any.
 */
export function autoCheckoutAt(
  day: PersonDay | undefined,
  now: Date,
  settings: AttendanceSettings,
  timeZone: string,
): Date | null {
  if (day?.configured) {
    const current = shiftAt(day.rules, now);
    const date = current?.date ?? localDateIn(now, day.rules.time_zone);
    const intervals =
      holidayShare(day.holidays, date) === 1 ? [] : workingIntervalsOn(day.rules, date);
    const last = intervals[intervals.length - 1];
    if (last && (current || last.end.getTime() > now.getTime())) {
      return new Date(last.end.getTime() + settings.autoCheckoutToleranceMinutes * 60_000);
    }
  }
  return settings.autoCheckoutHour === null
    ? null
    : nextLocalHour(now, settings.autoCheckoutHour, timeZone);
}
