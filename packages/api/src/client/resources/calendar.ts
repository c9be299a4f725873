import type {
  AssignCalendarRequest,
  CalendarAssignment,
  CalendarDetail,
  CalendarList,
  CreateCalendarRequest,
  Holiday,
  HolidayList,
  HolidayRequest,
  ImportHolidaysRequest,
  ImportHolidaysResult,
  Ok,
  Schedule,
  UpdateCalendarRequest,
} from '../../contracts/index.ts';
import type { calendarEndpoints } from '../../contracts/calendar.ts';
import { CALENDAR_ROUTES } from '../../contracts/calendar.constants.ts';
import { buildPath, routesOf, type Http } from '../http.ts';

/** A type (not an interface) so it fits the query record. */
export type ScheduleInput = { from_date: string; to_date: string; user_id?: string };

export interface CalendarResource {
  list(): Promise<CalendarList>;
  create(body: CreateCalendarRequest): Promise<CalendarDetail>;
  get(id: string): Promise<CalendarDetail>;
  update(id: string, body: UpdateCalendarRequest): Promise<CalendarDetail>;
  remove(id: string): Promise<Ok>;
  assignTeam(
    teamId: string,
    calendarId: AssignCalendarRequest['calendar_id'],
  ): Promise<CalendarAssignment>;
  assignUser(
    userId: string,
    calendarId: AssignCalendarRequest['calendar_id'],
  ): Promise<CalendarAssignment>;
  holidays(calendarId: string): Promise<HolidayList>;
  createHoliday(calendarId: string, body: HolidayRequest): Promise<Holiday>;
  updateHoliday(id: string, body: HolidayRequest): Promise<Holiday>;
  removeHoliday(id: string): Promise<Ok>;
  importHolidays(calendarId: string, body: ImportHolidaysRequest): Promise<ImportHolidaysResult>;
  /** A person's effective calendar and expected minutes per date (the caller's by default). */
  schedule(query: ScheduleInput): Promise<Schedule>;
}

/** Where a calendar's holidays download as an `.ics` file. */
export function holidaysIcsUrl(calendarId: string, baseUrl = '/api'): string {
  return `${baseUrl.replace(/\/$/, '')}${buildPath(CALENDAR_ROUTES.exportHolidays.path, { id: calendarId })}`;
}

export function calendarResource(http: Http): CalendarResource {
  const endpoints = routesOf<typeof calendarEndpoints>(CALENDAR_ROUTES);
  return {
    list: () => http.call(endpoints.list),
    create: (body) => http.call(endpoints.create, { body }),
    get: (id) => http.call(endpoints.get, { params: { id } }),
    update: (id, body) => http.call(endpoints.update, { params: { id }, body }),
    remove: (id) => http.call(endpoints.remove, { params: { id } }),
    assignTeam: (id, calendar_id) =>
      http.call(endpoints.assignTeam, { params: { id }, body: { calendar_id } }),
    assignUser: (id, calendar_id) =>
      http.call(endpoints.assignUser, { params: { id }, body: { calendar_id } }),
    holidays: (id) => http.call(endpoints.holidays, { params: { id } }),
    createHoliday: (id, body) => http.call(endpoints.createHoliday, { params: { id }, body }),
    updateHoliday: (id, body) => http.call(endpoints.updateHoliday, { params: { id }, body }),
    removeHoliday: (id) => http.call(endpoints.removeHoliday, { params: { id } }),
    importHolidays: (id, body) => http.call(endpoints.importHolidays, { params: { id }, body }),
    schedule: (query) => http.call(endpoints.schedule, { query }),
  };
}
