import type { AvailabilityState } from '../contracts/attendance.constants.ts';
import {
  holidayShare,
  shiftAt,
  workingIntervalsOn,
  type HolidayDate,
  type WorkingCalendarRules,
} from './calendarRules.ts';
import { localDateIn } from './zonedDates.ts';

/** A session that ended this long before the shift's first start still counts as that shift's. */
const EARLY_START_MS = 4 * 60 * 60 * 1000;

export interface Availability {
  state: AvailabilityState;
  /** For `not_started` inside working hours: minutes since the shift began; else null. */
  minutes_late: number | null;
}

/**
 * Where a person stands at `now` against their calendar (Latest Attendance). `lastChange` is
 * their last status change (a Finish Working since the shift began means `finished`). A night
 * shift that began yesterday is still the current shift after midnight.
 */
export function availabilityAt(
  rules: WorkingCalendarRules,
  holidays: readonly HolidayDate[],
  now: Date,
  person: { working: boolean; onLeave: boolean; lastChange: Date | null },
): Availability {
  if (person.working) return { state: 'working', minutes_late: null };
  if (person.onLeave) return { state: 'on_leave', minutes_late: null };
  const time = now.getTime();
  const current = shiftAt(rules, now);
  const date = current?.date ?? localDateIn(now, rules.time_zone);
  const intervals = holidayShare(holidays, date) === 1 ? [] : workingIntervalsOn(rules, date);
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return { state: 'off_today', minutes_late: null };
  const cameToday =
    person.lastChange !== null &&
    person.lastChange.getTime() >= first.start.getTime() - EARLY_START_MS;
  if (time < first.start.getTime()) return { state: 'not_started', minutes_late: 0 };
  if (cameToday) return { state: 'finished', minutes_late: null };
  if (time >= last.end.getTime()) return { state: 'absent', minutes_late: null };
  return {
    state: 'not_started',
    minutes_late: Math.floor((time - first.start.getTime()) / 60_000),
  };
}
