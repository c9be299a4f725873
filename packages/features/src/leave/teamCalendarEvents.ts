import {
  addLocalDays,
  isoWeekday,
  type LeaveStatusValue,
  type TeamCalendar,
  type TeamCalendarInput,
} from '@atrium/api';
import type { CalendarEvent, CalendarEventTone } from '@atrium/ui';
import { dateOf } from '../projects/projectParts.tsx';
import type { CalendarMode } from './daysOffView.ts';

/** The dates fetched for a month or week: the grid's edges fall at most a week outside it. */
export function calendarRange(mode: CalendarMode, date: string): { from: string; to: string } {
  if (mode === 'week') return { from: addLocalDays(date, -7), to: addLocalDays(date, 7) };
  const first = `${date.slice(0, 8)}01`;
  const [year = 1970, month = 1] = first.split('-').map(Number);
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: addLocalDays(first, -7), to: addLocalDays(next, 6) };
}

/** The dates the grid draws: the week, or the month's whole weeks (the list under it covers these). */
export function shownRange(
  mode: CalendarMode,
  date: string,
  /** The grid's first weekday: 0 = Sunday … 6 = Saturday. */
  weekStartsOn: number,
): { from: string; to: string } {
  const weekOf = (day: string) =>
    addLocalDays(day, -((isoWeekday(day) % 7) - weekStartsOn + 7) % 7);
  if (mode === 'week') {
    const from = weekOf(date);
    return { from, to: addLocalDays(from, 6) };
  }
  const first = `${date.slice(0, 8)}01`;
  const [year = 1970, month = 1] = first.split('-').map(Number);
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: weekOf(first), to: addLocalDays(weekOf(addLocalDays(next, -1)), 6) };
}

export function teamCalendarInput(
  mode: CalendarMode,
  date: string,
  teamId: string | undefined,
): TeamCalendarInput {
  const { from, to } = calendarRange(mode, date);
  return {
    from_date: from,
    to_date: to,
    include_pending: true,
    ...(teamId ? { team_id: teamId } : {}),
  };
}

const TONES: Record<LeaveStatusValue, CalendarEventTone> = {
  approved: 'info',
  pending: 'warning',
  rejected: 'danger',
  cancelled: 'neutral',
};

export interface EventTexts {
  leave: (values: {
    name: string;
    type: string;
    status: LeaveStatusValue;
    half: boolean;
  }) => string;
  holiday: (name: string, half: boolean) => string;
  someone: string;
}

/** Prefix of the ids of holiday events (leave events carry the request's id). */
export const HOLIDAY_EVENT = 'holiday:';

/**
 * The calendar's events: one bar per leave (its title says who, which type and whether it is
 * still pending: colour never carries it alone) and one per holiday date (people on several
 * calendars with the same holiday see it once).
 */
export function teamCalendarEvents(calendar: TeamCalendar, texts: EventTexts): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const seen = new Set<string>();
  for (const holiday of calendar.holidays) {
    const key = `${holiday.date}|${holiday.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const start = dateOf(holiday.date);
    const end = dateOf(addLocalDays(holiday.date, 1));
    if (!start || !end) continue;
    events.push({
      id: `${HOLIDAY_EVENT}${key}`,
      title: texts.holiday(holiday.name, holiday.half_day),
      start,
      end,
      tone: 'neutral',
    });
  }
  for (const leave of calendar.leaves) {
    const person = calendar.people.find((entry) => entry.id === leave.user_id);
    const type = calendar.leave_types.find((entry) => entry.id === leave.leave_type_id);
    const start = dateOf(leave.start_date);
    const end = dateOf(addLocalDays(leave.end_date, 1));
    if (!start || !end) continue;
    events.push({
      id: leave.id,
      title: texts.leave({
        name: person ? person.full_name || person.username : texts.someone,
        type: type?.name ?? '',
        status: leave.status,
        half: leave.start_half || leave.end_half,
      }),
      start,
      end,
      tone: TONES[leave.status],
    });
  }
  return events;
}
