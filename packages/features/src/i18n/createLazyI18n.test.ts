import { describe, expect, it } from 'vitest';
import { createLazyI18n } from './createLazyI18n.ts';

describe('createLazyI18n', () => {
  it('loads a namespace only when asked, in the current language only', async () => {
    const i18n = createLazyI18n({ language: 'ar' });
    await i18n.loadNamespaces(['common', 'auth']);
    expect(i18n.hasResourceBundle('ar', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'users')).toBe(false);
    // No fallback language is fetched: Arabic has every key (checked by i18n:check).
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    expect(i18n.t('auth:login.title')).toMatch(/[\u0600-\u06FF]/);
  });

  it('fetches the loaded namespaces in the new language before switching', async () => {
    const i18n = createLazyI18n({ language: 'en' });
    await i18n.loadNamespaces(['common', 'users']);
    const english = i18n.t('users:title');
    await i18n.changeLanguage('ar');
    expect(i18n.hasResourceBundle('ar', 'users')).toBe(true);
    expect(i18n.t('users:title')).not.toBe(english);
    expect(i18n.t('users:title')).toMatch(/[\u0600-\u06FF]/);
  });
});
