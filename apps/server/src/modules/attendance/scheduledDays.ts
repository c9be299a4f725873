import {
  dayVerdict,
  expectedMinutesOn,
  holidayShare,
  isWorkingDay,
  localDateIn,
  shiftAt,
  type LocalDate,
} from '@atrium/api';
import type { AttendanceSummary } from '@atrium/api/contracts';
import type { AttendanceSessionRow } from '../../db/schema/index.ts';
import type { PersonSpan } from './scheduleRules.ts';

type SummaryDay = AttendanceSummary['days'][number];
type DayKind = NonNullable<SummaryDay['kind']>;
type Session = Pick<AttendanceSessionRow, 'startedAt' | 'endedAt'>;

/**
 * The date a session counts for: the shift it starts in (a night shift's early hours belong to
 * the evening before), else the local date it starts on in the calendar's zone (early starts,
 * work on a day off).
 */
export function shiftDateOf(rules: PersonSpan['rules'], session: Session): LocalDate {
  return shiftAt(rules, session.startedAt)?.date ?? localDateIn(session.startedAt, rules.time_zone);
}

function kindOf(span: PersonSpan, date: LocalDate): DayKind {
  if ((span.leave.get(date) ?? 0) > 0) return 'leave';
  if (span.holidays.some((holiday) => holiday.date === date)) return 'holiday';
  return isWorkingDay(span.rules, date) ? 'working' : 'weekend';
}

/**
 * Adds the calendar's view to the summary's days: the kind of each date, the minutes expected
 * (less holidays and approved leave, as the schedule endpoint counts them), and late / early
 * leave / overtime of the sessions that belong to it. Pure: the caller fetches the sessions
 * (from the day before the span, for night shifts) and the person's span.
 */
export function withSchedule(
  days: readonly SummaryDay[],
  sessions: readonly Session[],
  span: PersonSpan,
  now: Date,
): SummaryDay[] {
  const byDate = new Map<LocalDate, { start: Date; end: Date | null }[]>();
  for (const session of sessions) {
    const date = shiftDateOf(span.rules, session);
    const list = byDate.get(date) ?? [];
    list.push({ start: session.startedAt, end: session.endedAt });
    byDate.set(date, list);
  }
  return days.map((day) => {
    const verdict = dayVerdict(
      span.rules,
      day.date,
      byDate.get(day.date) ?? [],
      now,
      span.holidays,
    );
    const leave = span.leave.get(day.date) ?? 0;
    const holiday = span.holidays.find((entry) => entry.date === day.date);
    const base = {
      ...day,
      kind: kindOf(span, day.date),
      holiday_name: holiday ? (holiday.name ?? '') : null,
      worked_minutes: verdict.worked_minutes,
    };
    if (leave === 0) {
      return {
        ...base,
        expected_minutes: verdict.expected_minutes,
        late_minutes: verdict.late_minutes,
        early_leave_minutes: verdict.early_leave_minutes,
        overtime_minutes: verdict.overtime_minutes,
      };
    }
    // Leave takes its share of the full day; with half a day off, which half is not known here,
    // so lateness and leaving early are not judged, only time beyond what is still expected.
    const off = Math.min(1, holidayShare(span.holidays, day.date) + leave);
    const expected = Math.round(expectedMinutesOn(span.rules, day.date) * (1 - off));
    return {
      ...base,
      expected_minutes: expected,
      late_minutes: 0,
      early_leave_minutes: 0,
      overtime_minutes: Math.max(0, verdict.worked_minutes - expected),
    };
  });
}
