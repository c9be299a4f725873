import { describe, expect, it } from 'vitest';
import { createI18n, I18N_NAMESPACES, I18N_RESOURCES } from './createI18n.ts';
import { formatDate, formatNumber, languageDirection } from './languages.ts';

function leaves(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n resources', () => {
  it.each(I18N_NAMESPACES)('namespace "%s" has the same keys in English and Arabic', (ns) => {
    expect(leaves(I18N_RESOURCES.ar[ns]).sort()).toEqual(leaves(I18N_RESOURCES.en[ns]).sort());
  });

  it.each(I18N_NAMESPACES)('namespace "%s" has no empty Arabic text', (ns) => {
    const arabic = I18N_RESOURCES.ar[ns] as Record<string, unknown>;
    const texts = leaves(arabic).map((path) =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], arabic),
    );
    expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });

  it('falls back to English for a language it does not support', () => {
    const i18n = createI18n();
    void i18n.changeLanguage('fr');
    expect(i18n.t('auth:login.submit')).toBe('Sign in');
  });

  it('switches language synchronously', () => {
    const i18n = createI18n({ language: 'en' });
    void i18n.changeLanguage('ar');
    expect(i18n.t('auth:login.submit')).toBe('تسجيل الدخول');
    expect(i18n.t('home:welcome', { name: 'ليلى' })).toBe('مرحبًا، ليلى');
  });

  it('formats dates and numbers with Arabic digits and month names in Arabic', () => {
    const date = new Date(2026, 10, 22);
    expect(formatDate(date, 'en', { dateStyle: 'long' })).toBe('22 November 2026');
    expect(formatDate(date, 'ar', { dateStyle: 'long' })).toBe('٢٢ نوفمبر ٢٠٢٦');
    expect(formatNumber(1234.5, 'ar')).toBe('١٬٢٣٤٫٥');
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('en')).toBe('ltr');
  });
});
