/**
 * The bootstrap admin of the e2e server: created on an empty database with this password.
 * The server's password policy rejects context words such as "admin" and "atrium".
 */
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Bootstrap-Passphrase-2026' } as const;

/**
 * The master password the e2e admin sets (PUT /api/settings/master-password) before the first
 * master-password journey: the server has none until a super admin sets one.
 */
export const E2E_MASTER_PASSWORD = 'E2e-Master-Passphrase-Quartz-2026';
