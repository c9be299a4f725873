import {
  CALENDAR_MESSAGES,
  CALENDAR_RANGE_MAX_DAYS,
  HOLIDAYS_PER_CALENDAR_MAX,
  CALENDAR_RULE_MESSAGES,
  LEAVE_MAX_SPAN_DAYS,
  LEAVE_MESSAGES,
  isApiError,
} from '@atrium/api';
import { errorMessages, markShownInPlace, type Translate } from '../i18n/errorMessage.ts';

// The years localDateSchema accepts (attendance.ts keeps them private).
const ATTENDANCE_YEAR_MIN = 1970;
const ATTENDANCE_YEAR_MAX = 2999;

/**
 * The working-time server's English texts (calendars, holidays, leave) → keys of
 * `workdays:errors`, so Workdays and Days off show them in the reader's language. A text not
 * listed goes on to the common catalogue (`common:errors`), and else is shown as it came.
 * The screens that use this load the `workdays` namespace.
 */
const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map([
  ...(Object.keys(CALENDAR_MESSAGES) as (keyof typeof CALENDAR_MESSAGES)[]).map(
    (key) => [CALENDAR_MESSAGES[key], `calendar.${key}`] as const,
  ),
  ...(Object.keys(CALENDAR_RULE_MESSAGES) as (keyof typeof CALENDAR_RULE_MESSAGES)[]).map(
    (key) => [CALENDAR_RULE_MESSAGES[key], `lines.${key}`] as const,
  ),
  ...(Object.keys(LEAVE_MESSAGES) as (keyof typeof LEAVE_MESSAGES)[]).map(
    (key) => [LEAVE_MESSAGES[key], `leave.${key}`] as const,
  ),
  // Texts written inline in the contracts and the services.
  ['Unknown calendar', 'other.unknownCalendar'],
  ['Unknown type of leave', 'other.unknownLeaveType'],
  ['Unknown user', 'other.unknownUser'],
  ['Enter a colour as #rrggbb', 'other.colour'],
  ['Enter a number of days other than 0', 'other.daysNotZero'],
  [`Choose at most ${LEAVE_MAX_SPAN_DAYS} days`, 'other.leaveTooLong'],
  ['Enter a date as YYYY-MM-DD', 'other.date'],
  [`Enter a year from ${ATTENDANCE_YEAR_MIN} to ${ATTENDANCE_YEAR_MAX}`, 'other.year'],
  ["You do not have permission to view other users' leave", 'other.othersLeave'],
  ["You do not have permission to view other users' schedules", 'other.othersSchedule'],
  ['Only a people or working-time manager can adjust balances', 'other.adjust'],
]);

/** The values some translations name (limits the English text also carries). */
const VALUES = {
  maxDays: CALENDAR_RANGE_MAX_DAYS,
  maxHolidays: HOLIDAYS_PER_CALENDAR_MAX,
  maxLeaveDays: LEAVE_MAX_SPAN_DAYS,
  // Strings: years are not grouped like counts ("1,970").
  minYear: String(ATTENDANCE_YEAR_MIN),
  maxYear: String(ATTENDANCE_YEAR_MAX),
};

/** The translation of one server text, when it is one of the working-time texts. */
function translateText(t: Translate, text: string): string | undefined {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`workdays:errors.${key}`, VALUES) : undefined;
}

/** Whether a server text has a working-time translation (tests check every text has one). */
export function isKnownWorkingTimeText(text: string): boolean {
  return KEY_BY_TEXT.has(text);
}

/** One of the working-time server's texts in the reader's language (else as it came). */
export function workingTimeMessageText(t: Translate, text: string): string {
  return translateText(t, text) ?? text;
}

/** Every message of a failed working-time call, in the reader's language (shown in place). */
export function workingTimeErrorMessages(t: Translate, error: unknown): string[] {
  const common = errorMessages(t, error);
  if (!isApiError(error) || error.kind === 'no-response' || error.kind === 'invalid-response')
    return common;
  return error.messages.map((text, index) => translateText(t, text) ?? common[index] ?? text);
}

/** The one line to show for a failed working-time call. */
export function workingTimeErrorMessage(t: Translate, error: unknown): string {
  return workingTimeErrorMessages(t, error).join(' ');
}

/**
 * The messages of one field of a refused form (400), translated; `field` is the server's path
 * (`name`, `lines.2`, `lines.2.from`). With `nested`, the field's children count too.
 */
export function workingTimeFieldError(
  t: Translate,
  error: unknown,
  field: string,
  { nested = false }: { nested?: boolean } = {},
): string | undefined {
  if (!isApiError(error)) return undefined;
  const texts = Object.entries(error.fieldErrors)
    .filter(([name]) => name === field || (nested && name.startsWith(`${field}.`)))
    .flatMap(([, messages]) => messages);
  if (texts.length === 0) return undefined;
  markShownInPlace(error);
  const common = (text: string) =>
    text === 'This field is required' ? t('common:errors.fieldRequired') : text;
  return [...new Set(texts)].map((text) => translateText(t, text) ?? common(text)).join(' ');
}

/** Whether every field error of a refused form is under one of these fields (shown beside them). */
export function onlyWorkingTimeFieldErrors(error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error)) return false;
  const named = Object.keys(error.fieldErrors);
  return (
    named.length > 0 &&
    named.every((name) => fields.some((field) => name === field || name.startsWith(`${field}.`)))
  );
}
