import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { driveItems } from './drive.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * Working calendars (issue 23, ADR 0022): a name, an IANA zone and weekly lines. At most one is
 * the default (the partial unique index); people without a personal or team calendar use it.
 */
export const workCalendars = pgTable(
  'work_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_calendars_name_lower_key').on(sql`lower(${table.name})`),
    uniqueIndex('work_calendars_one_default_key')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

/** One working range of a weekday (ISO 1–7), as minutes after local midnight; `to ≤ from`: night. */
export const workCalendarLines = pgTable(
  'work_calendar_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => workCalendars.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
  },
  (table) => [
    index('work_calendar_lines_calendar_idx').on(table.calendarId),
    check('work_calendar_lines_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'work_calendar_lines_minutes_check',
      sql`${table.fromMinute} between 0 and 1439 and ${table.toMinute} between 0 and 1439`,
    ),
  ],
);

/** A team's calendar (none: the default). */
export const teamWorkCalendars = pgTable('team_work_calendars', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  calendarId: uuid('calendar_id')
    .notNull()
    .references(() => workCalendars.id, { onDelete: 'cascade' }),
});

/** A person's own calendar, over their teams'. */
export const userWorkCalendars = pgTable('user_work_calendars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  calendarId: uuid('calendar_id')
    .notNull()
    .references(() => workCalendars.id, { onDelete: 'cascade' }),
});

/** A public holiday of a calendar: on `date`, or every year by `rrule` from `date`. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => workCalendars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    rrule: text('rrule'),
    halfDay: boolean('half_day').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('holidays_calendar_date_idx').on(table.calendarId, table.date)],
);

/** Days are kept as whole half days (`*_halves`: 3 = 1.5 days), so sums stay exact. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    paid: boolean('paid').notNull().default(true),
    requiresDocument: boolean('requires_document').notNull().default(false),
    /** null: no yearly limit. */
    allowanceHalves: integer('allowance_halves'),
    carryOverHalves: integer('carry_over_halves').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('leave_types_name_lower_key').on(sql`lower(${table.name})`)],
);

/** Manual changes of a balance, kept as a log (never edited). */
export const leaveAdjustments = pgTable(
  'leave_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    halves: integer('halves').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_adjustments_user_type_year_idx').on(table.userId, table.leaveTypeId, table.year),
  ],
);

export const LEAVE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startHalf: boolean('start_half').notNull().default(false),
    endHalf: boolean('end_half').notNull().default(false),
    /** Working half days taken, counted with the person's calendar when requested. */
    halves: integer('halves').notNull(),
    reason: text('reason').notNull().default(''),
    attachmentId: uuid('attachment_id').references(() => driveItems.id, { onDelete: 'set null' }),
    status: text('status', { enum: LEAVE_REQUEST_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_requests_user_dates_idx').on(table.userId, table.startDate),
    index('leave_requests_dates_idx').on(table.startDate, table.endDate),
    check('leave_requests_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export type WorkCalendarRow = typeof workCalendars.$inferSelect;
export type WorkCalendarLineRow = typeof workCalendarLines.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type LeaveAdjustmentRow = typeof leaveAdjustments.$inferSelect;
export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
