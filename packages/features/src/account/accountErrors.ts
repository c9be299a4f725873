import { isApiError, USER_ERROR_DETAILS, USER_FIELD_MESSAGES } from '@atrium/api';
import { passwordPolicyValues } from '../auth/passwordPolicy.ts';
import { translatePasswordProblem } from '../auth/recoveryErrors.ts';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const FIELD_KEYS = new Map<string, string>(
  Object.entries(USER_FIELD_MESSAGES).map(([key, text]) => [text, key]),
);
const DETAIL_KEYS = new Map<string, string>(
  Object.entries(USER_ERROR_DETAILS).map(([key, text]) => [text, key]),
);

/** A server field message (contracts' USER_FIELD_MESSAGES or the password policy), translated. */
export function translateFieldMessage(t: Translate, message: string): string {
  const key = FIELD_KEYS.get(message);
  return key ? t(`account:fieldErrors.${key}`) : translatePasswordProblem(t, message);
}

/**
 * A form schema's message: a key of the auth namespace's password policy, a key of the account
 * namespace, or an already translated text (set from a server answer).
 */
export function translateFormMessage(
  t: Translate,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('password.')) return t(`auth:${message}`, passwordPolicyValues);
  if (message.startsWith('auth:')) return t(message, passwordPolicyValues);
  return message.includes(' ') ? message : t(message);
}

/** One line for an alert: the user endpoints' own details first, then the common catalogue. */
export function accountErrorMessage(t: Translate, error: unknown): string {
  const key = isApiError(error) && error.detail ? DETAIL_KEYS.get(error.detail) : undefined;
  if (key) {
    markShownInPlace(error);
    return t(`account:errorDetails.${key}`);
  }
  return errorMessage(t, error);
}

/** The field errors of a failed save, translated, or null when it failed otherwise. */
export function translatedFieldErrors(t: Translate, error: unknown): Record<string, string> | null {
  if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return null;
  markShownInPlace(error);
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => translateFieldMessage(t, message)).join(' '),
    ]),
  );
}
