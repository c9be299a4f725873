import { DRIVE_LINK_MESSAGES, isApiError } from '@atrium/api';
import { markShownInPlace, type Translate } from '../../i18n/errorMessage.ts';
import { driveErrorMessage } from '../driveErrors.ts';

/** The share links' server texts → keys of `drive:links.errors`. */
const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map(
  (
    [
      'expiryTooLate',
      'expiryInPast',
      'notShareable',
      'materialNeedsFiles',
      'revoked',
      'viewOnly',
    ] as const
  ).map((key) => [DRIVE_LINK_MESSAGES[key], key]),
);

/** One of the links' texts in the reader's language, or undefined when it is not one of them. */
function linkText(t: Translate, text: string): string | undefined {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`drive:links.errors.${key}`) : undefined;
}

/** The line to show for a failed link call: the links' own texts first, then the drive's. */
export function driveLinkErrorMessage(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    const own = error.messages.map((text) => linkText(t, text));
    if (own.every((text) => text !== undefined)) {
      markShownInPlace(error);
      return own.join(' ');
    }
  }
  return driveErrorMessage(t, error);
}

/** The message of one field of a refused form (400), in the reader's language. */
export function driveLinkFieldError(
  t: Translate,
  error: unknown,
  field: string,
): string | undefined {
  if (!isApiError(error)) return undefined;
  const texts = error.fieldErrors[field];
  if (!texts?.length) return undefined;
  markShownInPlace(error);
  return texts.map((text) => linkText(t, text) ?? text).join(' ');
}
