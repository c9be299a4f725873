/** The bootstrap admin of the e2e server: created on an empty database with this password. */
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Admin-Passphrase-2026' } as const;
