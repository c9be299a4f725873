import { appearances, languages, type Appearance, type Language } from '../UiProvider/uiOptions';

export interface Preferences {
  theme: Appearance;
  language: Language;
}
export type PreferenceKey = keyof Preferences;

export const defaultPreferences: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  language: 'en',
});

const allowed: { [K in PreferenceKey]: readonly Preferences[K][] } = {
  theme: appearances,
  language: languages,
};

export interface PreferencesStoreOptions {
  /** Prefix of every cookie name (spec §9: preferences live in cookies under a key prefixed with the app title). */
  appTitle: string;
  /** Cookie lifetime; one year by default. */
  maxAgeSeconds?: number;
  /** Injectable for tests and non-browser hosts; defaults to `document`. */
  cookieJar?: { cookie: string };
}

export interface PreferencesStore {
  get<K extends PreferenceKey>(key: K): Preferences[K];
  set<K extends PreferenceKey>(key: K, value: Preferences[K]): void;
  /** Same object until something changes (useSyncExternalStore needs a stable snapshot). */
  getSnapshot(): Preferences;
  subscribe(listener: () => void): () => void;
  cookieName(key: PreferenceKey): string;
}

function isAllowed<K extends PreferenceKey>(
  key: K,
  value: string | undefined,
): value is Preferences[K] {
  return value !== undefined && (allowed[key] as readonly string[]).includes(value);
}

function readCookies(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      map.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // a malformed value falls back to the default
    }
  }
  return map;
}

/** Typed theme/language preferences in cookies named `<appTitle>-<key>`, path /. */
export function createPreferencesStore({
  appTitle,
  maxAgeSeconds = 60 * 60 * 24 * 365,
  cookieJar,
}: PreferencesStoreOptions): PreferencesStore {
  const prefix = encodeURIComponent(appTitle.trim().replace(/\s+/g, '-'));
  const jar = () => cookieJar ?? (typeof document === 'undefined' ? undefined : document);
  const listeners = new Set<() => void>();
  const cookieName = (key: PreferenceKey) => `${prefix}-${key}`;

  const read = (): Preferences => {
    const cookies = readCookies(jar()?.cookie ?? '');
    const theme = cookies.get(cookieName('theme'));
    const language = cookies.get(cookieName('language'));
    return {
      theme: isAllowed('theme', theme) ? theme : defaultPreferences.theme,
      language: isAllowed('language', language) ? language : defaultPreferences.language,
    };
  };

  let snapshot = read();

  return {
    cookieName,
    get: (key) => snapshot[key],
    getSnapshot: () => snapshot,
    set(key, value) {
      if (!isAllowed(key, value))
        throw new RangeError(`Unknown ${key} preference: ${String(value)}`);
      const target = jar();
      if (target) {
        const secure =
          typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
        target.cookie = `${cookieName(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
      }
      if (snapshot[key] === value) return;
      snapshot = { ...snapshot, [key]: value };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
