import { z } from 'zod';
import { daysBetween, isLocalDate } from '../workingTime/zonedDates.ts';
import { localDateSchema } from './attendance.ts';
import { CALENDAR_MESSAGES, CALENDAR_RANGE_MAX_DAYS } from './calendar.constants.ts';
import { calendarPersonSchema } from './calendar.ts';
import { defineEndpoint, pageOf, pageQuerySchema } from './common.ts';
import {
  LEAVE_COMMENT_MAX,
  LEAVE_DAYS_MAX,
  LEAVE_DECISIONS,
  LEAVE_MAX_SPAN_DAYS,
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  LEAVE_ROUTES,
  LEAVE_SCOPES,
  LEAVE_STATUSES,
  LEAVE_TYPE_NAME_MAX,
} from './leave.constants.ts';

export * from './leave.constants.ts';

const REQUIRED = 'This field is required';
const timestampSchema = z.iso.datetime({ offset: true });
const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Whole or half days (0.5 steps). */
const halfDaysSchema = z
  .number()
  .min(-LEAVE_DAYS_MAX)
  .max(LEAVE_DAYS_MAX)
  .refine((value) => Number.isInteger(value * 2), { message: LEAVE_MESSAGES.halfStep });

export const leaveStatusSchema = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof leaveStatusSchema>;

export const leaveTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `#rrggbb`, for the team calendar. */
  color: z.string(),
  paid: z.boolean(),
  requires_document: z.boolean(),
  /** Days a year; null = no limit (unpaid leave, say). */
  yearly_allowance: z.number().nullable(),
  /** Most unused days carried into the next year. */
  carry_over_max: z.number(),
  archived: z.boolean(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

export const leaveTypeListSchema = z.object({ items: z.array(leaveTypeSchema) });
export type LeaveTypeList = z.infer<typeof leaveTypeListSchema>;

export const leaveTypeRequestSchema = z.strictObject({
  name: z.string().trim().min(1, REQUIRED).max(LEAVE_TYPE_NAME_MAX),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Enter a colour as #rrggbb' })
    .transform((value) => value.toLowerCase()),
  paid: z.boolean().default(true),
  requires_document: z.boolean().default(false),
  yearly_allowance: halfDaysSchema.pipe(z.number().min(0)).nullable().default(null),
  carry_over_max: halfDaysSchema.pipe(z.number().min(0)).default(0),
  archived: z.boolean().default(false),
});
export type LeaveTypeRequest = z.input<typeof leaveTypeRequestSchema>;

export const leaveTypeParamsSchema = z.strictObject({ id: z.uuid() });

const yearSchema = z.coerce.number().int().min(1970).max(2999);

export const balancesQuerySchema = z.strictObject({
  user_id: z.uuid().optional(),
  year: yearSchema.optional(),
});
export type BalancesQuery = z.infer<typeof balancesQuerySchema>;

/** One person's balance of one type in one year, in days. */
export const leaveBalanceSchema = z.object({
  leave_type_id: z.uuid(),
  year: z.number().int(),
  /** The type's yearly allowance; null = no limit (remaining is null then). */
  allowance: z.number().nullable(),
  /** Unused days of the year before, up to the type's carry-over limit. */
  carried_over: z.number(),
  /** Sum of the manual adjustments of the year. */
  adjustments: z.number(),
  /** Approved leave in the year. */
  used: z.number(),
  /** Pending requests in the year. */
  pending: z.number(),
  /** allowance + carried_over + adjustments − used − pending; null without a limit. */
  remaining: z.number().nullable(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

export const leaveBalancesSchema = z.object({
  user_id: z.uuid(),
  year: z.number().int(),
  items: z.array(leaveBalanceSchema),
});
export type LeaveBalances = z.infer<typeof leaveBalancesSchema>;

export const adjustmentRequestSchema = z.strictObject({
  user_id: z.uuid(),
  leave_type_id: z.uuid(),
  year: yearSchema,
  /** Days added (positive) or taken away (negative). */
  days: halfDaysSchema.refine((value) => value !== 0, {
    message: 'Enter a number of days other than 0',
  }),
  reason: z.string().trim().min(1, REQUIRED).max(LEAVE_REASON_MAX),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  leave_type_id: z.uuid(),
  year: z.number().int(),
  days: z.number(),
  reason: z.string(),
  actor: calendarPersonSchema.nullable(),
  created_at: timestampSchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentsQuerySchema = pageQuerySchema.extend({
  user_id: z.uuid().optional(),
  leave_type_id: z.uuid().optional(),
  year: yearSchema.optional(),
});
export type AdjustmentsQuery = z.infer<typeof adjustmentsQuerySchema>;

export const adjustmentPageSchema = pageOf(adjustmentSchema);
export type AdjustmentPage = z.infer<typeof adjustmentPageSchema>;

/** The dates and halves of a leave (shared by the request, the preview and the checks). */
const spanShape = {
  start_date: localDateSchema,
  end_date: localDateSchema,
  /** Starts at midday: the first day counts half. */
  start_half: z.boolean().default(false),
  /** Ends at midday: the last day counts half. */
  end_half: z.boolean().default(false),
};

function spanChecks<
  T extends { start_date: string; end_date: string; start_half: boolean; end_half: boolean },
>(schema: z.ZodType<T, unknown>) {
  return schema
    .refine((span) => span.start_date <= span.end_date, {
      message: LEAVE_MESSAGES.endBeforeStart,
      path: ['end_date'],
    })
    .refine(
      (span) =>
        !isLocalDate(span.start_date) ||
        !isLocalDate(span.end_date) ||
        daysBetween(span.start_date, span.end_date) < LEAVE_MAX_SPAN_DAYS,
      {
        message: `Choose at most ${LEAVE_MAX_SPAN_DAYS} days`,
        path: ['end_date'],
      },
    )
    .refine((span) => !(span.start_date === span.end_date && span.start_half && span.end_half), {
      message: LEAVE_MESSAGES.bothHalves,
      path: ['end_half'],
    });
}

export const createLeaveRequestSchema = spanChecks(
  z.strictObject({
    leave_type_id: z.uuid({ message: REQUIRED }),
    ...spanShape,
    reason: z.string().trim().max(LEAVE_REASON_MAX).default(''),
    /** A drive file the requester can open (a doctor's note, say). */
    attachment_id: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type CreateLeaveRequest = z.input<typeof createLeaveRequestSchema>;

const booleanishQuery = booleanQuerySchema.default(false);

export const leavePreviewQuerySchema = spanChecks(
  z.strictObject({
    leave_type_id: z.uuid(),
    start_date: localDateSchema,
    end_date: localDateSchema,
    start_half: booleanishQuery,
    end_half: booleanishQuery,
  }),
);
export type LeavePreviewQuery = z.input<typeof leavePreviewQuerySchema>;

export const leavePreviewSchema = z.object({
  days: z.number(),
  dates: z.array(
    z.object({
      date: localDateSchema,
      days: z.number(),
      /** Why the date counts less: weekend, holiday or half. */
      note: z.enum(['weekend', 'holiday', 'half_holiday', 'half']).nullable(),
    }),
  ),
  /** Remaining days of the type after this request (null without a limit). */
  remaining_after: z.number().nullable(),
  /** The caller's own pending or approved leave sharing a half day with it. */
  overlaps: z.array(z.uuid()),
});
export type LeavePreview = z.infer<typeof leavePreviewSchema>;

export const leaveRequestSchema = z.object({
  id: z.uuid(),
  user: calendarPersonSchema,
  leave_type_id: z.uuid(),
  start_date: localDateSchema,
  end_date: localDateSchema,
  start_half: z.boolean(),
  end_half: z.boolean(),
  /** Working days taken, counted with the person's calendar when requested. */
  days: z.number(),
  reason: z.string(),
  attachment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: leaveStatusSchema,
  decided_by: calendarPersonSchema.nullable(),
  decided_at: timestampSchema.nullable(),
  decision_comment: z.string().nullable(),
  cancelled_by: calendarPersonSchema.nullable(),
  created_at: timestampSchema,
  /** The caller may approve or reject it now. */
  can_decide: z.boolean(),
  /** The caller may cancel it now. */
  can_cancel: z.boolean(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveRequestPageSchema = pageOf(leaveRequestSchema);
export type LeaveRequestPage = z.infer<typeof leaveRequestPageSchema>;

export const leaveRequestsQuerySchema = pageQuerySchema.extend({
  scope: z.enum(LEAVE_SCOPES).default('mine'),
  status: leaveStatusSchema.optional(),
  user_id: z.uuid().optional(),
  /** One type of leave. */
  leave_type_id: z.uuid().optional(),
  /** Requests of this team's members (within what the caller may see). */
  team_id: z.uuid().optional(),
  /** Requests touching this range. */
  from_date: localDateSchema.optional(),
  to_date: localDateSchema.optional(),
  include_cancelled: booleanQuerySchema.optional(),
});
export type LeaveRequestsQuery = z.input<typeof leaveRequestsQuerySchema>;

export const leaveRequestParamsSchema = z.strictObject({ id: z.uuid() });

export const leaveDecisionRequestSchema = z.strictObject({
  decision: z.enum(LEAVE_DECISIONS),
  comment: z.string().trim().max(LEAVE_COMMENT_MAX).default(''),
});
export type LeaveDecisionRequest = z.input<typeof leaveDecisionRequestSchema>;

export const leaveCancelRequestSchema = z
  .strictObject({ comment: z.string().trim().max(LEAVE_COMMENT_MAX).default('') })
  .default({ comment: '' });
export type LeaveCancelRequest = z.input<typeof leaveCancelRequestSchema>;

export const teamCalendarQuerySchema = z
  .strictObject({
    from_date: localDateSchema,
    to_date: localDateSchema,
    /** One team; without it, every team the caller may see. */
    team_id: z.uuid().optional(),
    /** Also pending requests (approvers see overlaps before deciding). */
    include_pending: booleanQuerySchema.default(true),
  })
  .refine((range) => range.from_date <= range.to_date, {
    message: LEAVE_MESSAGES.endBeforeStart,
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
export type TeamCalendarQuery = z.input<typeof teamCalendarQuerySchema>;

export const teamCalendarSchema = z.object({
  from_date: localDateSchema,
  to_date: localDateSchema,
  people: z.array(
    calendarPersonSchema.extend({
      team_ids: z.array(z.uuid()),
      /** The person's effective calendar (holidays below are per calendar); null = fallback. */
      calendar_id: z.uuid().nullable(),
    }),
  ),
  /** Holiday dates in the range, per calendar (null = the fallback calendar, which has none). */
  holidays: z.array(
    z.object({
      calendar_id: z.uuid(),
      date: localDateSchema,
      name: z.string(),
      half_day: z.boolean(),
    }),
  ),
  /** Approved (and, when asked, pending) leave touching the range. Reasons are left out. */
  leaves: z.array(
    z.object({
      id: z.uuid(),
      user_id: z.uuid(),
      leave_type_id: z.uuid(),
      status: leaveStatusSchema,
      start_date: localDateSchema,
      end_date: localDateSchema,
      start_half: z.boolean(),
      end_half: z.boolean(),
      days: z.number(),
    }),
  ),
  leave_types: z.array(leaveTypeSchema),
});
export type TeamCalendar = z.infer<typeof teamCalendarSchema>;

export const leaveEndpoints = {
  types: defineEndpoint({
    ...LEAVE_ROUTES.types,
    summary: 'Every type of leave (archived ones included, flagged).',
    response: leaveTypeListSchema,
  }),
  createType: defineEndpoint({
    ...LEAVE_ROUTES.createType,
    summary: 'Create a type of leave (colour, paid, document required, allowance, carry-over).',
    body: leaveTypeRequestSchema,
    response: leaveTypeSchema,
  }),
  updateType: defineEndpoint({
    ...LEAVE_ROUTES.updateType,
    summary: 'Change a type of leave, or archive it.',
    body: leaveTypeRequestSchema,
    response: leaveTypeSchema,
  }),
  balances: defineEndpoint({
    ...LEAVE_ROUTES.balances,
    summary: "A person's balance per type of leave for a year (the caller's own by default).",
    query: balancesQuerySchema,
    response: leaveBalancesSchema,
  }),
  adjustments: defineEndpoint({
    ...LEAVE_ROUTES.adjustments,
    summary: 'The log of manual balance adjustments, newest first.',
    query: adjustmentsQuerySchema,
    response: adjustmentPageSchema,
  }),
  adjust: defineEndpoint({
    ...LEAVE_ROUTES.adjust,
    summary: "Add days to (or take days from) a person's balance, with a reason.",
    body: adjustmentRequestSchema,
    response: adjustmentSchema,
  }),
  preview: defineEndpoint({
    ...LEAVE_ROUTES.preview,
    summary: 'How many days a leave would take for the caller, date by date, and what is left.',
    query: leavePreviewQuerySchema,
    response: leavePreviewSchema,
  }),
  requests: defineEndpoint({
    ...LEAVE_ROUTES.requests,
    summary: "Leave requests: the caller's, those to approve, or all the caller may see.",
    query: leaveRequestsQuerySchema,
    response: leaveRequestPageSchema,
  }),
  create: defineEndpoint({
    ...LEAVE_ROUTES.create,
    summary: 'Request leave (approvers are told).',
    body: createLeaveRequestSchema,
    response: leaveRequestSchema,
  }),
  get: defineEndpoint({
    ...LEAVE_ROUTES.get,
    summary: 'One leave request.',
    response: leaveRequestSchema,
  }),
  decide: defineEndpoint({
    ...LEAVE_ROUTES.decide,
    summary:
      "Approve or reject a pending request with a comment (the requester's lead or a people manager).",
    body: leaveDecisionRequestSchema,
    response: leaveRequestSchema,
  }),
  cancel: defineEndpoint({
    ...LEAVE_ROUTES.cancel,
    summary: 'Cancel a request: the requester before it starts, or an approver.',
    body: leaveCancelRequestSchema,
    response: leaveRequestSchema,
  }),
  teamCalendar: defineEndpoint({
    ...LEAVE_ROUTES.teamCalendar,
    summary:
      'Holidays and approved (and pending) leave of the teams the caller may see, for a range.',
    query: teamCalendarQuerySchema,
    response: teamCalendarSchema,
  }),
} as const;
