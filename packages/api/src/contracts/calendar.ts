import { z } from 'zod';
import { lineProblems, parseClock } from '../workingTime/calendarRules.ts';
import { daysBetween, isKnownTimeZone, isLocalDate } from '../workingTime/zonedDates.ts';
import { localDateSchema } from './attendance.ts';
import { defineEndpoint, okSchema } from './common.ts';
import {
  CALENDAR_LINES_MAX,
  CALENDAR_MESSAGES,
  CALENDAR_NAME_MAX,
  CALENDAR_RANGE_MAX_DAYS,
  CALENDAR_ROUTES,
  HOLIDAY_ICS_MAX_CHARS,
  HOLIDAY_NAME_MAX,
} from './calendar.constants.ts';

export * from './calendar.constants.ts';

const REQUIRED = 'This field is required';
const timestampSchema = z.iso.datetime({ offset: true });

/** An IANA zone the platform knows (`Europe/Berlin`, `Asia/Riyadh`, `UTC`). */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(64)
  .refine(isKnownTimeZone, { message: CALENDAR_MESSAGES.timeZone });

/** `HH:mm`, 00:00–23:59. */
export const clockTimeSchema = z
  .string()
  .refine((value) => parseClock(value) !== null, { message: 'Enter a time as HH:mm' });

export const isoWeekdaySchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);

/** One working range of a weekday; `to` not after `from` = ends the next day (night shift). */
export const calendarLineSchema = z.strictObject({
  weekday: isoWeekdaySchema,
  from: clockTimeSchema,
  to: clockTimeSchema,
});
export type CalendarLineInput = z.infer<typeof calendarLineSchema>;

const linesSchema = z
  .array(calendarLineSchema)
  .max(CALENDAR_LINES_MAX)
  .superRefine((lines, context) => {
    // Refinements also see input whose items failed: check the week only when each line is whole.
    const whole = lines.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as { from?: unknown }).from === 'string' &&
        typeof (line as { to?: unknown }).to === 'string' &&
        typeof (line as { weekday?: unknown }).weekday === 'number',
    );
    if (!whole) return;
    for (const [index, message] of lineProblems(lines)) {
      context.addIssue({ code: 'custom', message, path: [index] });
    }
  });

const calendarNameSchema = z.string().trim().min(1, REQUIRED).max(CALENDAR_NAME_MAX);

export const calendarPersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
});

export const calendarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  /** The calendar of everyone without a team or personal calendar. */
  is_default: z.boolean(),
  lines: z.array(calendarLineSchema),
  /** Nominal minutes of a week (DST ignored). */
  weekly_minutes: z.number().int().min(0),
  team_count: z.number().int().min(0),
  user_count: z.number().int().min(0),
  updated_at: timestampSchema,
});
export type Calendar = z.infer<typeof calendarSchema>;

export const calendarDetailSchema = calendarSchema.extend({
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** People with this calendar as their personal override. */
  users: z.array(calendarPersonSchema),
});
export type CalendarDetail = z.infer<typeof calendarDetailSchema>;

export const calendarListSchema = z.object({ items: z.array(calendarSchema) });
export type CalendarList = z.infer<typeof calendarListSchema>;

export const calendarParamsSchema = z.strictObject({ id: z.uuid() });

export const createCalendarRequestSchema = z.strictObject({
  name: calendarNameSchema,
  time_zone: timeZoneSchema,
  lines: linesSchema,
  is_default: z.boolean().default(false),
});
export type CreateCalendarRequest = z.input<typeof createCalendarRequestSchema>;

/** The whole calendar is replaced (lines included). */
export const updateCalendarRequestSchema = createCalendarRequestSchema;
export type UpdateCalendarRequest = z.input<typeof updateCalendarRequestSchema>;

/** `PUT /calendar/teams/{id}` and `/calendar/users/{id}`: null = back to the inherited calendar. */
export const assignCalendarRequestSchema = z.strictObject({ calendar_id: z.uuid().nullable() });
export type AssignCalendarRequest = z.infer<typeof assignCalendarRequestSchema>;

export const calendarAssignmentSchema = z.object({
  calendar_id: z.uuid().nullable(),
});
export type CalendarAssignment = z.infer<typeof calendarAssignmentSchema>;

/**
 * A public holiday. One-off: `rrule` null, on `date`. Yearly: an RFC 5545 yearly rule
 * (`FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25`, or `FREQ=YEARLY` for every year on `date`'s day)
 * starting from `date`.
 */
export const holidaySchema = z.object({
  id: z.uuid(),
  calendar_id: z.uuid(),
  name: z.string(),
  date: localDateSchema,
  rrule: z.string().nullable(),
  half_day: z.boolean(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListSchema = z.object({ items: z.array(holidaySchema) });
export type HolidayList = z.infer<typeof holidayListSchema>;

export const holidayRequestSchema = z.strictObject({
  name: z.string().trim().min(1, REQUIRED).max(HOLIDAY_NAME_MAX),
  date: localDateSchema,
  rrule: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  half_day: z.boolean().default(false),
});
export type HolidayRequest = z.input<typeof holidayRequestSchema>;

export const importHolidaysRequestSchema = z.strictObject({
  /** The `.ics` file's text. */
  ics: z.string().min(1, REQUIRED).max(HOLIDAY_ICS_MAX_CHARS),
  /** Replace the calendar's holidays (true) or add to them (false). */
  replace: z.boolean().default(false),
});
export type ImportHolidaysRequest = z.input<typeof importHolidaysRequestSchema>;

export const importHolidaysResultSchema = z.object({
  imported: z.number().int().min(0),
  /** Events that were not all-day, or repeated an existing holiday. */
  skipped: z.number().int().min(0),
});
export type ImportHolidaysResult = z.infer<typeof importHolidaysResultSchema>;

function rangeChecks<T extends { from_date: string; to_date: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((range) => range.from_date <= range.to_date, {
      message: 'The end date must not be before the start date',
      path: ['to_date'],
    })
    .refine(
      (range) =>
        !isLocalDate(range.from_date) ||
        !isLocalDate(range.to_date) ||
        daysBetween(range.from_date, range.to_date) < CALENDAR_RANGE_MAX_DAYS,
      {
        message: CALENDAR_MESSAGES.rangeTooLong,
        path: ['to_date'],
      },
    );
}

export const scheduleQuerySchema = rangeChecks(
  z.strictObject({
    /** Another person's schedule (their lead, a people manager or a Calendar manager). */
    user_id: z.uuid().optional(),
    from_date: localDateSchema,
    to_date: localDateSchema,
  }),
);
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** One date of a person's schedule, in their calendar's zone. */
export const scheduleDaySchema = z.object({
  date: localDateSchema,
  /** The date has lines (not a weekend day). */
  working_day: z.boolean(),
  /** Real minutes of the date's shifts, less holidays and approved leave. */
  expected_minutes: z.number().int().min(0),
  holiday: z.object({ name: z.string(), half_day: z.boolean() }).nullable(),
  /** Approved leave on that date: its id, type and the days it takes (0.5 or 1). */
  leave: z.object({ request_id: z.uuid(), leave_type_id: z.uuid(), days: z.number() }).nullable(),
  /** The shifts as instants (a night shift ends the next day). */
  shifts: z.array(z.object({ start: timestampSchema, end: timestampSchema })),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const scheduleSchema = z.object({
  user_id: z.uuid(),
  /** The effective calendar: personal, else the team's, else the default, else the fallback (id null). */
  calendar: z.object({
    id: z.uuid().nullable(),
    name: z.string(),
    time_zone: z.string(),
    lines: z.array(calendarLineSchema),
    weekly_minutes: z.number().int().min(0),
    source: z.enum(['user', 'team', 'default', 'fallback']),
  }),
  days: z.array(scheduleDaySchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const calendarEndpoints = {
  list: defineEndpoint({
    ...CALENDAR_ROUTES.list,
    summary: 'Every working calendar with its weekly lines and how many teams and people use it.',
    response: calendarListSchema,
  }),
  create: defineEndpoint({
    ...CALENDAR_ROUTES.create,
    summary: 'Create a working calendar (name, IANA time zone, weekly lines).',
    body: createCalendarRequestSchema,
    response: calendarDetailSchema,
  }),
  get: defineEndpoint({
    ...CALENDAR_ROUTES.get,
    summary: 'A calendar with the teams and people that use it.',
    response: calendarDetailSchema,
  }),
  update: defineEndpoint({
    ...CALENDAR_ROUTES.update,
    summary: "Replace a calendar's name, zone, lines and default flag.",
    body: updateCalendarRequestSchema,
    response: calendarDetailSchema,
  }),
  remove: defineEndpoint({
    ...CALENDAR_ROUTES.remove,
    summary: 'Delete a calendar (not the default); its teams and people fall back.',
    response: okSchema,
  }),
  assignTeam: defineEndpoint({
    ...CALENDAR_ROUTES.assignTeam,
    summary: "Set a team's calendar (null: the default).",
    body: assignCalendarRequestSchema,
    response: calendarAssignmentSchema,
  }),
  assignUser: defineEndpoint({
    ...CALENDAR_ROUTES.assignUser,
    summary: "Set a person's own calendar (null: their team's).",
    body: assignCalendarRequestSchema,
    response: calendarAssignmentSchema,
  }),
  holidays: defineEndpoint({
    ...CALENDAR_ROUTES.holidays,
    summary: "A calendar's holidays (one-off and yearly rules).",
    response: holidayListSchema,
  }),
  createHoliday: defineEndpoint({
    ...CALENDAR_ROUTES.createHoliday,
    summary: 'Add a holiday: one date, or a yearly rule from that date; half day or whole.',
    body: holidayRequestSchema,
    response: holidaySchema,
  }),
  importHolidays: defineEndpoint({
    ...CALENDAR_ROUTES.importHolidays,
    summary: "Import an .ics file's all-day events as holidays (yearly RRULEs kept).",
    body: importHolidaysRequestSchema,
    response: importHolidaysResultSchema,
  }),
  updateHoliday: defineEndpoint({
    ...CALENDAR_ROUTES.updateHoliday,
    summary: 'Change a holiday.',
    body: holidayRequestSchema,
    response: holidaySchema,
  }),
  removeHoliday: defineEndpoint({
    ...CALENDAR_ROUTES.removeHoliday,
    summary: 'Delete a holiday.',
    response: okSchema,
  }),
  schedule: defineEndpoint({
    ...CALENDAR_ROUTES.schedule,
    summary:
      "A person's effective calendar and, per date of the range, expected minutes, holiday, leave and shifts.",
    query: scheduleQuerySchema,
    response: scheduleSchema,
  }),
} as const;
