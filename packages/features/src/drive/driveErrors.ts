import { DRIVE_MESSAGES, DRIVE_NAME_MAX_BYTES, isApiError } from '@atrium/api';
import { errorMessages, markShownInPlace, type Translate } from '../i18n/errorMessage.ts';

/**
 * The server's drive texts (DRIVE_MESSAGES and driveNameSchema's) → keys of `drive:errors`.
 * A text not listed here goes on to the common catalogue, and else is shown as it came.
 */
const TRANSLATED: readonly (keyof typeof DRIVE_MESSAGES)[] = [
  'nameTaken',
  'moveIntoItself',
  'changedMeanwhile',
  'notAFolder',
  'inTrash',
  'notInTrash',
  'readOnly',
  'tooLarge',
  'overQuota',
  'notAFile',
  'noPreview',
];

const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map([
  ...TRANSLATED.map((key) => [DRIVE_MESSAGES[key], key] as const),
  ['This name is reserved', 'nameReserved'],
  ['Must not contain / or \\', 'nameSlashes'],
  ['Must not contain control or direction-override characters', 'nameControl'],
  [`Must be at most ${DRIVE_NAME_MAX_BYTES} bytes`, 'nameTooLong'],
  ['Each entry must name an active person (not the owner) or a team', 'unknownPrincipal'],
]);

/** driveNameSchema's message for an empty name (the common catalogue has it). */
const REQUIRED = 'This field is required';

function translateText(t: Translate, text: string): string | undefined {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`drive:errors.${key}`, { max: DRIVE_NAME_MAX_BYTES }) : undefined;
}

/** One of the server's drive texts (an upload's refusal, say) in the reader's language. */
export function driveMessageText(t: Translate, text: string): string {
  return translateText(t, text) ?? text;
}

/** Every message of a drive error, in the reader's language (it counts as shown in place). */
export function driveErrorMessages(t: Translate, error: unknown): string[] {
  markShownInPlace(error);
  if (!isApiError(error) || error.kind === 'no-response' || error.kind === 'invalid-response')
    return errorMessages(t, error);
  const common = errorMessages(t, error);
  return error.messages.map((text, index) => translateText(t, text) ?? common[index] ?? text);
}

/** The one line to show for a drive error. */
export function driveErrorMessage(t: Translate, error: unknown): string {
  return driveErrorMessages(t, error).join(' ');
}

/** The server's text of a 409 (or 403) drive error, when it is one of DRIVE_MESSAGES. */
export function driveConflictOf(error: unknown): keyof typeof DRIVE_MESSAGES | undefined {
  if (!isApiError(error) || !error.detail) return undefined;
  const found = Object.entries(DRIVE_MESSAGES).find(([, text]) => text === error.detail);
  return found?.[0] as keyof typeof DRIVE_MESSAGES | undefined;
}

/**
 * The message of a name field (new folder, rename), translated: the server's field errors on
 * `name`, or a taken name (409). Undefined when the error is not about the name.
 */
export function driveNameError(t: Translate, error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const nameErrors = error.fieldErrors.name;
  if (nameErrors?.length) {
    markShownInPlace(error);
    return nameErrors
      .map(
        (text) =>
          translateText(t, text) ?? (text === REQUIRED ? t('common:errors.fieldRequired') : text),
      )
      .join(' ');
  }
  if (driveConflictOf(error) === 'nameTaken') {
    markShownInPlace(error);
    return t('drive:errors.nameTaken');
  }
  return undefined;
}
