import type { AttendanceSummary } from '@atrium/api/contracts';
import type { AttendanceSessionRow } from '../../db/schema/index.ts';
import { MINUTE_MS } from './attendance.mappers.ts';
import { addDays, localDate, startOfLocalDay } from './zonedTime.ts';

/** The instants of local dates `fromDate`…`toDate` (both whole days) in `timeZone`: [from, to). */
export function localDateBounds(
  fromDate: string,
  toDate: string,
  timeZone: string,
): { from: Date; to: Date } {
  return {
    from: startOfLocalDay(fromDate, timeZone),
    to: startOfLocalDay(addDays(toDate, 1), timeZone),
  };
}

/**
 * Worked minutes per local date, every date of the span listed (0 when nothing was worked).
 * Pure, so a timesheet can reuse it: a session over midnight counts on both dates, an open one
 * up to `now`, and each day is floored on its own (the total is the sum of the days shown).
 */
export function workedMinutesPerDay(
  sessions: readonly Pick<AttendanceSessionRow, 'startedAt' | 'endedAt'>[],
  span: { fromDate: string; toDate: string; timeZone: string; now: Date },
): AttendanceSummary['days'] {
  const { fromDate, toDate, timeZone, now } = span;
  const bounds = localDateBounds(fromDate, toDate, timeZone);
  const workedMs = new Map<string, number>();
  for (const session of sessions) {
    const start = Math.max(session.startedAt.getTime(), bounds.from.getTime());
    const end = Math.min((session.endedAt ?? now).getTime(), bounds.to.getTime());
    let cursor = start;
    while (cursor < end) {
      const date = localDate(new Date(cursor), timeZone);
      const dayEnd = Math.min(startOfLocalDay(addDays(date, 1), timeZone).getTime(), end);
      workedMs.set(date, (workedMs.get(date) ?? 0) + (dayEnd - cursor));
      cursor = dayEnd;
    }
  }
  const days: AttendanceSummary['days'] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    days.push({ date, minutes: Math.floor((workedMs.get(date) ?? 0) / MINUTE_MS) });
  }
  return days;
}
