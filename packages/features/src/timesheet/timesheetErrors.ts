import { TIMESHEET_MESSAGES, isApiError } from '@atrium/api';
import { errorMessages, markShownInPlace, type Translate } from '../i18n/errorMessage.ts';

/** The server's timesheet texts → keys of `timesheet:errors`. */
const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map(
  (Object.keys(TIMESHEET_MESSAGES) as (keyof typeof TIMESHEET_MESSAGES)[]).map((key) => [
    TIMESHEET_MESSAGES[key],
    key,
  ]),
);

const translateText = (t: Translate, text: string) => {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`timesheet:errors.${key}`) : undefined;
};

/** The one line to show for a failed timesheet call, in the reader's language. */
export function timesheetErrorMessage(t: Translate, error: unknown): string {
  const common = errorMessages(t, error);
  if (!isApiError(error) || error.kind === 'no-response' || error.kind === 'invalid-response')
    return common.join(' ');
  markShownInPlace(error);
  return error.messages
    .map((text, index) => translateText(t, text) ?? common[index] ?? text)
    .join(' ');
}
