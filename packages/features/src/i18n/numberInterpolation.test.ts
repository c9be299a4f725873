import { describe, expect, it, vi } from 'vitest';
import { intlLocale } from '@atrium/ui';
import { createI18n } from './createI18n.ts';
import { NUMBER_LOCALE_CHANGED, setNumberLocale } from './numberInterpolation.ts';

describe('numbers in translations', () => {
  it('are written in the language’s default digits', () => {
    expect(createI18n({ language: 'ar' }).t('profile.teamCount', { ns: 'users', count: 12 })).toBe(
      '١٢ فريقًا',
    );
    expect(createI18n({ language: 'en' }).t('profile.teamCount', { ns: 'users', count: 12 })).toBe(
      '12 teams',
    );
  });

  it('follow the digits the person chose, and tell the translated text to re-render', () => {
    const i18n = createI18n({ language: 'ar' });
    const changed = vi.fn();
    i18n.on(NUMBER_LOCALE_CHANGED, changed);
    setNumberLocale(i18n, intlLocale('ar', 'latn'));
    expect(i18n.t('profile.teamCount', { ns: 'users', count: 12 })).toBe('12 فريقًا');
    expect(changed).toHaveBeenCalledTimes(1);
    setNumberLocale(i18n, intlLocale('ar', 'latn'));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('leave other instances alone and text values as they are', () => {
    const western = createI18n({ language: 'en' });
    const other = createI18n({ language: 'en' });
    setNumberLocale(western, intlLocale('en', 'arab'));
    expect(western.t('profile.teamCount', { ns: 'users', count: 3 })).toBe('٣ teams');
    expect(other.t('profile.teamCount', { ns: 'users', count: 3 })).toBe('3 teams');
  });
});
