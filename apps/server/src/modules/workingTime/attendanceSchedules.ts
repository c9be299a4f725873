import {
  addLocalDays,
  eachLocalDate,
  leaveDayValue,
  localDateIn,
  localMinuteOfDay,
  type LocalDate,
} from '@atrium/api';
import type { AttendanceSchedules, PersonDay } from '../attendance/scheduleRules.ts';
import type { WorkingTimeQueries } from './workingTime.queries.ts';
import {
  calendarsOfPeople,
  fallbackCalendar,
  holidaysByCalendar,
} from './workingTime.schedules.ts';

const NOON = 12 * 60;

/** Calendars, holidays and approved leave of people at an instant, in few queries. */
export function createAttendanceSchedules(repo: WorkingTimeQueries): AttendanceSchedules {
  return {
    async at(userIds, now) {
      const out = new Map<string, PersonDay>();
      if (userIds.length === 0) return out;
      const calendars = await calendarsOfPeople(repo, userIds);
      const todays = new Map<string, LocalDate>();
      for (const [userId, calendar] of calendars) {
        todays.set(userId, localDateIn(now, calendar.rules.time_zone));
      }
      const dates = [...todays.values()].sort();
      const from = addLocalDays(dates[0] ?? localDateIn(now, 'UTC'), -1);
      const to = addLocalDays(dates[dates.length - 1] ?? localDateIn(now, 'UTC'), 1);
      const [holidays, leaves] = await Promise.all([
        holidaysByCalendar(
          repo,
          [...calendars.values()].map((calendar) => calendar.calendarId),
          from,
          to,
        ),
        repo.leaveRequests({ userIds, status: 'approved', fromDate: from, toDate: to }),
      ]);
      for (const [userId, calendar] of calendars) {
        const today = todays.get(userId) ?? from;
        const own = holidays.get(calendar.calendarId ?? '') ?? [];
        const afternoon = localMinuteOfDay(now, calendar.rules.time_zone) >= NOON;
        const onLeave = leaves.rows.some((row) => {
          if (row.userId !== userId || row.startDate > today || row.endDate < today) return false;
          const span = {
            start_date: row.startDate,
            end_date: row.endDate,
            start_half: row.startHalf,
            end_half: row.endHalf,
          };
          const value = leaveDayValue(calendar.rules, own, span, today);
          if (value === 0) return false;
          if (today === row.startDate && row.startHalf) return afternoon;
          if (today === row.endDate && row.endHalf) return !afternoon;
          return true;
        });
        out.set(userId, {
          rules: calendar.rules,
          holidays: own,
          onLeave,
          configured: calendar.source !== 'fallback',
        });
      }
      return out;
    },

    async span(userId, from, to) {
      const calendar =
        (await calendarsOfPeople(repo, [userId])).get(userId) ?? fallbackCalendar(userId, 'UTC');
      const [holidays, leaves] = await Promise.all([
        holidaysByCalendar(repo, [calendar.calendarId], from, to),
        repo.leaveRequests({ userIds: [userId], status: 'approved', fromDate: from, toDate: to }),
      ]);
      const own = holidays.get(calendar.calendarId ?? '') ?? [];
      const leave = new Map<LocalDate, number>();
      for (const row of leaves.rows) {
        const span = {
          start_date: row.startDate,
          end_date: row.endDate,
          start_half: row.startHalf,
          end_half: row.endHalf,
        };
        const first = row.startDate > from ? row.startDate : from;
        const last = row.endDate < to ? row.endDate : to;
        for (const date of eachLocalDate(first, last)) {
          const value = leaveDayValue(calendar.rules, own, span, date);
          // Two approved halves of one date (morning and afternoon) make the whole day.
          if (value > 0) leave.set(date, Math.min(1, (leave.get(date) ?? 0) + value));
        }
      }
      return { rules: calendar.rules, holidays: own, leave };
    },
  };
}
