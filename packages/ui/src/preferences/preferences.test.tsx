import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createPreferencesStore } from './createPreferencesStore';
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
  it('defaults to light theme and English', () => {
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: fakeJar() });
    expect(store.getSnapshot()).toEqual({ theme: 'light', language: 'en' });
  });

  it('reads cookies prefixed with the app title and ignores unknown values', () => {
    const jar = fakeJar('Atrium-theme=dark; Atrium-language=fr; Other-language=ar');
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
    expect(store.get('theme')).toBe('dark');
    expect(store.get('language')).toBe('en');
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

  it('rejects values outside the allowed lists', () => {
    const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: fakeJar() });
    // @ts-expect-error — 'sepia' is not a theme
    expect(() => store.set('theme', 'sepia')).toThrow(RangeError);
  });

  it('uses document.cookie by default', () => {
    const store = createPreferencesStore({ appTitle: 'DocTest' });
    store.set('theme', 'system');
    expect(document.cookie).toContain('DocTest-theme=system');
    expect(createPreferencesStore({ appTitle: 'DocTest' }).get('theme')).toBe('system');
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
    expect(result.current.preferences).toEqual({ theme: 'dark', language: 'en' });
  });
});
