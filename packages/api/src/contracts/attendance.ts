import { z } from 'zod';
import { defineEndpoint, pageOf, pageQuerySchema } from './common.ts';
import {
  ATTENDANCE_DAY_KINDS,
  ATTENDANCE_END_REASONS,
  ATTENDANCE_SUMMARY_MAX_DAYS,
  CORRECTION_DECISIONS,
  CORRECTION_MAX_SPAN_MS,
  CORRECTION_REASON_MAX,
  CORRECTION_STATUSES,
  STATUS_SOURCES,
  ATTENDANCE_ROUTES,
  AVAILABILITY_STATES,
} from './attendance.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './attendance.constants.ts';

export const attendanceEndReasonSchema = z.enum(ATTENDANCE_END_REASONS);
export type AttendanceEndReason = z.infer<typeof attendanceEndReasonSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates and times outside these years are refused (attendance starts well after 1970). */
const ATTENDANCE_YEAR_MIN = 1970;
const ATTENDANCE_YEAR_MAX = 2999;
const YEAR_MESSAGE = `Enter a year from ${ATTENDANCE_YEAR_MIN} to ${ATTENDANCE_YEAR_MAX}`;

function yearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= ATTENDANCE_YEAR_MIN && year <= ATTENDANCE_YEAR_MAX;
}

/** A calendar date `YYYY-MM-DD` (a local date in the user's time zone). */
export const localDateSchema = z.iso
  .date({ message: 'Enter a date as YYYY-MM-DD' })
  .refine(yearInRange, { message: YEAR_MESSAGE });
/** An instant with an explicit offset or `Z`. */
const instantSchema = z.iso
  .datetime({
    offset: true,
    message: 'Enter a date and time in ISO 8601',
  })
  .refine(yearInRange, { message: YEAR_MESSAGE });
/** Instants the server sends (always UTC, `Z`). */
const timestampSchema = z.iso.datetime({ offset: true });

const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

function dateRangeIsOrdered(range: {
  from_date?: string | undefined;
  to_date?: string | undefined;
}) {
  return !range.from_date || !range.to_date || range.from_date <= range.to_date;
}
const DATE_RANGE_MESSAGE = 'The end date must not be before the start date';

/** One working session (Start Working → Finish Working, or ended by the server). */
export const attendanceSessionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  started_at: timestampSchema,
  ended_at: timestampSchema.nullable(),
  end_reason: attendanceEndReasonSchema.nullable(),
  /** The server ended it (unanswered prompt, auto check-out): a manager should look at it. */
  needs_review: z.boolean(),
  last_confirmed_at: timestampSchema,
  /** The open "Confirm attendance" prompt, if any. */
  prompt_sent_at: timestampSchema.nullable(),
  time_zone: z.string(),
  /** Worked minutes so far (to now for an open session). */
  minutes: z.number().int().min(0),
});
export type AttendanceSession = z.infer<typeof attendanceSessionSchema>;

/** `POST /user/status` body (spec section 7): true = Start Working, false = Finish Working. */
export const setStatusRequestSchema = z.strictObject({ is_available: z.boolean() });
export type SetStatusRequest = z.infer<typeof setStatusRequestSchema>;

/** The caller's attendance after Start / Finish Working or Continue Session. */
export const attendanceStateSchema = z.object({
  is_available: z.boolean(),
  /** The open session, or the one just closed by Finish Working. */
  session: attendanceSessionSchema.nullable(),
  /** When the next "Confirm attendance" prompt is due; null when not working. */
  next_prompt_at: timestampSchema.nullable(),
});
export type AttendanceState = z.infer<typeof attendanceStateSchema>;

/** `PUT /user/attendance` (Continue Session): the spec shows no payload; an empty object is accepted. */
export const continueSessionRequestSchema = z.strictObject({}).nullish();

export const statusEventSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  is_available: z.boolean(),
  source: z.enum(STATUS_SOURCES),
  reason: z.string().nullable(),
  at: timestampSchema,
});
export type StatusEvent = z.infer<typeof statusEventSchema>;

/** `GET /user/status?page=&size=&user_id=&from_date=&to_date=` (spec section 7). */
export const statusHistoryQuerySchema = pageQuerySchema
  .extend({
    user_id: z.uuid().optional(),
    from_date: localDateSchema.optional(),
    to_date: localDateSchema.optional(),
  })
  .refine(dateRangeIsOrdered, { message: DATE_RANGE_MESSAGE, path: ['to_date'] });
export type StatusHistoryQuery = z.infer<typeof statusHistoryQuerySchema>;

/** A user's current availability (Latest Attendance, home page). */
export const userStatusSchema = z.object({
  user_id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  is_available: z.boolean(),
  /** Start of the open session, or of the last status change; null if never changed. */
  since: timestampSchema.nullable(),
  session_id: z.uuid().nullable(),
  /**
   * Against the person's working calendar (issue 23): working, not started (late by
   * `minutes_late`), on leave, off today, finished or absent. Left out when the person has no
   * configured calendar.
   */
  availability: z.enum(AVAILABILITY_STATES).optional(),
  minutes_late: z.number().int().min(0).nullable().optional(),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** `GET /user/status/users?page=&size=` (spec section 7), optionally one team's members. */
export const usersStatusQuerySchema = pageQuerySchema.extend({
  team_id: z.uuid().optional(),
  is_available: booleanQuerySchema.optional(),
});
export type UsersStatusQuery = z.infer<typeof usersStatusQuerySchema>;

export const attendanceSessionsQuerySchema = pageQuerySchema
  .extend({
    user_id: z.uuid().optional(),
    from_date: localDateSchema.optional(),
    to_date: localDateSchema.optional(),
    needs_review: booleanQuerySchema.optional(),
  })
  .refine(dateRangeIsOrdered, { message: DATE_RANGE_MESSAGE, path: ['to_date'] });
export type AttendanceSessionsQuery = z.infer<typeof attendanceSessionsQuerySchema>;

export const attendanceSummaryQuerySchema = z
  .strictObject({
    user_id: z.uuid().optional(),
    from_date: localDateSchema,
    to_date: localDateSchema,
  })
  .refine(dateRangeIsOrdered, { message: DATE_RANGE_MESSAGE, path: ['to_date'] })
  .refine(
    (range) =>
      Date.parse(range.to_date) - Date.parse(range.from_date) <
      ATTENDANCE_SUMMARY_MAX_DAYS * DAY_MS,
    { message: `At most ${ATTENDANCE_SUMMARY_MAX_DAYS} days`, path: ['to_date'] },
  );
export type AttendanceSummaryQuery = z.infer<typeof attendanceSummaryQuerySchema>;

const optionalMinutes = z.number().int().min(0).nullable().optional();

/**
 * One local date of the summary. `minutes` splits sessions at midnight (the timesheet's
 * "attended"). The rest (issue 23, left out by servers without working calendars) is measured
 * against the person's calendar: `worked_minutes` counts each session on the date of the shift
 * it belongs to (a night shift's hours after midnight count for the evening it began), and
 * late / early leave / overtime compare those sessions with the date's shifts. On a whole day of
 * leave nothing is expected and nothing is late; on a half day only overtime is judged.
 */
export const attendanceSummaryDaySchema = z.object({
  date: localDateSchema,
  minutes: z.number().int().min(0),
  kind: z.enum(ATTENDANCE_DAY_KINDS).optional(),
  /** The holiday's name when `kind` is holiday (or a half holiday on a working day). */
  holiday_name: z.string().nullable().optional(),
  worked_minutes: optionalMinutes,
  expected_minutes: optionalMinutes,
  late_minutes: optionalMinutes,
  early_leave_minutes: optionalMinutes,
  overtime_minutes: optionalMinutes,
});
export type AttendanceSummaryDay = z.infer<typeof attendanceSummaryDaySchema>;

/** Worked minutes per local date in the user's time zone (timesheet "attended" column). */
export const attendanceSummarySchema = z.object({
  user_id: z.uuid(),
  time_zone: z.string(),
  from_date: localDateSchema,
  to_date: localDateSchema,
  total_minutes: z.number().int().min(0),
  days: z.array(attendanceSummaryDaySchema),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

function bothTimes(body: { start: string; end: string }): boolean {
  return Number.isFinite(Date.parse(body.start)) && Number.isFinite(Date.parse(body.end));
}

export const createCorrectionRequestSchema = z
  .strictObject({
    /** The session to fix; omitted to add a session that was never recorded. */
    session_id: z.uuid().optional(),
    start: instantSchema,
    end: instantSchema,
    reason: z.string().trim().min(1, 'This field is required').max(CORRECTION_REASON_MAX),
  })
  // Both checks stay quiet while a time itself is invalid (its own message says so).
  .refine((body) => !bothTimes(body) || Date.parse(body.end) > Date.parse(body.start), {
    message: 'The end must be after the start',
    path: ['end'],
  })
  .refine(
    (body) =>
      !bothTimes(body) || Date.parse(body.end) - Date.parse(body.start) <= CORRECTION_MAX_SPAN_MS,
    { message: 'A correction covers at most 24 hours', path: ['end'] },
  );
export type CreateCorrectionRequest = z.infer<typeof createCorrectionRequestSchema>;

export const attendanceCorrectionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  session_id: z.uuid().nullable(),
  start: timestampSchema,
  end: timestampSchema,
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  reviewer_id: z.uuid().nullable(),
  reviewed_at: timestampSchema.nullable(),
  review_note: z.string().nullable(),
  created_at: timestampSchema,
  /** In lists: the requester's name, for reviewers. */
  full_name: z.string().optional(),
  /** In lists: the session's times before this correction; null when it adds a session. */
  original_start: timestampSchema.nullable().optional(),
  original_end: timestampSchema.nullable().optional(),
});
export type AttendanceCorrection = z.infer<typeof attendanceCorrectionSchema>;

export const correctionsQuerySchema = pageQuerySchema.extend({
  status: z.enum(CORRECTION_STATUSES).optional(),
  user_id: z.uuid().optional(),
});
export type CorrectionsQuery = z.infer<typeof correctionsQuerySchema>;

export const decideCorrectionRequestSchema = z.strictObject({
  decision: z.enum(CORRECTION_DECISIONS),
  note: z.string().trim().max(CORRECTION_REASON_MAX).optional(),
});
export type DecideCorrectionRequest = z.infer<typeof decideCorrectionRequestSchema>;

export const correctionIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** The "Confirm attendance" event the server pushes (spec section 3: end-session event). */
export const attendancePromptEventSchema = z.object({
  message: z.string(),
  timestamp: timestampSchema,
  session_id: z.uuid(),
});
export type AttendancePromptEvent = z.infer<typeof attendancePromptEventSchema>;

export const attendanceEndpoints = {
  setStatus: defineEndpoint({
    ...ATTENDANCE_ROUTES.setStatus,
    summary:
      'Start Working (is_available true: opens the session, idempotent) or Finish Working (false: closes it; 409 when none is open).',
    body: setStatusRequestSchema,
    response: attendanceStateSchema,
  }),
  continueSession: defineEndpoint({
    ...ATTENDANCE_ROUTES.continueSession,
    summary:
      'Continue Session: answer the "Confirm attendance" prompt; 409 without an open session.',
    body: continueSessionRequestSchema,
    response: attendanceStateSchema,
  }),
  statusHistory: defineEndpoint({
    ...ATTENDANCE_ROUTES.statusHistory,
    summary: "Status history: one's own, or another user's with the User or Timesheet right.",
    query: statusHistoryQuerySchema,
    response: pageOf(statusEventSchema),
  }),
  usersStatus: defineEndpoint({
    ...ATTENDANCE_ROUTES.usersStatus,
    summary: "Active users' current status: who is working now and since when.",
    query: usersStatusQuerySchema,
    response: pageOf(userStatusSchema),
  }),
  sessions: defineEndpoint({
    ...ATTENDANCE_ROUTES.sessions,
    summary: "Attendance sessions: one's own, or another user's with the Timesheet right.",
    query: attendanceSessionsQuerySchema,
    response: pageOf(attendanceSessionSchema),
  }),
  summary: defineEndpoint({
    ...ATTENDANCE_ROUTES.summary,
    summary: "Worked minutes per local date in the user's time zone.",
    query: attendanceSummaryQuerySchema,
    response: attendanceSummarySchema,
  }),
  createCorrection: defineEndpoint({
    ...ATTENDANCE_ROUTES.createCorrection,
    summary: 'Request a correction of a session (or a missing one): no future times, at most 24 h.',
    body: createCorrectionRequestSchema,
    response: attendanceCorrectionSchema,
  }),
  corrections: defineEndpoint({
    ...ATTENDANCE_ROUTES.corrections,
    summary: "Correction requests: one's own, or everyone's with the Timesheet right.",
    query: correctionsQuerySchema,
    response: pageOf(attendanceCorrectionSchema),
  }),
  decideCorrection: defineEndpoint({
    ...ATTENDANCE_ROUTES.decideCorrection,
    summary:
      "Approve (applies the times) or reject a correction; Timesheet right, never one's own.",
    body: decideCorrectionRequestSchema,
    response: attendanceCorrectionSchema,
  }),
} as const;
