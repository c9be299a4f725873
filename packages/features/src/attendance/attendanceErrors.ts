import { isApiError } from '@atrium/api';
import { errorMessages, markShownInPlace, type Translate } from '../i18n/errorMessage.ts';

/**
 * The attendance server's English texts (corrections) → keys of `attendance:errors`, so the
 * correction forms show them in the reader's language; other texts go to the common catalogue.
 */
const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map([
  ['The end must be after the start', 'endAfterStart'],
  ['A correction covers at most 24 hours', 'tooLong'],
  ['Times cannot be in the future', 'future'],
  ['The corrected times overlap another session', 'overlap'],
  ['Finish the session before correcting it', 'sessionOpen'],
  ['This correction request has already been decided', 'alreadyDecided'],
  ['You cannot review your own correction request', 'ownCorrection'],
  ["You do not have permission to view other users' attendance", 'othersAttendance'],
  ['This field is required', 'required'],
  ['Enter a date and time in ISO 8601', 'dateTime'],
]);

function translate(t: Translate, text: string): string | undefined {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`attendance:errors.${key}`) : undefined;
}

/** Whether a server text has an attendance translation (the tests check each one). */
export function isKnownAttendanceText(text: string): boolean {
  return KEY_BY_TEXT.has(text);
}

/** Every message of a failed call, in the reader's language. */
export function attendanceErrorMessage(t: Translate, error: unknown): string {
  const common = errorMessages(t, error);
  if (!isApiError(error) || error.kind === 'no-response' || error.kind === 'invalid-response') {
    return common.join(' ');
  }
  return error.messages.map((text, index) => translate(t, text) ?? common[index] ?? text).join(' ');
}

/** The messages of one field of a refused request (400), translated; shown beside the field. */
export function attendanceFieldError(t: Translate, error: unknown, field: string) {
  if (!isApiError(error)) return undefined;
  const texts = error.fieldErrors[field];
  if (!texts || texts.length === 0) return undefined;
  markShownInPlace(error);
  return texts.map((text) => translate(t, text) ?? text).join(' ');
}
