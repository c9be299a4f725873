import { PROJECT_MESSAGES, isApiError } from '@atrium/api';
import { errorMessages, markShownInPlace, type Translate } from '../i18n/errorMessage.ts';

/** The server's project texts → keys of `projects:errors`. */
const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map(
  (Object.keys(PROJECT_MESSAGES) as (keyof typeof PROJECT_MESSAGES)[]).map((key) => [
    PROJECT_MESSAGES[key],
    key,
  ]),
);

function translateText(t: Translate, text: string): string | undefined {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`projects:errors.${key}`) : undefined;
}

/** The one line to show for a failed project call, in the reader's language. */
export function projectErrorMessage(t: Translate, error: unknown): string {
  const common = errorMessages(t, error);
  if (!isApiError(error) || error.kind === 'no-response' || error.kind === 'invalid-response')
    return common.join(' ');
  return error.messages
    .map((text, index) => translateText(t, text) ?? common[index] ?? text)
    .join(' ');
}

/** The message of one field of a refused form (400), in the reader's language. */
export function projectFieldError(t: Translate, error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const texts = error.fieldErrors[field];
  if (!texts?.length) return undefined;
  markShownInPlace(error);
  return texts.map((text) => translateText(t, text) ?? text).join(' ');
}

/** Whether every field error of a refused form is one of these fields (shown beside them). */
export function onlyFieldErrors(error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error)) return false;
  const named = Object.keys(error.fieldErrors);
  return named.length > 0 && named.every((field) => fields.includes(field));
}
