import { z } from 'zod';
import { localDateSchema } from './attendance.ts';
import { defineEndpoint, okSchema, pageOf, pageQuerySchema } from './common.ts';
import { workPersonSchema } from './project.ts';
import { STATE_GROUPS } from './project.constants.ts';
import {
  TIMESHEET_ACTIVITY_MAX,
  TIMESHEET_APPROVAL_STATUSES,
  TIMESHEET_COMMENT_MAX,
  TIMESHEET_DECISIONS,
  TIMESHEET_DAY_MINUTES_MAX,
  TIMESHEET_MESSAGES,
  TIMESHEET_NOTE_MAX,
  TIMESHEET_ROUTES,
  TIMESHEET_ROW_KINDS,
  TIMESHEET_STATUSES,
} from './timesheet.constants.ts';

export * from './timesheet.constants.ts';

const timestampSchema = z.iso.datetime({ offset: true });

/**
 * What time is logged against: exactly one of a story, a project or a free activity (its name).
 * Requests name it with these three optional fields; answers carry all three (two are null).
 */
const targetFields = {
  story_id: z.uuid().optional(),
  project_id: z.uuid().optional(),
  activity: z.string().trim().min(1).max(TIMESHEET_ACTIVITY_MAX).optional(),
};
const oneTarget = (value: { story_id?: string; project_id?: string; activity?: string }) =>
  [value.story_id, value.project_id, value.activity].filter((item) => item !== undefined).length ===
  1;
const ONE_TARGET = { message: TIMESHEET_MESSAGES.oneTarget, path: ['story_id'] };

export const timesheetTargetSchema = z.strictObject(targetFields).refine(oneTarget, ONE_TARGET);
export type TimesheetTarget = z.input<typeof timesheetTargetSchema>;

export const timesheetStatusSchema = z.enum(TIMESHEET_STATUSES);

const storyOfRowSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  state_group: z.enum(STATE_GROUPS),
  project_id: z.uuid(),
});
const projectOfRowSchema = z.object({ id: z.uuid(), key: z.string(), name: z.string() });

export const timesheetCellSchema = z.object({
  date: localDateSchema,
  /** Everything logged on the row that day (hand and timer). */
  minutes: z.number().int().min(0),
  /** Of which the timer logged (a cell edit never goes below it). */
  timed_minutes: z.number().int().min(0),
  note: z.string(),
});
export type TimesheetCell = z.infer<typeof timesheetCellSchema>;

export const timesheetRowSchema = z.object({
  /** `story:{id}`, `project:{id}` or `activity:{name}`: the row's identity in the week. */
  key: z.string(),
  kind: z.enum(TIMESHEET_ROW_KINDS),
  story: storyOfRowSchema.nullable(),
  project: projectOfRowSchema.nullable(),
  activity: z.string().nullable(),
  /** The seven days in order. */
  cells: z.array(timesheetCellSchema),
  total_minutes: z.number().int().min(0),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

export const timesheetDaySchema = z.object({
  date: localDateSchema,
  working_day: z.boolean(),
  /** From the calendar, less holidays and leave (the shared rules of ADR 0022). */
  expected_minutes: z.number().int().min(0),
  /** From attendance sessions inside the day (in the calendar's zone). */
  attended_minutes: z.number().int().min(0),
  /** The grid's total for the day (drafts are not counted). */
  logged_minutes: z.number().int().min(0),
  holiday: z.object({ name: z.string(), half_day: z.boolean() }).nullable(),
  /** Share of the day on approved leave: 0, 0.5 or 1. */
  leave_days: z.number().min(0).max(1),
});
export type TimesheetDay = z.infer<typeof timesheetDaySchema>;

export const timesheetDraftLineSchema = z.object({
  story: storyOfRowSchema,
  minutes: z.number().int().min(0),
});
export const timesheetDraftSchema = z.object({
  id: z.uuid(),
  date: localDateSchema,
  /** The attendance session's length that the lines spread. */
  session_minutes: z.number().int().min(0),
  lines: z.array(timesheetDraftLineSchema),
  created_at: timestampSchema,
});
export type TimesheetDraft = z.infer<typeof timesheetDraftSchema>;

export const timesheetWeekSchema = z.object({
  /** Null until the week has a state of its own (submitted once, or reminded). */
  id: z.uuid().nullable(),
  user: workPersonSchema,
  week_start: localDateSchema,
  week_end: localDateSchema,
  time_zone: z.string(),
  status: timesheetStatusSchema,
  submitted_at: timestampSchema.nullable(),
  decided_at: timestampSchema.nullable(),
  decided_by: workPersonSchema.nullable(),
  comment: z.string().nullable(),
  days: z.array(timesheetDaySchema),
  rows: z.array(timesheetRowSchema),
  drafts: z.array(timesheetDraftSchema),
  total_minutes: z.number().int().min(0),
  expected_minutes: z.number().int().min(0),
  /** What the caller may do with this week. */
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  can_decide: z.boolean(),
  can_reopen: z.boolean(),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

export const timesheetWeekQuerySchema = z.strictObject({
  /** Any date of the wanted week; today (in the person's zone) when left out. */
  date: localDateSchema.optional(),
});
export type TimesheetWeekQuery = z.input<typeof timesheetWeekQuerySchema>;

export const timesheetRowRequestSchema = z
  .strictObject({ week_start: localDateSchema, ...targetFields })
  .refine(oneTarget, ONE_TARGET);
export type TimesheetRowRequest = z.input<typeof timesheetRowRequestSchema>;

export const timesheetCellRequestSchema = z
  .strictObject({
    date: localDateSchema,
    ...targetFields,
    minutes: z.number().int().min(0).max(TIMESHEET_DAY_MINUTES_MAX),
    note: z.string().trim().max(TIMESHEET_NOTE_MAX).default(''),
  })
  .refine(oneTarget, ONE_TARGET);
export type TimesheetCellRequest = z.input<typeof timesheetCellRequestSchema>;

export const timesheetCopyRequestSchema = z.strictObject({
  week_start: localDateSchema,
  /** Copy last week's hours too (else only its rows). */
  with_hours: z.boolean().default(false),
});
export type TimesheetCopyRequest = z.input<typeof timesheetCopyRequestSchema>;

export const timesheetSubmitRequestSchema = z.strictObject({ week_start: localDateSchema });
export type TimesheetSubmitRequest = z.input<typeof timesheetSubmitRequestSchema>;

export const timesheetTimerSchema = z.object({
  running: z
    .object({
      entry_id: z.uuid(),
      kind: z.enum(TIMESHEET_ROW_KINDS),
      story: storyOfRowSchema.nullable(),
      project: projectOfRowSchema.nullable(),
      activity: z.string().nullable(),
      date: localDateSchema,
      started_at: timestampSchema,
      minutes: z.number().int().min(0),
    })
    .nullable(),
});
export type TimesheetTimer = z.infer<typeof timesheetTimerSchema>;

export const timesheetDraftConfirmSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        story_id: z.uuid(),
        minutes: z.number().int().min(0).max(TIMESHEET_DAY_MINUTES_MAX),
      }),
    )
    .max(50),
});
export type TimesheetDraftConfirm = z.input<typeof timesheetDraftConfirmSchema>;

export const timesheetApprovalsQuerySchema = pageQuerySchema.extend({
  status: z.enum(TIMESHEET_APPROVAL_STATUSES).default('submitted'),
  user_id: z.uuid().optional(),
  from_date: localDateSchema.optional(),
  to_date: localDateSchema.optional(),
});
export type TimesheetApprovalsQuery = z.input<typeof timesheetApprovalsQuerySchema>;

export const timesheetWeekSummarySchema = z.object({
  id: z.uuid(),
  user: workPersonSchema,
  week_start: localDateSchema,
  week_end: localDateSchema,
  status: timesheetStatusSchema,
  submitted_at: timestampSchema.nullable(),
  decided_at: timestampSchema.nullable(),
  total_minutes: z.number().int().min(0),
});
export type TimesheetWeekSummary = z.infer<typeof timesheetWeekSummarySchema>;
export const timesheetWeekPageSchema = pageOf(timesheetWeekSummarySchema);
export type TimesheetWeekPage = z.infer<typeof timesheetWeekPageSchema>;

export const timesheetDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(TIMESHEET_DECISIONS),
    comment: z.string().trim().max(TIMESHEET_COMMENT_MAX).default(''),
  })
  .refine((value) => value.decision === 'approve' || value.comment.length > 0, {
    message: TIMESHEET_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type TimesheetDecisionRequest = z.input<typeof timesheetDecisionRequestSchema>;

export const timesheetReopenRequestSchema = z.strictObject({
  comment: z.string().trim().max(TIMESHEET_COMMENT_MAX).default(''),
});
export type TimesheetReopenRequest = z.input<typeof timesheetReopenRequestSchema>;

export const timesheetIdParamsSchema = z.strictObject({ id: z.uuid() });

export const timesheetEndpoints = {
  week: defineEndpoint({
    ...TIMESHEET_ROUTES.week,
    summary: "The caller's week: rows, cells, attended / logged / expected per day, drafts.",
    query: timesheetWeekQuerySchema,
    response: timesheetWeekSchema,
  }),
  addRow: defineEndpoint({
    ...TIMESHEET_ROUTES.addRow,
    summary: 'Put a story, project or activity on a week as an empty row.',
    body: timesheetRowRequestSchema,
    response: timesheetWeekSchema,
  }),
  removeRow: defineEndpoint({
    ...TIMESHEET_ROUTES.removeRow,
    summary: 'Take an empty row off a week.',
    body: timesheetRowRequestSchema,
    response: timesheetWeekSchema,
  }),
  setCell: defineEndpoint({
    ...TIMESHEET_ROUTES.setCell,
    summary: "Set a cell's hours and note (timer minutes stay; at most 24 h a day, else 422).",
    body: timesheetCellRequestSchema,
    response: timesheetWeekSchema,
  }),
  copyLastWeek: defineEndpoint({
    ...TIMESHEET_ROUTES.copyLastWeek,
    summary: "Copy last week's rows (and optionally its hours) into this week.",
    body: timesheetCopyRequestSchema,
    response: timesheetWeekSchema,
  }),
  submit: defineEndpoint({
    ...TIMESHEET_ROUTES.submit,
    summary: 'Submit a week for approval (its approvers are told).',
    body: timesheetSubmitRequestSchema,
    response: timesheetWeekSchema,
  }),
  timer: defineEndpoint({
    ...TIMESHEET_ROUTES.timer,
    summary: "The caller's running timer (the same one the story page shows).",
    response: timesheetTimerSchema,
  }),
  startTimer: defineEndpoint({
    ...TIMESHEET_ROUTES.startTimer,
    summary: 'Start the timer on a story, project or activity (409 when one is running).',
    body: timesheetTargetSchema,
    response: timesheetTimerSchema,
  }),
  stopTimer: defineEndpoint({
    ...TIMESHEET_ROUTES.stopTimer,
    summary: 'Stop the running timer; its minutes land in the grid.',
    response: timesheetTimerSchema,
  }),
  confirmDraft: defineEndpoint({
    ...TIMESHEET_ROUTES.confirmDraft,
    summary: "Confirm a Finish Working draft (adjusted): its lines are logged on the draft's day.",
    body: timesheetDraftConfirmSchema,
    response: timesheetWeekSchema,
  }),
  discardDraft: defineEndpoint({
    ...TIMESHEET_ROUTES.discardDraft,
    summary: 'Discard a Finish Working draft.',
    response: okSchema,
  }),
  approvals: defineEndpoint({
    ...TIMESHEET_ROUTES.approvals,
    summary:
      "Weeks of the people the caller approves (their teams' members, or everyone for User).",
    query: timesheetApprovalsQuerySchema,
    response: timesheetWeekPageSchema,
  }),
  getWeek: defineEndpoint({
    ...TIMESHEET_ROUTES.getWeek,
    summary: 'A week by id, for its person and their approvers.',
    response: timesheetWeekSchema,
  }),
  decide: defineEndpoint({
    ...TIMESHEET_ROUTES.decide,
    summary: 'Approve (locks the week) or reject (with a comment) a submitted week.',
    body: timesheetDecisionRequestSchema,
    response: timesheetWeekSchema,
  }),
  reopen: defineEndpoint({
    ...TIMESHEET_ROUTES.reopen,
    summary: 'Reopen a submitted or approved week so its person can change it.',
    body: timesheetReopenRequestSchema,
    response: timesheetWeekSchema,
  }),
};
