/**
 * The bootstrap admin of the e2e server: created on an empty database with this password.
 * The server's password policy rejects context words such as "admin" and "atrium".
 */
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Bootstrap-Passphrase-2026' } as const;
