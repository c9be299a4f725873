import { DRIVE_LINK_MESSAGES, DRIVE_LINK_PASSWORD_BACKOFF, isApiError } from '@atrium/api';

/**
 * Every link that does not open (unknown, revoked, expired, used up) answers the same 404, so
 * that tokens cannot be probed: the page shows one "not available" answer for all of them.
 */
export function isLinkNotAvailable(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The link needs its password again (it was changed, or the unlock ran out). */
export function isLinkLocked(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 401 &&
    error.detail === DRIVE_LINK_MESSAGES.passwordRequired
  );
}

/** The password was wrong (the server's field error, or its detail). */
export function isWrongPassword(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  return (
    error.detail === DRIVE_LINK_MESSAGES.wrongPassword ||
    (error.fieldErrors.password ?? []).includes(DRIVE_LINK_MESSAGES.wrongPassword)
  );
}

/** Too many wrong passwords (or unknown links) from this address: 429 until the window ends. */
export function isTooManyAttempts(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}

/**
 * How long to wait after a 429, in whole minutes: the server's Retry-After, or (when it did not
 * say) the longest it makes anyone wait, its whole window.
 */
export function tooManyAttemptsMinutes(error: unknown): number {
  const seconds = isApiError(error) ? error.retryAfterSeconds : undefined;
  if (seconds !== undefined) return Math.max(1, Math.ceil(seconds / 60));
  return Math.ceil(DRIVE_LINK_PASSWORD_BACKOFF.windowMs / 60_000);
}
