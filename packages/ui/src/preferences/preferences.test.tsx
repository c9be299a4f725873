import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createPreferencesStore, defaultPreferences } from './createPreferencesStore';
import { usePreferences } from './usePreferences';

function fakeJar(initial = '') {
  const cookies = new Map<string, string>();
  for (const part of initial.split(';').filter(Boolean)) {
    const [name, value] = part.split('=');
    cookies.set(name!.trim(), value ?? '');
  }
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!.trim(), value ?? '');
    },
  };
}

describe('createPreferencesStore', () => {
  it('defaults to the spec values', () => {
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: fakeJar() });
    expect(store.getSnapshot()).toEqual({
      theme: 'light',
      skin: 'default',
      language: 'en',
      digits: 'auto',
      colorScheme: '#2c8be9',
      navbarBlur: true,
      navCollapsed: false,
      contentWidth: 'boxed',
      layout: 'vertical',
      bottomNav: 'curved',
    });
  });

  it('reads every key from cookies prefixed with the app title', () => {
    const jar = fakeJar(
      [
        'Atrium-theme=dark',
        'Atrium-skin=bordered',
        'Atrium-language=ar',
        'Atrium-digits=latn',
        'Atrium-color-scheme=%23E91E63',
        'Atrium-navbar-blur=false',
        'Atrium-nav-collapsed=true',
        'Atrium-content-width=full',
        'Atrium-layout=horizontal',
        'Atrium-bottom-nav=flashlight',
        'Other-language=en',
      ].join('; '),
    );
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
    expect(store.getSnapshot()).toEqual({
      theme: 'dark',
      skin: 'bordered',
      language: 'ar',
      digits: 'latn',
      colorScheme: '#e91e63',
      navbarBlur: false,
      navCollapsed: true,
      contentWidth: 'full',
      layout: 'horizontal',
      bottomNav: 'flashlight',
    });
  });

  it('falls back to the default for every invalid cookie value', () => {
    const jar = fakeJar(
      [
        'Atrium-theme=sepia',
        'Atrium-skin=',
        'Atrium-language=fr',
        'Atrium-digits=hanidec',
        'Atrium-color-scheme=red',
        'Atrium-navbar-blur=1',
        'Atrium-nav-collapsed=yes',
        'Atrium-content-width=wide',
        'Atrium-layout=%E0%A4%A', // malformed percent-encoding
        'Atrium-bottom-nav=zigzag',
      ].join('; '),
    );
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
    expect(store.getSnapshot()).toEqual(defaultPreferences);
  });

  it('rejects a 3-digit or 8-digit colour (only #rrggbb)', () => {
    for (const value of ['%23fff', '%232c8be9ff', '2c8be9']) {
      const jar = fakeJar(`Atrium-color-scheme=${value}`);
      expect(
        createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar }).get('colorScheme'),
      ).toBe('#2c8be9');
    }
  });

  it('writes a path=/ cookie and notifies subscribers', () => {
    const jar = fakeJar();
    const store = createPreferencesStore({ appTitle: 'Staff Portal', cookieJar: jar });
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.set('language', 'ar');
    expect(store.cookieName('language')).toBe('Staff-Portal-language');
    expect(jar.writes[0]).toMatch(/^Staff-Portal-language=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(store.get('language')).toBe('ar');
    expect(calls).toBe(1);
    store.set('language', 'ar');
    expect(calls).toBe(1);
    unsubscribe();
    store.set('language', 'en');
    expect(calls).toBe(1);
  });

  it('writes kebab-case cookie names, booleans and colours', () => {
    const jar = fakeJar();
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
    store.set('navbarBlur', false);
    store.set('navCollapsed', true);
    store.set('colorScheme', '#FF9800');
    store.set('contentWidth', 'full');
    expect(jar.writes.map((line) => line.split(';')[0])).toEqual([
      'Atrium-navbar-blur=false',
      'Atrium-nav-collapsed=true',
      'Atrium-color-scheme=%23ff9800',
      'Atrium-content-width=full',
    ]);
    expect(store.get('colorScheme')).toBe('#ff9800');
    // a fresh store reads back what was written
    expect(createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar }).getSnapshot()).toEqual(
      store.getSnapshot(),
    );
  });

  it('keeps the digits in the <app>-digits cookie, like the theme, and reads them back', () => {
    const jar = fakeJar();
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
    store.set('theme', 'dark');
    store.set('digits', 'latn');
    expect(store.cookieName('digits')).toBe('Atrium-digits');
    expect(jar.writes[1]).toMatch(/^Atrium-digits=latn; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const fresh = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
    expect(fresh.get('digits')).toBe('latn');
    expect(fresh.get('theme')).toBe('dark');
    // @ts-expect-error — 'hanidec' is not offered
    expect(() => store.set('digits', 'hanidec')).toThrow(RangeError);
  });

  it('rejects values outside each key’s type', () => {
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: fakeJar() });
    // @ts-expect-error — 'sepia' is not a theme
    expect(() => store.set('theme', 'sepia')).toThrow(RangeError);
    // @ts-expect-error — 'yes' is not a boolean
    expect(() => store.set('navbarBlur', 'yes')).toThrow(RangeError);
    expect(() => store.set('colorScheme', 'blue')).toThrow(RangeError);
    // @ts-expect-error — 'grid' is not a layout
    expect(() => store.set('layout', 'grid')).toThrow(RangeError);
    expect(store.getSnapshot()).toEqual(defaultPreferences);
  });

  it('uses document.cookie by default', () => {
    const store = createPreferencesStore({ appTitle: 'DocTest' });
    store.set('theme', 'system');
    store.set('skin', 'bordered');
    expect(document.cookie).toContain('DocTest-theme=system');
    const fresh = createPreferencesStore({ appTitle: 'DocTest' });
    expect(fresh.get('theme')).toBe('system');
    expect(fresh.get('skin')).toBe('bordered');
  });
});

describe('usePreferences', () => {
  it('re-renders with the new value and keeps the snapshot stable', () => {
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: fakeJar() });
    const { result, rerender } = renderHook(() => usePreferences(store));
    const first = result.current.preferences;
    rerender();
    expect(result.current.preferences).toBe(first);
    act(() => result.current.setPreference('theme', 'dark'));
    act(() => result.current.setPreference('navCollapsed', true));
    expect(result.current.preferences).toEqual({
      ...defaultPreferences,
      theme: 'dark',
      navCollapsed: true,
    });
  });
});
