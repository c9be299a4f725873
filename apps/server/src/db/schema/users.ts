import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /**
     * The username's TR39 confusable skeleton (usernameSkeleton.ts), unique so look-alikes of a
     * name are refused. NULL only for a look-alike that predates the check (the oldest keeps it).
     */
    usernameSkeleton: text('username_skeleton'),
    fullName: text('full_name').notNull(),
    email: text('email'),
    role: text('role', { enum: ['super_admin', 'admin', 'user'] }).notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /** false = deactivated (spec section 4): cannot sign in, sessions end. */
    isActive: boolean('is_active').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(false),
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** Wrong passwords in a row; reset by a successful sign-in or when the account locks. */
    phone: text('phone'),
    jobTitle: text('job_title'),
    /** The person's manager (another user); cleared when that user is deleted. */
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** The organisation's own staff number; unique regardless of case. */
    employeeNumber: text('employee_number'),
    /** Server-made storage name of the profile image under the files directory. */
    avatarPath: text('avatar_path'),
    /** IANA time zone; attendance and calendars use it for local dates. */
    timeZone: text('time_zone').notNull().default('UTC'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When the user last opened a session (sign-in); sessions themselves end and are deleted. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * When the pending invitation was last e-mailed: the account has no usable password and
     * cannot sign in until the person chooses one through the link (then it is cleared).
     */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** An administrator asked for a new password: until then a session reaches only a few routes. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Sign-in refused (with the usual 401) until then, after too many wrong passwords. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames are unique regardless of case; sign-in looks them up the same way.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    // Nor may two names look alike (Cyrillic аdmin beside admin); NULLs do not collide.
    uniqueIndex('users_username_skeleton_key').on(table.usernameSkeleton),
    uniqueIndex('users_employee_number_lower_key').on(sql`lower(${table.employeeNumber})`),
    index('users_manager_id_idx').on(table.managerId),
    // The users list pages in this order (active users by name): an index walk, not a sort of every row.
    index('users_list_order_idx').on(
      table.isActive,
      sql`lower(${table.fullName})`,
      sql`lower(${table.username})`,
      table.id,
    ),
    check('users_role_check', sql`${table.role} in ('super_admin', 'admin', 'user')`),
    check('users_language_check', sql`${table.language} in ('en', 'ar')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
