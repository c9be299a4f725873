import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CALENDAR_MESSAGES,
  CALENDAR_RULE_MESSAGES,
  ERROR_DETAILS,
  LEAVE_MESSAGES,
} from '@atrium/api';
import { createI18n } from '../i18n/createI18n.ts';
import { wasShownInPlace } from '../i18n/errorMessage.ts';
import {
  onlyWorkingTimeFieldErrors,
  workingTimeErrorMessage,
  workingTimeFieldError,
  workingTimeMessageText,
} from './workingTimeErrors.ts';

const arabic = createI18n({ language: 'ar' }).t.bind(null) as (key: string) => string;
const english = createI18n({ language: 'en' }).t.bind(null) as (key: string) => string;

const validation = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'validation', status: 400, url: '/calendar/calendars', fieldErrors });

describe('working-time errors', () => {
  it('has an Arabic text for every fixed message of calendars, lines and leave', () => {
    const texts = [
      ...Object.values(CALENDAR_MESSAGES),
      ...Object.values(CALENDAR_RULE_MESSAGES),
      ...Object.values(LEAVE_MESSAGES),
    ];
    for (const text of texts) {
      const translated = workingTimeMessageText(arabic, text);
      expect(translated, text).not.toBe(text);
      expect(translated, text).toMatch(/[\u0600-\u06FF]/);
      expect(translated, text).not.toMatch(/^workdays:/);
    }
  });

  it("puts a 409's detail in Arabic and leaves the common catalogue to common", () => {
    const conflict = new ApiError({
      kind: 'detail',
      status: 409,
      url: '/calendar/calendars/x',
      detail: CALENDAR_MESSAGES.defaultInUse,
    });
    expect(workingTimeErrorMessage(arabic, conflict)).toBe(
      'لا يمكن حذف التقويم الافتراضي. اجعل تقويمًا آخر هو الافتراضي أولًا.',
    );
    const missing = new ApiError({
      kind: 'detail',
      status: 404,
      url: '/calendar/calendars/x',
      detail: ERROR_DETAILS.notFound,
    });
    expect(workingTimeErrorMessage(english, missing)).toBe(english('common:errors.notFound'));
    // A text nobody translated is shown as it came rather than hidden.
    expect(workingTimeMessageText(arabic, 'Something new')).toBe('Something new');
  });

  it('finds the messages of one field, and of its items when asked', () => {
    const error = validation({
      name: [CALENDAR_MESSAGES.nameTaken],
      'lines.2': [CALENDAR_RULE_MESSAGES.overlap],
      'lines.3.from': ['Enter a time as HH:mm'],
    });
    expect(workingTimeFieldError(english, error, 'name')).toBe(
      'A calendar with this name already exists.',
    );
    expect(workingTimeFieldError(arabic, error, 'lines.3', { nested: true })).toBe(
      'أدخل الوقت بالصيغة HH:mm.',
    );
    expect(workingTimeFieldError(english, error, 'lines.3')).toBeUndefined();
    expect(wasShownInPlace(error)).toBe(true);
    expect(onlyWorkingTimeFieldErrors(error, ['name', 'lines'])).toBe(true);
    expect(onlyWorkingTimeFieldErrors(error, ['name'])).toBe(false);
  });

  it('translates the leave texts with the limits they name', () => {
    expect(workingTimeMessageText(english, 'Choose at most 366 days')).toBe(
      'Choose at most 366 days.',
    );
    expect(workingTimeMessageText(arabic, 'Enter a year from 1970 to 2999')).toBe(
      'أدخل سنة من 1970 إلى 2999.',
    );
  });
});
