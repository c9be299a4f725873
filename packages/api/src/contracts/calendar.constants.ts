// Plain values only, never zod (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const CALENDAR_NAME_MAX = 100;
export const CALENDAR_LINES_MAX = 56;
export const HOLIDAY_NAME_MAX = 200;
/** Holidays one calendar keeps (one-off and yearly together). */
export const HOLIDAYS_PER_CALENDAR_MAX = 1000;
/** Largest `.ics` text accepted by the import (the request body limit is 1 MiB). */
export const HOLIDAY_ICS_MAX_CHARS = 900_000;
/** Longest range a schedule or a team calendar covers. */
export const CALENDAR_RANGE_MAX_DAYS = 62;

/** The calendar used when neither the person, a team nor a default calendar says otherwise. */
export const FALLBACK_CALENDAR = {
  name: 'Standard week',
  lines: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
} as const;

/** Fixed texts of the calendar endpoints' answers, shared by the server and the screens. */
export const CALENDAR_MESSAGES = {
  nameTaken: 'A calendar with this name already exists',
  timeZone: 'Unknown time zone',
  defaultInUse: 'The default calendar cannot be deleted; make another calendar the default first',
  rrule: 'Enter a yearly rule such as FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25',
  icsUnreadable: 'This is not an iCalendar (.ics) file',
  icsEmpty: 'The file holds no all-day events',
  tooManyHolidays: 'A calendar keeps at most 1000 holidays',
  rangeTooLong: 'Choose at most 62 days',
} as const;

/** Where each calendar endpoint lives (the `calendarEndpoints` contracts add the schemas). */
export const CALENDAR_ROUTES = {
  list: { method: 'GET', path: '/calendar/calendars' },
  create: { method: 'POST', path: '/calendar/calendars' },
  get: { method: 'GET', path: '/calendar/calendars/:id' },
  update: { method: 'PUT', path: '/calendar/calendars/:id' },
  remove: { method: 'DELETE', path: '/calendar/calendars/:id' },
  assignTeam: { method: 'PUT', path: '/calendar/teams/:id' },
  assignUser: { method: 'PUT', path: '/calendar/users/:id' },
  holidays: { method: 'GET', path: '/calendar/calendars/:id/holidays' },
  createHoliday: { method: 'POST', path: '/calendar/calendars/:id/holidays' },
  importHolidays: { method: 'POST', path: '/calendar/calendars/:id/holidays/import' },
  exportHolidays: { method: 'GET', path: '/calendar/calendars/:id/holidays.ics' },
  updateHoliday: { method: 'PUT', path: '/calendar/holidays/:id' },
  removeHoliday: { method: 'DELETE', path: '/calendar/holidays/:id' },
  schedule: { method: 'GET', path: '/calendar/schedule' },
} as const satisfies Record<string, Route>;
