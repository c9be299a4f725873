import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_DETAILS, TIMESHEET_MESSAGES } from '@atrium/api';
import { createI18n } from './createI18n.ts';
import { errorMessage, errorMessages } from './errorMessage.ts';

const en = createI18n({ language: 'en' }).t;
const ar = createI18n({ language: 'ar' }).t;
const detail = (text: string, status = 400) =>
  new ApiError({ kind: 'detail', status, url: '/api/x', detail: text });

describe('errorMessage (spec section 8)', () => {
  it.each([
    [
      ERROR_DETAILS.invalidCredentials,
      'Invalid username or password',
      'اسم المستخدم أو كلمة المرور غير صحيحة',
    ],
    [
      ERROR_DETAILS.invalidToken,
      'Invalid Token',
      'انتهت صلاحية الجلسة. يُرجى تسجيل الدخول مرة أخرى',
    ],
    [ERROR_DETAILS.generic, 'An error occurred', 'حدث خطأ'],
    [
      ERROR_DETAILS.masterPasswordRequired,
      'Master password required',
      'كلمة المرور الرئيسية مطلوبة',
    ],
    [
      ERROR_DETAILS.invalidMasterPassword,
      'Invalid master password',
      'كلمة المرور الرئيسية غير صحيحة',
    ],
  ])('translates "%s"', (text, english, arabic) => {
    expect(errorMessage(en, detail(text))).toBe(english);
    expect(errorMessage(ar, detail(text))).toBe(arabic);
  });

  it('has a translation for every catalogue text the server can send', () => {
    for (const text of Object.values(ERROR_DETAILS)) {
      expect(errorMessage(ar, detail(text))).not.toBe(text);
    }
  });

  it('reports no response in both languages', () => {
    const error = new ApiError({ kind: 'no-response', status: 0, url: '/api/x' });
    expect(errorMessage(en, error)).toBe('No response received from server');
    expect(errorMessage(ar, error)).toBe('لم يصل أي رد من الخادم');
  });

  it('shows an unknown server detail as it is', () => {
    expect(errorMessage(ar, detail('Team name already taken', 409))).toBe(
      'Team name already taken',
    );
  });

  it('lists field messages in order, translating the known ones', () => {
    const error = new ApiError({
      kind: 'validation',
      status: 400,
      url: '/api/x',
      fieldErrors: { username: ['This field is required'], password: ['Too short'] },
    });
    expect(errorMessages(ar, error)).toEqual(['هذا الحقل مطلوب', 'Too short']);
  });

  it('falls back to "An error occurred" for contract mismatches and non-API errors', () => {
    expect(
      errorMessage(en, new ApiError({ kind: 'invalid-response', status: 200, url: '/api/x' })),
    ).toBe('An error occurred');
    expect(errorMessage(en, new TypeError('x is undefined'))).toBe('An error occurred');
  });
});

describe('a locked timesheet week', () => {
  it('is told in both languages wherever a time entry is refused (the story page too)', () => {
    const locked = detail(TIMESHEET_MESSAGES.weekApproved, 409);
    expect(errorMessage(en, locked)).toBe(
      "This week's timesheet is approved and locked; ask an approver to reopen it.",
    );
    expect(errorMessage(ar, locked)).toBe(
      'اعتُمد جدول ساعات هذا الأسبوع وأُقفل؛ اطلب من المعتمِد إعادة فتحه.',
    );
    expect(errorMessage(ar, detail(TIMESHEET_MESSAGES.weekSubmitted, 409))).toBe(
      'جدول ساعات هذا الأسبوع بانتظار الموافقة؛ لا يمكن تعديله حتى يُبتّ فيه.',
    );
  });
});
