import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendanceSessions } from './attendance.ts';
import { projects, stories } from './stories.ts';
import { users } from './users.ts';

export const TIMESHEET_WEEK_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;

/**
 * A person's week (ADR 0024): its approval state and when they were reminded. Hours are not
 * here: they are the person's time entries (`story_time_entries`) dated inside the week. A week
 * without a row is open. `week_start` is the first local date of the week in the person's
 * calendar; a week covers `week_start` … `week_start + 6`.
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: TIMESHEET_WEEK_STATUSES }).notNull().default('open'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    /** The missing-timesheet reminder went out for this week (sent once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheet_weeks_user_week_unique').on(table.userId, table.weekStart),
    index('timesheet_weeks_status_idx').on(table.status, table.submittedAt),
  ],
);

/**
 * A row the person put on a week's grid (added by hand or copied from last week) before any
 * hours were logged on it. Rows with hours come from the time entries themselves.
 */
export const timesheetRows = pgTable(
  'timesheet_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    activity: text('activity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('timesheet_rows_user_week_idx').on(table.userId, table.weekStart),
    check(
      'timesheet_rows_target_check',
      sql`num_nonnulls(${table.storyId}, ${table.projectId}, ${table.activity}) = 1`,
    ),
  ],
);

/** One line of a draft: minutes proposed for a story on the draft's date. */
export interface TimesheetDraftLine {
  storyId: string;
  minutes: number;
}

/**
 * What Finish Working proposes for a day (ADR 0024 §6): the session's minutes spread over the
 * stories the person touched that day. Not time entries, so never counted as logged until the
 * person confirms (which writes entries and deletes the draft) or discards it.
 */
export const timesheetDrafts = pgTable(
  'timesheet_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => attendanceSessions.id, {
      onDelete: 'set null',
    }),
    date: date('date', { mode: 'string' }).notNull(),
    sessionMinutes: integer('session_minutes').notNull(),
    lines: jsonb('lines').$type<TimesheetDraftLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('timesheet_drafts_user_date_idx').on(table.userId, table.date),
    uniqueIndex('timesheet_drafts_session_unique').on(table.sessionId),
  ],
);

export type TimesheetWeekRow = typeof timesheetWeeks.$inferSelect;
export type TimesheetRowRow = typeof timesheetRows.$inferSelect;
export type TimesheetDraftRow = typeof timesheetDrafts.$inferSelect;
