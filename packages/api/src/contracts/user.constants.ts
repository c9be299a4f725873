// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

export const ROLES = ['super_admin', 'admin', 'user'] as const;

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 150;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
export const JOB_TITLE_MAX = 100;
export const TIME_ZONE_MAX = 64;
export const EMPLOYEE_NUMBER_MAX = 32;
/** Teams one request may name (create / update a user). */
export const TEAM_IDS_MAX = 100;
export const LANGUAGES = ['en', 'ar'] as const;
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

/** Profile images: what the server accepts (checked by content, not by name). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_WIDTH = 7680;
export const AVATAR_MAX_HEIGHT = 4320;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Where the e-mailed reset link leads (the web app's page); `?token=` is appended. */
export const RESET_PASSWORD_PATH = '/authentication/reset-password';
/** A reset link works this long, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
