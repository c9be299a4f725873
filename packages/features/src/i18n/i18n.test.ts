import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n.ts';
import { I18N_NAMESPACES } from './namespaces.ts';
import { I18N_RESOURCES } from './resources.ts';
import { formatDate, formatNumber, languageDirection } from './languages.ts';

/** i18next plural suffixes: English has one/other, Arabic all six; compare by the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '_<plural>');

/** Every leaf value (keys may contain dots, e.g. event types, so no path lookups). */
function leafValues(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value];
  return Object.values(value).flatMap(leafValues);
}

function leaves(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n resources', () => {
  it.each(I18N_NAMESPACES)('namespace "%s" has the same keys in English and Arabic', (ns) => {
    const keys = (resources: unknown) => [...new Set(leaves(resources).map(pluralBase))].sort();
    expect(keys(I18N_RESOURCES.ar[ns])).toEqual(keys(I18N_RESOURCES.en[ns]));
  });

  it.each(I18N_NAMESPACES)('namespace "%s" has no empty Arabic text', (ns) => {
    const texts = leafValues(I18N_RESOURCES.ar[ns]);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
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

  it('formats small English integers without Intl exactly as Intl does', () => {
    const intl = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('en-GB', options).format(value);
    for (const value of [0, 7, 42, 999, -5, -999]) {
      expect(formatNumber(value, 'en')).toBe(intl(value));
      expect(formatNumber(value, 'en', { minimumIntegerDigits: 2 })).toBe(
        intl(value, { minimumIntegerDigits: 2 }),
      );
    }
    // Beyond the fast path: grouping, fractions and other options still go through Intl.
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(5, 'en', { style: 'percent' })).toBe('500%');
    expect(formatNumber(5, 'ar', { minimumIntegerDigits: 2 })).toBe('٠٥');
  });
});

describe('prepareSignedInFormatters', () => {
  it('creates the signed-in pages’ formatters one task at a time, and later calls reuse them', async () => {
    vi.resetModules();
    const languages = await import('./languages.ts');
    const Original = Intl.DateTimeFormat;
    let created = 0;
    // Counts constructions (a vi.spyOn of a class does not construct a working formatter).
    class CountingDateTimeFormat extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        created += 1;
      }
    }
    Intl.DateTimeFormat = CountingDateTimeFormat as typeof Intl.DateTimeFormat;
    try {
      const tasks: (() => void)[] = [];
      languages.prepareSignedInFormatters('ar', (task) => tasks.push(task));

      // Nothing runs in the caller's task: each formatter is a task of its own.
      expect(created).toBe(0);
      let ran = 0;
      while (tasks.length > 0) {
        tasks.shift()?.();
        ran += 1;
        expect(tasks.length).toBeLessThanOrEqual(1);
      }
      expect(ran).toBe(5);
      expect(created).toBe(3);

      expect(languages.formatDate(new Date(2026, 10, 25), 'ar')).toContain('٢٠٢٦');
      languages.dateTimeFormat('ar', { timeStyle: 'short' });
      expect(created).toBe(3);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
