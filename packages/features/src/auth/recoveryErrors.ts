import { isApiError, PASSWORD_MAX, PASSWORD_MIN, USER_ERROR_DETAILS } from '@atrium/api';

/** The rate limit of the recovery endpoints (10 a minute per address) answered. */
export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}

/** The reset link is unknown, used or older than its 30 minutes. */
export function isInvalidResetToken(error: unknown): boolean {
  return isApiError(error) && error.detail === USER_ERROR_DETAILS.invalidResetToken;
}

/** The server's password checks (common passwords, context words) on the `password` field. */
export function passwordFieldErrors(error: unknown): string[] {
  return isApiError(error) ? (error.fieldErrors.password ?? []) : [];
}

/**
 * The server's password-policy texts (apps/server lib/passwordPolicy.ts) → translated text; a
 * text it does not know is shown as it came.
 */
export function translatePasswordProblem(
  t: (key: string, values?: Record<string, unknown>) => string,
  message: string,
): string {
  if (message === 'Is one of the most common passwords') return t('auth:password.common');
  const word = /^Must not contain "(.+)"$/.exec(message)?.[1];
  if (word) return t('auth:password.contextWord', { word });
  if (message.startsWith('Must be at least'))
    return t('auth:password.tooShort', { min: PASSWORD_MIN });
  if (message.startsWith('Must be at most'))
    return t('auth:password.tooLong', { max: PASSWORD_MAX });
  return message;
}
