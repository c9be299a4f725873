import {
  FALLBACK_CALENDAR,
  isKnownTimeZone,
  parseClock,
  type CalendarLine,
  type HolidayDate,
  type IsoWeekday,
  type LocalDate,
  type WorkingCalendarRules,
} from '@atrium/api';
import type { WorkCalendarLineRow, WorkCalendarRow } from '../../db/schema/index.ts';
import { expandHolidays } from './holidayDates.ts';
import type { WorkingTimeQueries } from './workingTime.queries.ts';

export type CalendarSource = 'user' | 'team' | 'default' | 'fallback';

/** A person's effective calendar. */
export interface PersonCalendar {
  userId: string;
  /** null: the built-in fallback (no holidays). */
  calendarId: string | null;
  name: string;
  source: CalendarSource;
  rules: WorkingCalendarRules;
}

const pad = (value: number) => String(value).padStart(2, '0');
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function linesFromRows(rows: readonly WorkCalendarLineRow[]): CalendarLine[] {
  return rows.map((row) => ({
    weekday: row.weekday as IsoWeekday,
    from: clockOf(row.fromMinute),
    to: clockOf(row.toMinute),
  }));
}

export function lineRowsFrom(lines: readonly CalendarLine[]) {
  return lines.map((line) => ({
    weekday: line.weekday,
    fromMinute: parseClock(line.from) ?? 0,
    toMinute: parseClock(line.to) ?? 0,
  }));
}

const fallbackRules = new Map<string, WorkingCalendarRules>();

export function fallbackCalendar(userId: string, timeZone: string): PersonCalendar {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  let rules = fallbackRules.get(zone);
  if (!rules) {
    rules = {
      time_zone: zone,
      lines: FALLBACK_CALENDAR.lines.map((line) => ({
        ...line,
        weekday: line.weekday as IsoWeekday,
      })),
    };
    fallbackRules.set(zone, rules);
  }
  return { userId, calendarId: null, name: FALLBACK_CALENDAR.name, source: 'fallback', rules };
}

/** Calendars with their lines, by id. */
export async function calendarsById(
  repo: Pick<WorkingTimeQueries, 'calendars' | 'linesOf'>,
  ids: readonly string[],
): Promise<Map<string, { row: WorkCalendarRow; lines: CalendarLine[] }>> {
  const unique = [...new Set(ids)];
  const [rows, lines] = await Promise.all([repo.calendars(unique), repo.linesOf(unique)]);
  const byCalendar = new Map<string, WorkCalendarLineRow[]>();
  for (const line of lines) {
    const list = byCalendar.get(line.calendarId) ?? [];
    list.push(line);
    byCalendar.set(line.calendarId, list);
  }
  return new Map(
    rows.map((row) => [row.id, { row, lines: linesFromRows(byCalendar.get(row.id) ?? []) }]),
  );
}

/** Each person's effective calendar: personal, else first team's, else default, else fallback. */
export async function calendarsOfPeople(
  repo: Pick<WorkingTimeQueries, 'calendars' | 'linesOf' | 'effectiveCalendars'>,
  userIds: readonly string[],
): Promise<Map<string, PersonCalendar>> {
  const sources = await repo.effectiveCalendars(userIds);
  const chosen = sources.map((row) => {
    if (row.userCalendarId) return { row, id: row.userCalendarId, source: 'user' as const };
    if (row.teamCalendarId) return { row, id: row.teamCalendarId, source: 'team' as const };
    if (row.defaultCalendarId)
      return { row, id: row.defaultCalendarId, source: 'default' as const };
    return { row, id: null, source: 'fallback' as const };
  });
  const calendars = await calendarsById(
    repo,
    chosen.flatMap((entry) => (entry.id ? [entry.id] : [])),
  );
  const out = new Map<string, PersonCalendar>();
  // One rules object per calendar, so the shared rules' per-date memo serves everyone on it.
  const rulesOf = new Map<string, WorkingCalendarRules>();
  for (const [id, calendar] of calendars) {
    rulesOf.set(id, { time_zone: calendar.row.timeZone, lines: calendar.lines });
  }
  for (const { row, id, source } of chosen) {
    const calendar = id ? calendars.get(id) : undefined;
    const rules = id ? rulesOf.get(id) : undefined;
    out.set(
      row.userId,
      calendar && id && rules
        ? { userId: row.userId, calendarId: id, name: calendar.row.name, source, rules }
        : fallbackCalendar(row.userId, row.timeZone),
    );
  }
  return out;
}

/** Holiday dates per calendar in a range. */
export async function holidaysByCalendar(
  repo: Pick<WorkingTimeQueries, 'holidaysOf'>,
  calendarIds: readonly (string | null)[],
  from: LocalDate,
  to: LocalDate,
): Promise<Map<string, HolidayDate[]>> {
  const ids = [...new Set(calendarIds.filter((id): id is string => id !== null))];
  const rows = await repo.holidaysOf(ids);
  const out = new Map<string, HolidayDate[]>(ids.map((id) => [id, []]));
  const grouped = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = grouped.get(row.calendarId) ?? [];
    list.push(row);
    grouped.set(row.calendarId, list);
  }
  for (const [id, list] of grouped) out.set(id, expandHolidays(list, from, to));
  return out;
}
