/**
 * How long a session lives: the sign-in (user.service.ts), the cookie (plugins/auth.ts) and the
 * live-event streams (notification.service.ts) read the same numbers.
 */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const MAX_SESSIONS_PER_USER = 5;
