import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ATTENDANCE_END_REASONS = [
  'finish',
  'timeout',
  'auto_checkout',
  'deactivated',
  'correction',
] as const;

/** One working session: Start Working opens it, Finish Working (or the server) closes it. */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ATTENDANCE_END_REASONS }),
    /** Set when the server ended the session itself (unanswered prompt, auto check-out). */
    needsReview: boolean('needs_review').notNull().default(false),
    /** Last time the user confirmed attendance (start or Continue Session). */
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }).notNull(),
    /** The open "Confirm attendance" prompt, if any. */
    promptSentAt: timestamp('prompt_sent_at', { withTimezone: true }),
    /** The user's IANA time zone when the session started (architecture §5). */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one open session per user: starting twice leaves one (security.md).
    uniqueIndex('attendance_sessions_one_open_key')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    index('attendance_sessions_user_started_idx').on(table.userId, table.startedAt),
    check(
      'attendance_sessions_end_after_start',
      sql`${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt}`,
    ),
  ],
);

/** Availability changes: the status history of `GET /user/status`. */
export const statusEvents = pgTable(
  'status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull(),
    /** Who changed it: the user, an admin, or the server (timeout, auto check-out). */
    source: text('source', { enum: ['user', 'admin', 'system'] }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('status_events_user_at_idx').on(table.userId, table.at)],
);

/** A request to fix a session's times; applied only when approved. */
export const attendanceCorrections = pgTable(
  'attendance_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when the request adds a session that was never recorded. */
    sessionId: uuid('session_id').references(() => attendanceSessions.id, {
      onDelete: 'cascade',
    }),
    requestedStart: timestamp('requested_start', { withTimezone: true }).notNull(),
    requestedEnd: timestamp('requested_end', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attendance_corrections_status_idx').on(table.status, table.createdAt),
    index('attendance_corrections_user_idx').on(table.userId),
    check(
      'attendance_corrections_end_after_start',
      sql`${table.requestedEnd} > ${table.requestedStart}`,
    ),
  ],
);

export type AttendanceSessionRow = typeof attendanceSessions.$inferSelect;
export type AttendanceCorrectionRow = typeof attendanceCorrections.$inferSelect;
