// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

/** Longest permission name the server accepts (the known ones are far shorter). */
export const PERMISSION_NAME_MAX = 100;
/** Most names one request may carry (there are 19 known names). */
export const PERMISSIONS_PER_TEAM_MAX = 100;

/** The 409 answer of the master-key check before a super admin has set a master password. */
export const MASTER_PASSWORD_NOT_SET = 'No master password is set';
