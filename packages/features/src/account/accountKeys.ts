/** SWR keys of the account-settings area: never inline strings (house-style). */
export const accountKeys = {
  all: ['account'] as const,
  /** The own devices (`GET /user/sessions`). */
  sessions: () => ['account', 'sessions'] as const,
  /**
   * The own user record as the last profile update or image change answered it (phone, job
   * title, time zone, avatar are not in `GET /user/profile`). Cache only, never fetched.
   */
  details: () => ['account', 'details'] as const,
};
