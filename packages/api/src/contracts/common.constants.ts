// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

/** Page sizes of spec section 9; -1 means "all" (capped by the server). */
export const PAGE_SIZES = [2, 3, 5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_ALL = -1;
/** Most rows a `size=-1` ("all") answer carries (security.md, decision 4). */
export const PAGE_SIZE_ALL_CAP = 10_000;

/**
 * The header the web client sends on every request (spec section 7): the master-password token,
 * empty when there is none. Its presence also marks a request as the app's own (CSRF check).
 */
export const MASTER_KEY_HEADER = 'master-key-token';

/** Exact texts of the error catalogue (spec section 8) that the server and client share. */
export const ERROR_DETAILS = {
  invalidToken: 'Invalid Token',
  masterPasswordRequired: 'Master password required',
  invalidMasterPassword: 'Invalid master password',
  invalidCredentials: 'Invalid username or password',
  forbidden: 'You do not have permission to perform this action',
  /** While a password change is required, every route but profile, logout and change password. */
  passwordChangeRequired: 'Choose a new password before you continue',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests',
  generic: 'An error occurred',
  noResponse: 'No response received from server',
} as const;

/** The HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an endpoint lives. The `*_ROUTES` tables of the constants modules hold every endpoint's
 * route; the contracts spread them and add the schemas, so the two cannot disagree. The client
 * calls endpoints by route and never builds a schema (docs/adr/0010).
 */
export interface Route {
  readonly method: HttpMethod;
  /** Relative to the API base (`/api`), with `:param` placeholders. */
  readonly path: string;
}
