// Plain values only, never zod (src/zodFree.test.ts checks it). What the sign-in page and a
// stored session need, apart from the other user constants: the first page loads only these.

/** A user's role (spec section 6): what they may do beyond their teams' permissions. */
export const ROLES = ['super_admin', 'admin', 'user'] as const;

/** The interface languages (spec section 9): English, the default, and Arabic. */
export const LANGUAGES = ['en', 'ar'] as const;

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Where the e-mailed reset link leads (the web app's page); `?token=` is appended. */
export const RESET_PASSWORD_PATH = '/authentication/reset-password';
