/** SWR keys of the account-settings area: never inline strings (house-style). */
export const accountKeys = {
  all: ['account'] as const,
  /** The own devices (`GET /user/sessions`). */
  sessions: () => ['account', 'sessions'] as const,
  /** Whether a master password is set (`GET /settings/master-password`). */
  masterPassword: () => ['account', 'masterPassword'] as const,
};
