import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_HEIGHT,
  AVATAR_MAX_WIDTH,
  isApiError,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
} from '@atrium/api';
import { errorMessage, type Translate } from '../i18n/errorMessage.ts';

/**
 * The users endpoints' fixed texts (contract `USER_ERROR_DETAILS` / `USER_FIELD_MESSAGES`, and the
 * password length messages of `newPasswordSchema`) → keys of the `users` namespace, so Arabic
 * readers get them in Arabic. Anything else is shown as the server wrote it.
 */
const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.entries(USER_ERROR_DETAILS).map(
    ([key, text]) => [text, `users:errors.${key}`] as const,
  ),
  ...Object.entries(USER_FIELD_MESSAGES).map(
    ([key, text]) => [text, `users:fieldErrors.${key}`] as const,
  ),
  [`Must be at least ${PASSWORD_MIN} characters long`, 'users:fieldErrors.passwordTooShort'],
  [`Must be at most ${PASSWORD_MAX} characters long`, 'users:fieldErrors.passwordTooLong'],
]);

/**
 * The numbers some messages carry, given to the translation rather than typed into it, so they
 * come in the reader's digits (i18n/numberInterpolation.ts).
 */
const MESSAGE_NUMBERS = {
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  mebibytes: AVATAR_MAX_BYTES / (1024 * 1024),
  width: AVATAR_MAX_WIDTH,
  height: AVATAR_MAX_HEIGHT,
};

function translate(t: Translate, key: string): string {
  return t(key, MESSAGE_NUMBERS);
}

/** One field or detail message in the reader's language. */
export function userFieldMessage(t: Translate, message: string): string {
  const key = KEY_BY_TEXT.get(message);
  return key ? translate(t, key) : message;
}

/** The one line to show for a failed users call (dialog alerts). */
export function userErrorMessage(t: Translate, error: unknown): string {
  if (isApiError(error) && error.kind === 'detail' && error.detail) {
    const key = KEY_BY_TEXT.get(error.detail);
    if (key) return translate(t, key);
  }
  if (isApiError(error) && error.kind === 'validation') {
    return error.messages.map((message) => userFieldMessage(t, message)).join(' ');
  }
  return errorMessage(t, error);
}
