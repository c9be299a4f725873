import { isWorkingWeekday, type WorkingCalendarRules } from './calendarRules.ts';
import { addLocalDays, isoWeekday, type IsoWeekday, type LocalDate } from './zonedDates.ts';

/**
 * Where a person's timesheet week starts (ADR 0024): the day after their calendar's weekend,
 * when that is a Saturday, Sunday or Monday — the three week starts people in our region use
 * (a Friday–Saturday weekend starts the week on Sunday, Saturday–Sunday on Monday, a Thursday–
 * Friday or Friday-only weekend on Saturday). Anything else (no days off, a weekend in mid-week)
 * starts on Monday, the ISO week.
 */
export const TIMESHEET_WEEK_START_DAYS = [6, 7, 1] as const satisfies readonly IsoWeekday[];

export function timesheetWeekStartDay(rules: WorkingCalendarRules): IsoWeekday {
  const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
  const off = weekdays.filter((day) => !isWorkingWeekday(rules, day));
  if (off.length === 0 || off.length === 7) return 1;
  // The weekend is the longest run of days off (cyclic); the week starts the day after it.
  let best: { length: number; next: IsoWeekday } = { length: 0, next: 1 };
  for (const first of off) {
    const before = first === 1 ? 7 : first - 1;
    if (off.includes(before as IsoWeekday)) continue;
    let length = 0;
    let day: number = first;
    while (off.includes(day as IsoWeekday) && length < 7) {
      length += 1;
      day = day === 7 ? 1 : day + 1;
    }
    if (length > best.length) best = { length, next: day as IsoWeekday };
  }
  return (TIMESHEET_WEEK_START_DAYS as readonly number[]).includes(best.next) ? best.next : 1;
}

/** The first date of the timesheet week holding `date`. */
export function timesheetWeekStart(rules: WorkingCalendarRules, date: LocalDate): LocalDate {
  const start = timesheetWeekStartDay(rules);
  return addLocalDays(date, -((isoWeekday(date) - start + 7) % 7));
}

/** The seven dates of the week that starts on `weekStart`. */
export function timesheetWeekDates(weekStart: LocalDate): LocalDate[] {
  return Array.from({ length: 7 }, (_, index) => addLocalDays(weekStart, index));
}
