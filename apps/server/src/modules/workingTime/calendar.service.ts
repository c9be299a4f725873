import {
  CALENDAR_MESSAGES,
  eachLocalDate,
  expectedMinutesOn,
  HOLIDAYS_PER_CALENDAR_MAX,
  holidayShare,
  isWorkingDay,
  leaveDayValue,
  nominalWeeklyMinutes,
  workingIntervalsOn,
  type AssignCalendarRequest,
  type Calendar,
  type CalendarDetail,
  type CalendarList,
  type Holiday,
  type HolidayList,
  type ImportHolidaysResult,
  type Schedule,
  type ScheduleQuery,
  type CalendarLineInput,
} from '@atrium/api';
import type { z } from 'zod';
import type {
  createCalendarRequestSchema,
  holidayRequestSchema,
  importHolidaysRequestSchema,
} from '@atrium/api/contracts';
import type { Transactional } from '../../db/transactional.ts';
import type { HolidayRow, WorkCalendarRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Caller } from '../attendance/attendance.access.ts';
import {
  IcsError,
  normalisedYearlyRule,
  readIcsHolidays,
  writeIcsHolidays,
} from './holidayDates.ts';
import { invalid, notFound, WorkingTimeError } from './workingTime.errors.ts';
import type { WorkingTimeQueries } from './workingTime.queries.ts';
import {
  calendarsById,
  calendarsOfPeople,
  holidaysByCalendar,
  lineRowsFrom,
} from './workingTime.schedules.ts';

type CalendarInput = z.output<typeof createCalendarRequestSchema>;
type HolidayInput = z.output<typeof holidayRequestSchema>;
type ImportInput = z.output<typeof importHolidaysRequestSchema>;

export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * Who may read another person's schedule and leave: a people manager (User), a working-time
 * manager (Calendar), or a lead of one of the person's teams.
 */
export async function mayViewPerson(
  repo: Pick<WorkingTimeQueries, 'leads'>,
  caller: Caller,
  userId: string,
): Promise<boolean> {
  if (userId === caller.user.id || caller.can('User') || caller.can('Calendar')) return true;
  return repo.leads(caller.user.id, userId);
}

export function holidayOut(row: HolidayRow): Holiday {
  return {
    id: row.id,
    calendar_id: row.calendarId,
    name: row.name,
    date: row.date,
    rrule: row.rrule,
    half_day: row.halfDay,
  };
}

/** Calendars, their assignment and holidays (Calendar subject), and anyone's own schedule. */
export function createCalendarService({
  repo,
  clock,
}: {
  repo: Transactional<WorkingTimeQueries>;
  clock: Clock;
}) {
  function summary(
    row: WorkCalendarRow,
    lines: CalendarLineInput[],
    usage: { teams: number; users: number } | undefined,
  ): Calendar {
    return {
      id: row.id,
      name: row.name,
      time_zone: row.timeZone,
      is_default: row.isDefault,
      lines,
      weekly_minutes: nominalWeeklyMinutes({ time_zone: row.timeZone, lines }),
      team_count: usage?.teams ?? 0,
      user_count: usage?.users ?? 0,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function detail(id: string, tx: WorkingTimeQueries = repo): Promise<CalendarDetail> {
    const found = (await calendarsById(tx, [id])).get(id);
    if (!found) throw notFound();
    const [teams, users, usage] = await Promise.all([
      tx.calendarTeams(id),
      tx.calendarUsers(id),
      tx.usage(),
    ]);
    return {
      ...summary(found.row, found.lines, usage.get(id)),
      teams,
      users: users.map((user) => ({
        id: user.id,
        username: user.username,
        full_name: user.fullName,
      })),
    };
  }

  async function checkName(tx: WorkingTimeQueries, name: string, exceptId?: string) {
    if (await tx.nameTaken(name, exceptId)) throw invalid('name', CALENDAR_MESSAGES.nameTaken);
  }

  function holidayValues(input: HolidayInput) {
    let rule: string | null = null;
    if (input.rrule) {
      rule = normalisedYearlyRule(input.rrule);
      if (!rule) throw invalid('rrule', CALENDAR_MESSAGES.rrule);
    }
    return { name: input.name, date: input.date, rrule: rule, halfDay: input.half_day };
  }

  async function existingCalendar(tx: WorkingTimeQueries, id: string): Promise<WorkCalendarRow> {
    const [row] = await tx.calendars([id]);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(): Promise<CalendarList> {
      const rows = await repo.calendars();
      const [withLines, usage] = await Promise.all([
        calendarsById(
          repo,
          rows.map((row) => row.id),
        ),
        repo.usage(),
      ]);
      return {
        items: rows.map((row) =>
          summary(row, withLines.get(row.id)?.lines ?? [], usage.get(row.id)),
        ),
      };
    },

    get: (id: string) => detail(id),

    async create(input: CalendarInput): Promise<CalendarDetail> {
      return repo.transaction(async (tx) => {
        await checkName(tx, input.name);
        if (input.is_default) await tx.clearDefault();
        const row = await tx.insertCalendar({
          name: input.name,
          timeZone: input.time_zone,
          isDefault: input.is_default,
          now: clock.now(),
        });
        await tx.replaceLines(row.id, lineRowsFrom(input.lines));
        return detail(row.id, tx);
      });
    },

    async update(id: string, input: CalendarInput): Promise<CalendarDetail> {
      return repo.transaction(async (tx) => {
        const current = await existingCalendar(tx, id);
        await checkName(tx, input.name, id);
        if (input.is_default) await tx.clearDefault(id);
        // The default stays the default until another calendar takes the role.
        const isDefault = input.is_default || current.isDefault;
        await tx.updateCalendar(id, {
          name: input.name,
          timeZone: input.time_zone,
          isDefault,
          now: clock.now(),
        });
        await tx.replaceLines(id, lineRowsFrom(input.lines));
        return detail(id, tx);
      });
    },

    async remove(id: string): Promise<{ ok: true }> {
      const current = await existingCalendar(repo, id);
      if (current.isDefault) throw new WorkingTimeError('conflict', CALENDAR_MESSAGES.defaultInUse);
      await repo.deleteCalendar(id);
      return { ok: true };
    },

    async assignTeam(teamId: string, body: AssignCalendarRequest) {
      if (!(await repo.teamExists(teamId))) throw notFound();
      if (body.calendar_id) await existingCalendarOrField(repo, body.calendar_id);
      await repo.setTeamCalendar(teamId, body.calendar_id);
      return { calendar_id: body.calendar_id };
    },

    async assignUser(userId: string, body: AssignCalendarRequest) {
      if (!(await repo.userExists(userId))) throw notFound();
      if (body.calendar_id) await existingCalendarOrField(repo, body.calendar_id);
      await repo.setUserCalendar(userId, body.calendar_id);
      return { calendar_id: body.calendar_id };
    },

    async holidays(calendarId: string): Promise<HolidayList> {
      await existingCalendar(repo, calendarId);
      return { items: (await repo.holidaysOf([calendarId])).map(holidayOut) };
    },

    async createHoliday(calendarId: string, input: HolidayInput): Promise<Holiday> {
      const values = holidayValues(input);
      await existingCalendar(repo, calendarId);
      if ((await repo.holidayCount(calendarId)) >= HOLIDAYS_PER_CALENDAR_MAX) {
        throw invalid('date', CALENDAR_MESSAGES.tooManyHolidays);
      }
      const [row] = await repo.insertHolidays([{ calendarId, ...values }]);
      if (!row) throw new Error('createHoliday: no row');
      return holidayOut(row);
    },

    async updateHoliday(id: string, input: HolidayInput): Promise<Holiday> {
      const values = holidayValues(input);
      const row = await repo.updateHoliday(id, values);
      if (!row) throw notFound();
      return holidayOut(row);
    },

    async removeHoliday(id: string): Promise<{ ok: true }> {
      if (!(await repo.holiday(id))) throw notFound();
      await repo.deleteHoliday(id);
      return { ok: true };
    },

    async importHolidays(calendarId: string, input: ImportInput): Promise<ImportHolidaysResult> {
      let read: ReturnType<typeof readIcsHolidays>;
      try {
        read = readIcsHolidays(input.ics);
      } catch (error) {
        if (error instanceof IcsError) throw invalid('ics', error.message);
        throw error;
      }
      if (read.holidays.length === 0) throw invalid('ics', CALENDAR_MESSAGES.icsEmpty);
      return repo.transaction(async (tx) => {
        await existingCalendar(tx, calendarId);
        if (input.replace) await tx.deleteHolidaysOf(calendarId);
        const existing = await tx.holidaysOf([calendarId]);
        const key = (h: { date: string; rrule: string | null; name: string }) =>
          `${h.date}|${h.rrule ?? ''}|${h.name.toLowerCase()}`;
        const seen = new Set(existing.map(key));
        const fresh = read.holidays.filter((holiday) => {
          if (seen.has(key(holiday))) return false;
          seen.add(key(holiday));
          return true;
        });
        if (existing.length + fresh.length > HOLIDAYS_PER_CALENDAR_MAX) {
          throw invalid('ics', CALENDAR_MESSAGES.tooManyHolidays);
        }
        await tx.insertHolidays(fresh.map((holiday) => ({ calendarId, ...holiday })));
        return {
          imported: fresh.length,
          skipped: read.skipped + read.holidays.length - fresh.length,
        };
      });
    },

    async exportHolidays(calendarId: string): Promise<{ name: string; ics: string }> {
      const calendar = await existingCalendar(repo, calendarId);
      const rows = await repo.holidaysOf([calendarId]);
      return { name: calendar.name, ics: writeIcsHolidays(calendar.name, rows) };
    },

    async schedule(caller: Caller, query: ScheduleQuery): Promise<Schedule> {
      const userId = query.user_id ?? caller.user.id;
      if (!(await mayViewPerson(repo, caller, userId))) {
        throw new WorkingTimeError(
          'forbidden',
          "You do not have permission to view other users' schedules",
        );
      }
      const calendar = (await calendarsOfPeople(repo, [userId])).get(userId);
      if (!calendar) throw notFound();
      const holidays =
        (await holidaysByCalendar(repo, [calendar.calendarId], query.from_date, query.to_date)).get(
          calendar.calendarId ?? '',
        ) ?? [];
      const { rows: leaves } = await repo.leaveRequests({
        userIds: [userId],
        status: 'approved',
        fromDate: query.from_date,
        toDate: query.to_date,
      });
      const rules = calendar.rules;
      return {
        user_id: userId,
        calendar: {
          id: calendar.calendarId,
          name: calendar.name,
          time_zone: rules.time_zone,
          lines: [...rules.lines],
          weekly_minutes: nominalWeeklyMinutes(rules),
          source: calendar.source,
        },
        days: eachLocalDate(query.from_date, query.to_date).map((date) => {
          const holiday = holidays.find((entry) => entry.date === date) ?? null;
          const leave = leaves.find((row) => row.startDate <= date && date <= row.endDate);
          const leaveDays = leave
            ? leaveDayValue(
                rules,
                holidays,
                {
                  start_date: leave.startDate,
                  end_date: leave.endDate,
                  start_half: leave.startHalf,
                  end_half: leave.endHalf,
                },
                date,
              )
            : 0;
          const full = expectedMinutesOn(rules, date);
          const off = Math.min(1, holidayShare(holidays, date) + leaveDays);
          return {
            date,
            working_day: isWorkingDay(rules, date),
            expected_minutes: Math.round(full * (1 - off)),
            holiday: holiday ? { name: holiday.name ?? '', half_day: holiday.half_day } : null,
            leave:
              leave && leaveDays > 0
                ? { request_id: leave.id, leave_type_id: leave.leaveTypeId, days: leaveDays }
                : null,
            shifts: workingIntervalsOn(rules, date).map((shift) => ({
              start: shift.start.toISOString(),
              end: shift.end.toISOString(),
            })),
          };
        }),
      };
    },
  };
}

async function existingCalendarOrField(repo: WorkingTimeQueries, id: string): Promise<void> {
  const [row] = await repo.calendars([id]);
  if (!row) throw invalid('calendar_id', 'Unknown calendar');
}
