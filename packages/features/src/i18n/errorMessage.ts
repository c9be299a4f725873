import { ERROR_DETAILS, isApiError, TIMESHEET_MESSAGES } from '@atrium/api';

type ErrorKey = keyof typeof ERROR_DETAILS | 'fieldRequired' | 'weekApproved' | 'weekSubmitted';

/** Catalogue text (spec section 8, as the server sends it) → translation key in `common:errors`. */
const KEY_BY_TEXT: ReadonlyMap<string, ErrorKey> = new Map<string, ErrorKey>([
  ...Object.entries(ERROR_DETAILS).map(([key, text]) => [text, key as ErrorKey] as const),
  ['This field is required', 'fieldRequired'],
  // A locked timesheet week refuses time entries on any screen (the story page's timer too).
  [TIMESHEET_MESSAGES.weekApproved, 'weekApproved'],
  [TIMESHEET_MESSAGES.weekSubmitted, 'weekSubmitted'],
]);

/** Any translate function: i18next's `t` of whatever namespace fits. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

function translateText(t: Translate, text: string): string {
  const key = KEY_BY_TEXT.get(text);
  // A detail the catalogue does not know is already written for people: show it as it is.
  return key ? t(`common:errors.${key}`) : text;
}

/**
 * Failures a page has already shown where they happened (a field message, an error state, an
 * alert). The app's error toaster skips them so nobody reads the same failure twice.
 */
const shownInPlace = new WeakSet<object>();

/** Record that this failure is on screen next to what failed (forms that map field errors). */
export function markShownInPlace(error: unknown): void {
  if (typeof error === 'object' && error !== null) shownInPlace.add(error);
}

export function wasShownInPlace(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shownInPlace.has(error);
}

export interface ErrorMessagesOptions {
  /** False for the toaster: reading the text there does not put it on the page. Default true. */
  inPlace?: boolean;
}

/**
 * Every message of an error, translated, in the catalogue's order (field messages, else detail).
 * Rendering it counts as showing the error in place (see `markShownInPlace`).
 */
export function errorMessages(
  t: Translate,
  error: unknown,
  { inPlace = true }: ErrorMessagesOptions = {},
): string[] {
  if (inPlace) markShownInPlace(error);
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
