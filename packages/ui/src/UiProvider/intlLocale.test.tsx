import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { intlLocale, useIntlLocale, withDigits } from './intlLocale';
import { UiProvider } from './UiProvider';
import { defaultDigits, resolveDigits, type DigitsPreference, type Language } from './uiOptions';

const date = new Date(2026, 2, 15);
const formatDate = (locale: string) => new Intl.DateTimeFormat(locale).format(date);
const formatNumber = (locale: string) => new Intl.NumberFormat(locale).format(1234);

describe('intlLocale', () => {
  it('writes each language in its own digits by default: Arabic-Indic in Arabic, Western in English', () => {
    expect(intlLocale('ar')).toBe('ar-u-nu-arab');
    expect(intlLocale('en')).toBe('en-GB');
    expect(formatNumber(intlLocale('ar'))).toBe('١٬٢٣٤');
    expect(formatDate(intlLocale('en'))).toBe('15/03/2026');
  });

  it('follows the chosen digits in both languages', () => {
    expect(intlLocale('ar', 'latn')).toBe('ar-u-nu-latn');
    expect(intlLocale('en', 'arab')).toBe('en-GB-u-nu-arab');
    expect(formatNumber(intlLocale('ar', 'latn'))).toBe('1,234');
    expect(formatDate(intlLocale('ar', 'latn'))).toMatch(/^15\D+3\D+2026$/);
    expect(formatDate(intlLocale('ar', 'arab'))).toMatch(/^١٥\D+٣\D+٢٠٢٦$/);
    expect(formatDate(intlLocale('en', 'arab'))).toBe('١٥/٠٣/٢٠٢٦');
  });

  it('resolves `auto` (nothing chosen) to the language default', () => {
    expect(defaultDigits('ar')).toBe('arab');
    expect(defaultDigits('en')).toBe('latn');
    expect(resolveDigits('ar', 'auto')).toBe('arab');
    expect(resolveDigits('ar', undefined)).toBe('arab');
    expect(resolveDigits('ar', 'latn')).toBe('latn');
    expect(resolveDigits('en', 'arab')).toBe('arab');
  });
});

describe('useIntlLocale', () => {
  const wrapper =
    (language: Language, digits?: DigitsPreference) =>
    ({ children }: { children: ReactNode }) => (
      <UiProvider language={language} appearance="light" {...(digits ? { digits } : {})}>
        {children}
      </UiProvider>
    );

  it('reads the language and the digits of the nearest UiProvider', () => {
    const locale = (language: Language, digits?: DigitsPreference) =>
      renderHook(() => useIntlLocale(), { wrapper: wrapper(language, digits) }).result.current;
    expect(locale('ar')).toBe('ar-u-nu-arab');
    expect(locale('ar', 'latn')).toBe('ar-u-nu-latn');
    expect(locale('en')).toBe('en-GB');
    expect(locale('en', 'arab')).toBe('en-GB-u-nu-arab');
  });

  it('is English in Western digits outside a UiProvider', () => {
    expect(renderHook(() => useIntlLocale()).result.current).toBe('en-GB');
  });
});

describe('withDigits', () => {
  it('rewrites only the digits, both ways', () => {
    expect(withDigits('2026-03-15 09:05', 'arab')).toBe('٢٠٢٦-٠٣-١٥ ٠٩:٠٥');
    expect(withDigits('١٥ مارس ٢٠٢٦', 'latn')).toBe('15 مارس 2026');
    expect(withDigits('15 March 2026', 'latn')).toBe('15 March 2026');
  });
});
