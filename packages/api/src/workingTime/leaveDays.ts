import {
  holidayShare,
  isWorkingWeekday,
  type HolidayDate,
  type WorkingCalendarRules,
} from './calendarRules.ts';
import {
  addLocalDays,
  daysBetween,
  isoWeekday,
  type IsoWeekday,
  type LocalDate,
} from './zonedDates.ts';

/**
 * Leave day counting (ADR 0022). A leave runs from `start_date` to `end_date` (local dates of the
 * person's calendar). `start_half`: it begins at midday (the first day counts half);
 * `end_half`: it ends at midday (the last day counts half). On a one-day leave either flag makes
 * it half a day; both at once is refused by the contracts.
 *
 * Each date is worth: 0 without lines (weekend), 0 on a whole holiday, ½ on a half holiday,
 * 1 otherwise; a half requested day is worth at most ½.
 */
export interface LeaveSpan {
  start_date: LocalDate;
  end_date: LocalDate;
  start_half: boolean;
  end_half: boolean;
}

/** What one date of a leave is worth in days (0, 0.5 or 1). */
export function leaveDayValue(
  rules: WorkingCalendarRules,
  holidays: readonly HolidayDate[],
  span: LeaveSpan,
  date: LocalDate,
): number {
  if (date < span.start_date || date > span.end_date) return 0;
  if (!isWorkingWeekday(rules, isoWeekday(date))) return 0;
  const available = 1 - holidayShare(holidays, date);
  const half =
    (date === span.start_date && span.start_half) || (date === span.end_date && span.end_half);
  return Math.min(available, half ? 0.5 : 1);
}

/**
 * Working days a leave takes. Whole weeks are counted at once (days with lines per week), then
 * the remainder and the holidays inside the span are adjusted: the property tests compare it to
 * a day-by-day count.
 */
export function countLeaveDays(
  rules: WorkingCalendarRules,
  holidays: readonly HolidayDate[],
  span: LeaveSpan,
): number {
  const length = daysBetween(span.start_date, span.end_date) + 1;
  if (length <= 0) return 0;
  let perWeek = 0;
  const working = new Set<IsoWeekday>();
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    if (isWorkingWeekday(rules, weekday as IsoWeekday)) {
      working.add(weekday as IsoWeekday);
      perWeek += 1;
    }
  }
  const weeks = Math.floor(length / 7);
  let total = weeks * perWeek;
  const firstWeekday = isoWeekday(span.start_date);
  for (let i = 0; i < length % 7; i += 1) {
    const weekday = (((firstWeekday - 1 + weeks * 7 + i) % 7) + 1) as IsoWeekday;
    if (working.has(weekday)) total += 1;
  }
  // Holidays inside the span on working weekdays (one per date, the largest share).
  const shares = new Map<LocalDate, number>();
  for (const holiday of holidays) {
    if (holiday.date < span.start_date || holiday.date > span.end_date) continue;
    if (!working.has(isoWeekday(holiday.date))) continue;
    shares.set(holiday.date, Math.max(shares.get(holiday.date) ?? 0, holiday.half_day ? 0.5 : 1));
  }
  for (const share of shares.values()) total -= share;
  // Half-day ends: a date worth 1 drops to ½; a half holiday already is ½.
  const ends = new Set<LocalDate>();
  if (span.start_half) ends.add(span.start_date);
  if (span.end_half) ends.add(span.end_date);
  for (const date of ends) {
    if (!working.has(isoWeekday(date))) continue;
    if ((shares.get(date) ?? 0) === 0) total -= 0.5;
  }
  return total;
}

/** The dates of a span, each with its value (for the screens' preview and the team calendar). */
export function leaveDayValues(
  rules: WorkingCalendarRules,
  holidays: readonly HolidayDate[],
  span: LeaveSpan,
): { date: LocalDate; days: number }[] {
  const out: { date: LocalDate; days: number }[] = [];
  const length = daysBetween(span.start_date, span.end_date) + 1;
  for (let i = 0; i < length; i += 1) {
    const date = addLocalDays(span.start_date, i);
    out.push({ date, days: leaveDayValue(rules, holidays, span, date) });
  }
  return out;
}

/** The first and last half-day a span covers, as sortable keys (`a` morning, `b` afternoon). */
function halfDayKeys(span: LeaveSpan): [string, string] {
  return [
    `${span.start_date}${span.start_half ? 'b' : 'a'}`,
    `${span.end_date}${span.end_half ? 'a' : 'b'}`,
  ];
}

/** Two spans share a half day (a morning-only and an afternoon-only leave on one date do not). */
export function leaveSpansOverlap(a: LeaveSpan, b: LeaveSpan): boolean {
  const [aStart, aEnd] = halfDayKeys(a);
  const [bStart, bEnd] = halfDayKeys(b);
  return aStart <= bEnd && bStart <= aEnd;
}
