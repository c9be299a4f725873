import { ERROR_DETAILS, isApiError } from '@atrium/api';

type ErrorKey = keyof typeof ERROR_DETAILS | 'fieldRequired';

/** Catalogue text (spec section 8, as the server sends it) → translation key in `common:errors`. */
const KEY_BY_TEXT: ReadonlyMap<string, ErrorKey> = new Map<string, ErrorKey>([
  ...Object.entries(ERROR_DETAILS).map(([key, text]) => [text, key as ErrorKey] as const),
  ['This field is required', 'fieldRequired'],
]);

/** Any translate function: i18next's `t` of whatever namespace fits. */
export type Translate = (key: string) => string;

function translateText(t: Translate, text: string): string {
  const key = KEY_BY_TEXT.get(text);
  // A detail the catalogue does not know is already written for people: show it as it is.
  return key ? t(`common:errors.${key}`) : text;
}

/** Every message of an error, translated, in the catalogue's order (field messages, else detail). */
export function errorMessages(t: Translate, error: unknown): string[] {
  if (!isApiError(error)) return [t('common:errors.generic')];
  if (error.kind === 'no-response') return [t('common:errors.noResponse')];
  // A contract mismatch is our bug, not something a person can act on.
  if (error.kind === 'invalid-response') return [t('common:errors.generic')];
  return error.messages.map((message) => translateText(t, message));
}

/** The one line to show for an error (login alert, toasts). */
export function errorMessage(t: Translate, error: unknown): string {
  return errorMessages(t, error).join(' ');
}
