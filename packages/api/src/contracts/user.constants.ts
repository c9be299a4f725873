// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

// ROLES, LANGUAGES, USERNAME_MAX, PASSWORD_MIN/MAX and RESET_PASSWORD_PATH: signIn.constants.ts.

export const FULL_NAME_MAX = 150;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
export const JOB_TITLE_MAX = 100;
export const TIME_ZONE_MAX = 64;
export const EMPLOYEE_NUMBER_MAX = 32;
/** Teams one request may name (create / update a user). */
export const TEAM_IDS_MAX = 100;
/** Columns the users lists sort by on the server (`?sort=&order=`); the default is `name`. */
export const USER_SORT_KEYS = [
  'name',
  'username',
  'email',
  'role',
  'created_at',
  'last_sign_in_at',
  'deactivated_at',
] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** People one bulk action (`POST /users/bulk/…`) may name at most. */
export const USERS_BULK_MAX = 200;
/**
 * Why a bulk action left a person out (`skipped[].reason`), each the rule the single action
 * answers with: `not_found` (no such user), `yourself`, `super_admin_only` (only a super admin
 * acts on one), `last_super_admin`, `already_inactive` (deactivate), `already_member` (add to
 * team).
 */
export const USERS_BULK_SKIP_REASONS = [
  'not_found',
  'yourself',
  'super_admin_only',
  'last_super_admin',
  'already_inactive',
  'already_member',
] as const;
export type UsersBulkSkipReason = (typeof USERS_BULK_SKIP_REASONS)[number];

/** `GET /users/export?format=`: a CSV text or an Excel workbook. */
export const USERS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UsersExportFormat = (typeof USERS_EXPORT_FORMATS)[number];
/** Rows one export holds at most (in the list's order): a file a spreadsheet opens. */
export const USERS_EXPORT_MAX = 10_000;
/** The export's columns, in order; the first row of every file. */
export const USERS_EXPORT_COLUMNS = [
  'username',
  'full_name',
  'email',
  'phone',
  'job_title',
  'employee_number',
  'manager',
  'role',
  'teams',
  'active',
  'last_sign_in_at',
  'created_at',
] as const;
export type UsersExportColumn = (typeof USERS_EXPORT_COLUMNS)[number];
/** Joins a person's team names in one cell of the export. */
export const USERS_EXPORT_TEAM_SEPARATOR = '; ';
/** The answer's media types by format. */
export const USERS_EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<UsersExportFormat, string>;

/** Profile images: what the server accepts (checked by content, not by name). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_WIDTH = 7680;
export const AVATAR_MAX_HEIGHT = 4320;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A reset link works this long, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/**
 * An invitation link works this long, once: longer than a reset link, since the person may not
 * read their mail today. It opens RESET_PASSWORD_PATH with `&invite=1`; resending makes a new
 * link and the old one stops working.
 */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The query flag of an invitation link: the reset page greets a new person instead. */
export const INVITE_LINK_PARAM = 'invite';
