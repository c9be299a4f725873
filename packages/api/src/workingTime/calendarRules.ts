import {
  addLocalDays,
  isoWeekday,
  localDateIn,
  zonedInstant,
  type IsoWeekday,
  type LocalDate,
} from './zonedDates.ts';

/**
 * A working calendar's rules, shared by the server and the screens (ADR 0022): weekly lines in
 * the calendar's IANA zone, holidays as local dates. A weekday without lines is a day off
 * (the weekend is whatever days have none). A line whose end is not after its start crosses
 * midnight: it belongs to the weekday it starts on and ends on the next day.
 */

/** One working range on a weekday: `from`/`to` as `HH:mm` wall-clock times. */
export interface CalendarLine {
  weekday: IsoWeekday;
  from: string;
  to: string;
}

export interface WorkingCalendarRules {
  time_zone: string;
  lines: readonly CalendarLine[];
}

/** A holiday on one local date; `half_day`: only half of that day's hours are off. */
export interface HolidayDate {
  date: LocalDate;
  half_day: boolean;
  name?: string;
}

export interface WorkingInterval {
  start: Date;
  end: Date;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:mm` → minutes after midnight; `null` when malformed. */
export function parseClock(value: string): number | null {
  const match = CLOCK.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function clock(value: string): number {
  const minutes = parseClock(value);
  if (minutes === null) throw new RangeError(`Not a time of day: ${value}`);
  return minutes;
}

/** Minutes of a line on the wall clock (a night line runs past midnight). */
export function lineMinutes(line: Pick<CalendarLine, 'from' | 'to'>): number {
  const from = clock(line.from);
  const to = clock(line.to);
  return to > from ? to - from : 1440 - from + to;
}

/** Whether a line crosses midnight. */
export function crossesMidnight(line: Pick<CalendarLine, 'from' | 'to'>): boolean {
  return clock(line.to) <= clock(line.from);
}

/**
 * Why a set of lines is not a valid week, as `[index, message]` pairs (for field errors):
 * malformed times, an empty range, or two ranges of the same week overlapping in time (a night
 * line overlapping the next morning's line counts).
 */
export function lineProblems(lines: readonly CalendarLine[]): [number, string][] {
  const problems: [number, string][] = [];
  const spans: { index: number; start: number; end: number }[] = [];
  lines.forEach((line, index) => {
    const from = parseClock(line.from);
    const to = parseClock(line.to);
    if (from === null || to === null) {
      problems.push([index, CALENDAR_RULE_MESSAGES.badTime]);
      return;
    }
    if (from === to) {
      problems.push([index, CALENDAR_RULE_MESSAGES.emptyRange]);
      return;
    }
    const start = (line.weekday - 1) * 1440 + from;
    spans.push({ index, start, end: start + lineMinutes(line) });
  });
  const WEEK = 7 * 1440;
  for (const [i, a] of spans.entries()) {
    for (const b of spans.slice(i + 1)) {
      // On a circular week: compare b shifted by -1, 0 and +1 week.
      const clash = [-WEEK, 0, WEEK].some(
        (shift) => a.start < b.end + shift && b.start + shift < a.end,
      );
      if (clash) problems.push([b.index, CALENDAR_RULE_MESSAGES.overlap]);
    }
  }
  return problems;
}

export const CALENDAR_RULE_MESSAGES = {
  badTime: 'Enter a time as HH:mm',
  emptyRange: 'The end must differ from the start',
  overlap: 'This range overlaps another range of the week',
} as const;

/** The lines of a weekday, in order of start. */
export function linesOn(rules: WorkingCalendarRules, weekday: IsoWeekday): CalendarLine[] {
  return rules.lines
    .filter((line) => line.weekday === weekday)
    .sort((a, b) => clock(a.from) - clock(b.from));
}

/** A weekday with at least one line. */
export function isWorkingWeekday(rules: WorkingCalendarRules, weekday: IsoWeekday): boolean {
  return rules.lines.some((line) => line.weekday === weekday);
}

/** The date has lines (holidays aside). */
export function isWorkingDay(rules: WorkingCalendarRules, date: LocalDate): boolean {
  return isWorkingWeekday(rules, isoWeekday(date));
}

/** Wall-clock minutes of a weekday's lines (DST ignored: the nominal hours). */
export function nominalMinutesOnWeekday(rules: WorkingCalendarRules, weekday: IsoWeekday): number {
  return linesOn(rules, weekday).reduce((sum, line) => sum + lineMinutes(line), 0);
}

/** Nominal minutes of a week (what the calendar's screen shows as hours per week). */
export function nominalWeeklyMinutes(rules: WorkingCalendarRules): number {
  let total = 0;
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    total += nominalMinutesOnWeekday(rules, weekday as IsoWeekday);
  }
  return total;
}

/**
 * The instants worked on a date's shifts (a night line ends on the next date). Real elapsed time:
 * a night shift over a spring-forward change is an hour shorter.
 */
const intervalMemo = new WeakMap<WorkingCalendarRules, Map<LocalDate, WorkingInterval[]>>();
const MEMO_DATES = 64;

export function workingIntervalsOn(
  rules: WorkingCalendarRules,
  date: LocalDate,
): WorkingInterval[] {
  // Many people share one calendar (Latest Attendance, the team calendar): the same rules
  // object asks for the same dates, and the zone arithmetic is the costly part.
  let memo = intervalMemo.get(rules);
  if (!memo) intervalMemo.set(rules, (memo = new Map()));
  const known = memo.get(date);
  if (known) return known.map((interval) => ({ ...interval }));
  const computed = computeIntervals(rules, date);
  if (memo.size >= MEMO_DATES) memo.clear();
  memo.set(date, computed);
  return computed.map((interval) => ({ ...interval }));
}

function computeIntervals(rules: WorkingCalendarRules, date: LocalDate): WorkingInterval[] {
  return linesOn(rules, isoWeekday(date)).map((line) => {
    const from = clock(line.from);
    const to = from + lineMinutes(line);
    return {
      start: zonedInstant(date, from, rules.time_zone),
      end: zonedInstant(date, to, rules.time_zone),
    };
  });
}

function minutesOf(intervals: readonly WorkingInterval[]): number {
  return intervals.reduce(
    (sum, { start, end }) =>
      sum + Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000)),
    0,
  );
}

/** How much of a date a holiday takes: 0 none, 0.5 half, 1 whole. */
export function holidayShare(holidays: readonly HolidayDate[], date: LocalDate): number {
  let share = 0;
  for (const holiday of holidays) {
    if (holiday.date === date) share = Math.max(share, holiday.half_day ? 0.5 : 1);
  }
  return share;
}

/**
 * Expected minutes of work on a date: its shifts' real length, less a holiday (a half-day
 * holiday halves it).
 */
export function expectedMinutesOn(
  rules: WorkingCalendarRules,
  date: LocalDate,
  holidays: readonly HolidayDate[] = [],
): number {
  const full = minutesOf(workingIntervalsOn(rules, date));
  return Math.round(full * (1 - holidayShare(holidays, date)));
}

/** Expected minutes of the 7 days from `monday`. */
export function expectedMinutesInWeek(
  rules: WorkingCalendarRules,
  monday: LocalDate,
  holidays: readonly HolidayDate[] = [],
): number {
  let total = 0;
  for (let i = 0; i < 7; i += 1)
    total += expectedMinutesOn(rules, addLocalDays(monday, i), holidays);
  return total;
}

/**
 * The shift (date and interval) an instant falls in, if any: the instant's own date and, for
 * night lines, the date before.
 */
export function shiftAt(
  rules: WorkingCalendarRules,
  instant: Date,
): { date: LocalDate; interval: WorkingInterval } | null {
  const today = localDateIn(instant, rules.time_zone);
  const time = instant.getTime();
  for (const date of [addLocalDays(today, -1), today]) {
    for (const interval of workingIntervalsOn(rules, date)) {
      if (interval.start.getTime() <= time && time < interval.end.getTime()) {
        return { date, interval };
      }
    }
  }
  return null;
}

/** Inside one of the calendar's working ranges (holidays are the caller's to check). */
export function isWithinWorkingHours(rules: WorkingCalendarRules, instant: Date): boolean {
  return shiftAt(rules, instant) !== null;
}

export interface DayVerdict {
  date: LocalDate;
  expected_minutes: number;
  worked_minutes: number;
  /** Minutes after the first range's start that the first session began (0 when on time). */
  late_minutes: number;
  /** Minutes before the last range's end that the last session ended (0 when not early or open). */
  early_leave_minutes: number;
  /** Worked beyond expected. */
  overtime_minutes: number;
}

/**
 * Late, early leave and overtime of a date's sessions against its shifts. `sessions` are the
 * sessions the caller counts for this date (an open one has `end: null` and is counted to `now`).
 * A holiday or a day without lines expects nothing: every minute worked is overtime.
 */
export function dayVerdict(
  rules: WorkingCalendarRules,
  date: LocalDate,
  sessions: readonly { start: Date; end: Date | null }[],
  now: Date,
  holidays: readonly HolidayDate[] = [],
): DayVerdict {
  const expected = expectedMinutesOn(rules, date, holidays);
  const intervals = holidayShare(holidays, date) === 1 ? [] : workingIntervalsOn(rules, date);
  const worked = sessions.reduce((sum, session) => {
    const end = session.end ?? now;
    return sum + Math.max(0, Math.floor((end.getTime() - session.start.getTime()) / 60_000));
  }, 0);
  let late = 0;
  let early = 0;
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (first && last && sessions.length > 0) {
    const starts = sessions.map((session) => session.start.getTime());
    const firstStart = Math.min(...starts);
    late = Math.max(0, Math.floor((firstStart - first.start.getTime()) / 60_000));
    const ends = sessions.flatMap((session) => (session.end ? [session.end.getTime()] : []));
    if (ends.length === sessions.length) {
      early = Math.max(0, Math.floor((last.end.getTime() - Math.max(...ends)) / 60_000));
    }
  }
  return {
    date,
    expected_minutes: expected,
    worked_minutes: worked,
    late_minutes: late,
    early_leave_minutes: early,
    overtime_minutes: Math.max(0, worked - expected),
  };
}
