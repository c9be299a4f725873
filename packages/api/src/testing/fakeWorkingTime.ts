import { ApiError } from '../client/ApiError.ts';
import type { CalendarResource } from '../client/resources/calendar.ts';
import type { LeaveResource } from '../client/resources/leave.ts';
import {
  CALENDAR_MESSAGES,
  createCalendarRequestSchema,
  holidayRequestSchema,
  scheduleQuerySchema,
  type Calendar,
  type CalendarDetail,
  type Holiday,
} from '../contracts/calendar.ts';
import { ERROR_DETAILS } from '../contracts/common.ts';
import { PAGE_SIZE_ALL } from '../contracts/common.constants.ts';
import {
  adjustmentRequestSchema,
  createLeaveRequestSchema,
  LEAVE_MESSAGES,
  leaveDecisionRequestSchema,
  leavePreviewQuerySchema,
  leaveTypeRequestSchema,
  teamCalendarQuerySchema,
  type Adjustment,
  type LeaveRequest,
  type LeaveType,
} from '../contracts/leave.ts';
import {
  expectedMinutesOn,
  holidayShare,
  isWorkingDay,
  nominalWeeklyMinutes,
  workingIntervalsOn,
  type HolidayDate,
  type WorkingCalendarRules,
} from '../workingTime/calendarRules.ts';
import {
  countLeaveDays,
  leaveDayValues,
  leaveSpansOverlap,
  type LeaveSpan,
} from '../workingTime/leaveDays.ts';
import { eachLocalDate } from '../workingTime/zonedDates.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeWorkingTimeUser {
  id: string;
  username: string;
  full_name: string;
  role: 'super_admin' | 'admin' | 'user';
  permissions: string[];
}

function fail(status: number, url: string, text: string): ApiError {
  return new ApiError({ kind: 'detail', status, url, detail: text });
}
function invalid(url: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new ApiError({ kind: 'validation', status: 400, url, fieldErrors });
}
const fieldError = (url: string, field: string, message: string) =>
  invalid(url, [{ path: [field], message }]);

/**
 * Calendars, holidays and leave in memory with the server's rules from `workingTime/` (day
 * counting, overlaps, balances). Simplified: everyone is on the default calendar, approvers are
 * holders of Users Management (the fake has no team leads), yearly holidays repeat on their
 * date's month and day, and there is no carry-over. Starts with a Monday–Friday calendar and two
 * types of leave (Annual, 21 days; Sick, document required).
 */
export function createFakeWorkingTime(
  respond: Respond,
  signedIn: (url: string) => FakeWorkingTimeUser,
  everyone: () => FakeWorkingTimeUser[],
  fakeId: () => string,
  /** The ids of a team's members (the team filters of the request list and team calendar). */
  membersOf: (teamId: string) => readonly string[] = () => [],
): { calendar: CalendarResource; leave: LeaveResource } {
  const now = () => new Date().toISOString();
  const calendars = new Map<
    string,
    Omit<Calendar, 'weekly_minutes' | 'team_count' | 'user_count'>
  >();
  const holidays = new Map<string, Holiday>();
  const types = new Map<string, LeaveType>();
  const requests = new Map<string, LeaveRequest & { user_id: string }>();
  const adjustments: Adjustment[] = [];

  const defaultId = fakeId();
  calendars.set(defaultId, {
    id: defaultId,
    name: 'Standard week',
    time_zone: 'UTC',
    is_default: true,
    lines: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
    updated_at: now(),
  });
  for (const type of [
    { name: 'Annual', color: '#3b82f6', requires_document: false, yearly_allowance: 21 },
    { name: 'Sick', color: '#ef4444', requires_document: true, yearly_allowance: null },
  ]) {
    const id = fakeId();
    types.set(id, { id, paid: true, carry_over_max: 0, archived: false, ...type });
  }

  const can = (user: FakeWorkingTimeUser, permission: string) =>
    user.role === 'super_admin' || user.permissions.includes(permission);
  function manager(url: string): FakeWorkingTimeUser {
    const user = signedIn(url);
    if (!can(user, 'Working Times')) throw fail(403, url, ERROR_DETAILS.forbidden);
    return user;
  }
  const person = (id: string) => {
    const user = everyone().find((entry) => entry.id === id);
    return { id, username: user?.username ?? '', full_name: user?.full_name ?? '' };
  };
  function defaultCalendar() {
    const found = [...calendars.values()].find((calendar) => calendar.is_default);
    if (!found) throw new Error('fake working time: no default calendar');
    return found;
  }
  const rulesOf = (calendar: { time_zone: string; lines: Calendar['lines'] }) =>
    ({ time_zone: calendar.time_zone, lines: calendar.lines }) satisfies WorkingCalendarRules;
  function holidayDates(calendarId: string, from: string, to: string): HolidayDate[] {
    const out: HolidayDate[] = [];
    for (const holiday of holidays.values()) {
      if (holiday.calendar_id !== calendarId) continue;
      for (const date of holiday.rrule
        ? eachLocalDate(from, to).filter(
            (day) => day >= holiday.date && day.slice(5) === holiday.date.slice(5),
          )
        : [holiday.date].filter((day) => day >= from && day <= to)) {
        out.push({ date, half_day: holiday.half_day, name: holiday.name });
      }
    }
    return out;
  }
  function summary(calendar: ReturnType<typeof defaultCalendar>): Calendar {
    return {
      ...calendar,
      weekly_minutes: nominalWeeklyMinutes(rulesOf(calendar)),
      team_count: 0,
      user_count: 0,
    };
  }
  function detail(url: string, id: string): CalendarDetail {
    const calendar = calendars.get(id);
    if (!calendar) throw fail(404, url, ERROR_DETAILS.notFound);
    return { ...summary(calendar), teams: [], users: [] };
  }
  function remaining(userId: string, type: LeaveType, year: number, except?: string) {
    if (type.yearly_allowance === null) return null;
    const taken = [...requests.values()]
      .filter(
        (request) =>
          request.user_id === userId &&
          request.leave_type_id === type.id &&
          request.id !== except &&
          (request.status === 'pending' || request.status === 'approved') &&
          request.start_date.startsWith(String(year)),
      )
      .reduce((sum, request) => sum + request.days, 0);
    const adjusted = adjustments
      .filter(
        (entry) =>
          entry.user_id === userId && entry.leave_type_id === type.id && entry.year === year,
      )
      .reduce((sum, entry) => sum + entry.days, 0);
    return type.yearly_allowance + adjusted - taken;
  }
  function measure(span: LeaveSpan) {
    const calendar = defaultCalendar();
    const rules = rulesOf(calendar);
    const dates = holidayDates(calendar.id, span.start_date, span.end_date);
    return { rules, dates, days: countLeaveDays(rules, dates, span) };
  }
  function visible(url: string, id: string, user: FakeWorkingTimeUser) {
    const request = requests.get(id);
    if (!request || (request.user_id !== user.id && !can(user, 'Users Management'))) {
      throw fail(404, url, ERROR_DETAILS.notFound);
    }
    return request;
  }
  const view = (request: LeaveRequest & { user_id: string }, user: FakeWorkingTimeUser) => {
    const { user_id: owner, ...out } = request;
    const approver = owner !== user.id && can(user, 'Users Management');
    const open = out.status === 'pending' || out.status === 'approved';
    return {
      ...out,
      can_decide: approver && out.status === 'pending',
      can_cancel:
        open &&
        (approver ||
          (owner === user.id && (out.status === 'pending' || out.start_date > now().slice(0, 10)))),
    };
  };

  const calendar: CalendarResource = {
    list: () =>
      respond('calendar.list', () => {
        manager('/calendar/calendars');
        return { items: [...calendars.values()].map(summary) };
      }),
    create: (body) =>
      respond('calendar.create', () => {
        const url = '/calendar/calendars';
        manager(url);
        const parsed = createCalendarRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const values = parsed.data;
        if (
          [...calendars.values()].some((c) => c.name.toLowerCase() === values.name.toLowerCase())
        ) {
          throw fieldError(url, 'name', CALENDAR_MESSAGES.nameTaken);
        }
        if (values.is_default) for (const c of calendars.values()) c.is_default = false;
        const id = fakeId();
        calendars.set(id, { id, ...values, updated_at: now() });
        return detail(url, id);
      }),
    get: (id) =>
      respond('calendar.get', () => {
        manager(`/calendar/calendars/${id}`);
        return detail(`/calendar/calendars/${id}`, id);
      }),
    update: (id, body) =>
      respond('calendar.update', () => {
        const url = `/calendar/calendars/${id}`;
        manager(url);
        const current = calendars.get(id);
        if (!current) throw fail(404, url, ERROR_DETAILS.notFound);
        const parsed = createCalendarRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        if (parsed.data.is_default) for (const c of calendars.values()) c.is_default = false;
        Object.assign(current, parsed.data, {
          is_default: parsed.data.is_default || current.is_default,
          updated_at: now(),
        });
        return detail(url, id);
      }),
    remove: (id) =>
      respond('calendar.remove', () => {
        const url = `/calendar/calendars/${id}`;
        manager(url);
        const current = calendars.get(id);
        if (!current) throw fail(404, url, ERROR_DETAILS.notFound);
        if (current.is_default) throw fail(409, url, CALENDAR_MESSAGES.defaultInUse);
        calendars.delete(id);
        return { ok: true as const };
      }),
    assignTeam: (_teamId, calendarId) =>
      respond('calendar.assignTeam', () => {
        manager('/calendar/teams');
        return { calendar_id: calendarId };
      }),
    assignUser: (_userId, calendarId) =>
      respond('calendar.assignUser', () => {
        manager('/calendar/users');
        return { calendar_id: calendarId };
      }),
    holidays: (calendarId) =>
      respond('calendar.holidays', () => {
        manager(`/calendar/calendars/${calendarId}/holidays`);
        return {
          items: [...holidays.values()]
            .filter((holiday) => holiday.calendar_id === calendarId)
            .sort((a, b) => a.date.localeCompare(b.date)),
        };
      }),
    createHoliday: (calendarId, body) =>
      respond('calendar.createHoliday', () => {
        const url = `/calendar/calendars/${calendarId}/holidays`;
        manager(url);
        if (!calendars.has(calendarId)) throw fail(404, url, ERROR_DETAILS.notFound);
        const parsed = holidayRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        if (parsed.data.rrule && !/^FREQ=YEARLY\b/i.test(parsed.data.rrule)) {
          throw fieldError(url, 'rrule', CALENDAR_MESSAGES.rrule);
        }
        const id = fakeId();
        const holiday = { id, calendar_id: calendarId, ...parsed.data };
        holidays.set(id, holiday);
        return holiday;
      }),
    updateHoliday: (id, body) =>
      respond('calendar.updateHoliday', () => {
        const url = `/calendar/holidays/${id}`;
        manager(url);
        const current = holidays.get(id);
        if (!current) throw fail(404, url, ERROR_DETAILS.notFound);
        const parsed = holidayRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        Object.assign(current, parsed.data);
        return current;
      }),
    removeHoliday: (id) =>
      respond('calendar.removeHoliday', () => {
        manager(`/calendar/holidays/${id}`);
        if (!holidays.delete(id))
          throw fail(404, `/calendar/holidays/${id}`, ERROR_DETAILS.notFound);
        return { ok: true as const };
      }),
    importHolidays: (calendarId, body) =>
      respond('calendar.importHolidays', () => {
        const url = `/calendar/calendars/${calendarId}/holidays/import`;
        manager(url);
        // The fake reads only `DTSTART;VALUE=DATE:` and `SUMMARY:` pairs.
        const events = [
          ...body.ics.matchAll(
            /DTSTART;VALUE=DATE:(\d{4})(\d{2})(\d{2})[\s\S]*?SUMMARY:([^\r\n]*)/g,
          ),
        ];
        if (!body.ics.includes('BEGIN:VCALENDAR'))
          throw fieldError(url, 'ics', CALENDAR_MESSAGES.icsUnreadable);
        if (events.length === 0) throw fieldError(url, 'ics', CALENDAR_MESSAGES.icsEmpty);
        for (const [, year, month, day, name] of events) {
          const id = fakeId();
          holidays.set(id, {
            id,
            calendar_id: calendarId,
            name: name ?? '',
            date: `${year}-${month}-${day}`,
            rrule: null,
            half_day: false,
          });
        }
        return { imported: events.length, skipped: 0 };
      }),
    schedule: (query) =>
      respond('calendar.schedule', () => {
        const url = '/calendar/schedule';
        const user = signedIn(url);
        const parsed = scheduleQuerySchema.safeParse(query);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const { from_date, to_date } = parsed.data;
        const userId = parsed.data.user_id ?? user.id;
        if (userId !== user.id && !can(user, 'Users Management') && !can(user, 'Working Times')) {
          throw fail(403, url, "You do not have permission to view other users' schedules");
        }
        const calendar = defaultCalendar();
        const rules = rulesOf(calendar);
        const dates = holidayDates(calendar.id, from_date, to_date);
        const approved = [...requests.values()].filter(
          (request) => request.user_id === userId && request.status === 'approved',
        );
        return {
          user_id: userId,
          calendar: { ...summary(calendar), source: 'default' as const, id: calendar.id },
          days: eachLocalDate(from_date, to_date).map((date) => {
            const holiday = dates.find((entry) => entry.date === date);
            const leave = approved.find(
              (request) => request.start_date <= date && date <= request.end_date,
            );
            const leaveDays = leave
              ? (leaveDayValues(rules, dates, leave).find((entry) => entry.date === date)?.days ??
                0)
              : 0;
            const off = Math.min(1, holidayShare(dates, date) + leaveDays);
            return {
              date,
              working_day: isWorkingDay(rules, date),
              expected_minutes: Math.round(expectedMinutesOn(rules, date) * (1 - off)),
              holiday: holiday ? { name: holiday.name ?? '', half_day: holiday.half_day } : null,
              leave:
                leave && leaveDays > 0
                  ? { request_id: leave.id, leave_type_id: leave.leave_type_id, days: leaveDays }
                  : null,
              shifts: workingIntervalsOn(rules, date).map((shift) => ({
                start: shift.start.toISOString(),
                end: shift.end.toISOString(),
              })),
            };
          }),
        };
      }),
  };

  const leave: LeaveResource = {
    types: () =>
      respond('leave.types', () => {
        signedIn('/leave/types');
        return { items: [...types.values()] };
      }),
    createType: (body) =>
      respond('leave.createType', () => {
        const url = '/leave/types';
        manager(url);
        const parsed = leaveTypeRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        if (
          [...types.values()].some(
            (type) => type.name.toLowerCase() === parsed.data.name.toLowerCase(),
          )
        ) {
          throw fieldError(url, 'name', LEAVE_MESSAGES.typeNameTaken);
        }
        const id = fakeId();
        const type = { id, ...parsed.data };
        types.set(id, type);
        return type;
      }),
    updateType: (id, body) =>
      respond('leave.updateType', () => {
        const url = `/leave/types/${id}`;
        manager(url);
        const current = types.get(id);
        if (!current) throw fail(404, url, ERROR_DETAILS.notFound);
        const parsed = leaveTypeRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        Object.assign(current, parsed.data);
        return current;
      }),
    balances: (query = {}) =>
      respond('leave.balances', () => {
        const url = '/leave/balances';
        const user = signedIn(url);
        const userId = query.user_id ?? user.id;
        if (userId !== user.id && !can(user, 'Users Management') && !can(user, 'Working Times')) {
          throw fail(403, url, "You do not have permission to view other users' leave");
        }
        const year = query.year ?? new Date().getUTCFullYear();
        const sum = (typeId: string, status: string) =>
          [...requests.values()]
            .filter(
              (r) =>
                r.user_id === userId &&
                r.leave_type_id === typeId &&
                r.status === status &&
                r.start_date.startsWith(String(year)),
            )
            .reduce((total, r) => total + r.days, 0);
        return {
          user_id: userId,
          year,
          items: [...types.values()].map((type) => ({
            leave_type_id: type.id,
            year,
            allowance: type.yearly_allowance,
            carried_over: 0,
            adjustments: adjustments
              .filter((a) => a.user_id === userId && a.leave_type_id === type.id && a.year === year)
              .reduce((total, a) => total + a.days, 0),
            used: sum(type.id, 'approved'),
            pending: sum(type.id, 'pending'),
            remaining: remaining(userId, type, year),
          })),
        };
      }),
    adjustments: (query = {}) =>
      respond('leave.adjustments', () => {
        const user = signedIn('/leave/adjustments');
        const items = adjustments.filter(
          (entry) =>
            (query.user_id ? entry.user_id === query.user_id : true) &&
            (can(user, 'Users Management') ||
              can(user, 'Working Times') ||
              entry.user_id === user.id),
        );
        return {
          items: [...items].reverse(),
          total: items.length,
          page: query.page ?? 1,
          size: query.size ?? 10,
        };
      }),
    adjust: (body) =>
      respond('leave.adjust', () => {
        const url = '/leave/adjustments';
        const user = signedIn(url);
        if (!can(user, 'Users Management') && !can(user, 'Working Times'))
          throw fail(403, url, ERROR_DETAILS.forbidden);
        const parsed = adjustmentRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const entry = { id: fakeId(), ...parsed.data, actor: person(user.id), created_at: now() };
        adjustments.push(entry);
        return entry;
      }),
    preview: (query) =>
      respond('leave.preview', () => {
        const url = '/leave/preview';
        const user = signedIn(url);
        const parsed = leavePreviewQuerySchema.safeParse({
          ...query,
          start_half: query.start_half ? 'true' : 'false',
          end_half: query.end_half ? 'true' : 'false',
        });
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const type = types.get(parsed.data.leave_type_id);
        if (!type) throw fieldError(url, 'leave_type_id', 'Unknown type of leave');
        const span = parsed.data;
        const measured = measure(span);
        const left = remaining(user.id, type, Number(span.start_date.slice(0, 4)));
        return {
          days: measured.days,
          dates: leaveDayValues(measured.rules, measured.dates, span).map((entry) => {
            const share = holidayShare(measured.dates, entry.date);
            const note = !isWorkingDay(measured.rules, entry.date)
              ? ('weekend' as const)
              : share === 1
                ? ('holiday' as const)
                : share === 0.5
                  ? ('half_holiday' as const)
                  : entry.days === 0.5
                    ? ('half' as const)
                    : null;
            return { ...entry, note };
          }),
          remaining_after: left === null ? null : left - measured.days,
          overlaps: [...requests.values()]
            .filter(
              (r) =>
                r.user_id === user.id &&
                (r.status === 'pending' || r.status === 'approved') &&
                leaveSpansOverlap(r, span),
            )
            .map((r) => r.id),
        };
      }),
    requests: (query = {}) =>
      respond('leave.requests', () => {
        const user = signedIn('/leave/requests');
        const scope = query.scope ?? 'mine';
        const items = [...requests.values()]
          .filter((request) =>
            scope === 'mine'
              ? request.user_id === user.id
              : scope === 'to_approve'
                ? request.status === 'pending' &&
                  request.user_id !== user.id &&
                  can(user, 'Users Management')
                : request.user_id === user.id ||
                  can(user, 'Users Management') ||
                  can(user, 'Working Times'),
          )
          .filter((request) =>
            query.status ? request.status === query.status : request.status !== 'cancelled',
          )
          .filter((request) => (query.user_id ? request.user_id === query.user_id : true))
          .filter((request) =>
            query.leave_type_id ? request.leave_type_id === query.leave_type_id : true,
          )
          .filter((request) =>
            query.team_id ? membersOf(query.team_id).includes(request.user_id) : true,
          )
          // Requests touching the range, like the server's.
          .filter((request) => (query.from_date ? request.end_date >= query.from_date : true))
          .filter((request) => (query.to_date ? request.start_date <= query.to_date : true))
          .sort((a, b) => b.start_date.localeCompare(a.start_date))
          .map((request) => view(request, user));
        const page = query.page ?? 1;
        const size = query.size ?? 10;
        const shown = size === PAGE_SIZE_ALL ? items : items.slice((page - 1) * size, page * size);
        return { items: shown, total: items.length, page, size };
      }),
    create: (body) =>
      respond('leave.create', () => {
        const url = '/leave/requests';
        const user = signedIn(url);
        const parsed = createLeaveRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const values = parsed.data;
        const type = types.get(values.leave_type_id);
        if (!type) throw fieldError(url, 'leave_type_id', 'Unknown type of leave');
        if (type.archived) throw fieldError(url, 'leave_type_id', LEAVE_MESSAGES.typeArchived);
        if (type.requires_document && !values.attachment_id) {
          throw fieldError(url, 'attachment_id', LEAVE_MESSAGES.documentRequired);
        }
        const { days } = measure(values);
        if (days === 0) throw fieldError(url, 'end_date', LEAVE_MESSAGES.noWorkingDays);
        const clash = [...requests.values()].some(
          (r) =>
            r.user_id === user.id &&
            (r.status === 'pending' || r.status === 'approved') &&
            leaveSpansOverlap(r, values),
        );
        if (clash) throw fieldError(url, 'start_date', LEAVE_MESSAGES.overlap);
        const left = remaining(user.id, type, Number(values.start_date.slice(0, 4)));
        if (left !== null && left < days)
          throw fieldError(url, 'leave_type_id', LEAVE_MESSAGES.notEnoughDays);
        const id = fakeId();
        const request = {
          id,
          user_id: user.id,
          user: person(user.id),
          leave_type_id: type.id,
          start_date: values.start_date,
          end_date: values.end_date,
          start_half: values.start_half,
          end_half: values.end_half,
          days,
          reason: values.reason,
          attachment: values.attachment_id ? { id: values.attachment_id, name: 'document' } : null,
          status: 'pending' as const,
          decided_by: null,
          decided_at: null,
          decision_comment: null,
          cancelled_by: null,
          created_at: now(),
          can_decide: false,
          can_cancel: true,
        };
        requests.set(id, request);
        return view(request, user);
      }),
    get: (id) =>
      respond('leave.get', () => {
        const url = `/leave/requests/${id}`;
        const user = signedIn(url);
        return view(visible(url, id, user), user);
      }),
    decide: (id, body) =>
      respond('leave.decide', () => {
        const url = `/leave/requests/${id}/decision`;
        const user = signedIn(url);
        const request = visible(url, id, user);
        if (request.user_id === user.id) throw fail(403, url, LEAVE_MESSAGES.ownRequest);
        const parsed = leaveDecisionRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        if (request.status !== 'pending') throw fail(409, url, LEAVE_MESSAGES.alreadyDecided);
        Object.assign(request, {
          status: parsed.data.decision === 'approve' ? 'approved' : 'rejected',
          decided_by: person(user.id),
          decided_at: now(),
          decision_comment: parsed.data.comment || null,
        });
        return view(request, user);
      }),
    cancel: (id, body = {}) =>
      respond('leave.cancel', () => {
        const url = `/leave/requests/${id}/cancel`;
        const user = signedIn(url);
        const request = visible(url, id, user);
        if (!view(request, user).can_cancel) throw fail(409, url, LEAVE_MESSAGES.cannotCancel);
        Object.assign(request, {
          status: 'cancelled',
          cancelled_by: person(user.id),
          ...(body.comment ? { decision_comment: body.comment } : {}),
        });
        return view(request, user);
      }),
    teamCalendar: (query) =>
      respond('leave.teamCalendar', () => {
        const url = '/leave/team-calendar';
        signedIn(url);
        const parsed = teamCalendarQuerySchema.safeParse({
          ...query,
          include_pending: query.include_pending === false ? 'false' : 'true',
        });
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const { from_date, to_date, include_pending, team_id } = parsed.data;
        const calendar = defaultCalendar();
        const people = team_id
          ? everyone().filter((user) => membersOf(team_id).includes(user.id))
          : everyone();
        const shown = new Set(people.map((user) => user.id));
        return {
          from_date,
          to_date,
          people: people.map((user) => ({
            ...person(user.id),
            team_ids: [],
            calendar_id: calendar.id,
          })),
          holidays: holidayDates(calendar.id, from_date, to_date).map((date) => ({
            calendar_id: calendar.id,
            date: date.date,
            name: date.name ?? '',
            half_day: date.half_day,
          })),
          leaves: [...requests.values()]
            .filter(
              (r) =>
                shown.has(r.user_id) &&
                (r.status === 'approved' || (include_pending && r.status === 'pending')) &&
                r.end_date >= from_date &&
                r.start_date <= to_date,
            )
            .map((r) => ({
              id: r.id,
              user_id: r.user_id,
              leave_type_id: r.leave_type_id,
              status: r.status,
              start_date: r.start_date,
              end_date: r.end_date,
              start_half: r.start_half,
              end_half: r.end_half,
              days: r.days,
            })),
          leave_types: [...types.values()],
        };
      }),
  };

  return { calendar, leave };
}
