import {
  appearances,
  contentWidths,
  defaultPrimaryColor,
  digitsPreferences,
  languages,
  navigationLayouts,
  skins,
  type Appearance,
  type ContentWidth,
  type DigitsPreference,
  type Language,
  type NavigationLayout,
  type Skin,
} from '../UiProvider/uiOptions';
import {
  bottomNavVariants,
  type BottomNavVariant,
} from '../components/BottomNav/bottomNavVariants';

/** Every user preference the spec keeps in cookies (section 9). */
export interface Preferences {
  /** Appearance; `system` follows the OS. Cookie `<app>-theme`. */
  theme: Appearance;
  /** Cookie `<app>-skin`. */
  skin: Skin;
  /** Cookie `<app>-language`. */
  language: Language;
  /**
   * Digits of numbers and dates: `latn` (0-9) or `arab` (٠-٩); `auto` (nothing chosen) follows the
   * language. Cookie `<app>-digits`.
   */
  digits: DigitsPreference;
  /** The primary colour, `#rrggbb` in lower case. Cookie `<app>-color-scheme`. */
  colorScheme: string;
  /** Blur behind the sticky navbar. Cookie `<app>-navbar-blur`. */
  navbarBlur: boolean;
  /** Vertical navigation collapsed to icons. Cookie `<app>-nav-collapsed`. */
  navCollapsed: boolean;
  /** Cookie `<app>-content-width`. */
  contentWidth: ContentWidth;
  /** Cookie `<app>-layout`. */
  layout: NavigationLayout;
  /** The bottom navigation's style on small screens. Cookie `<app>-bottom-nav`. */
  bottomNav: BottomNavVariant;
}
export type PreferenceKey = keyof Preferences;

export const defaultPreferences: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  skin: 'default',
  language: 'en',
  digits: 'auto',
  colorScheme: defaultPrimaryColor,
  navbarBlur: true,
  navCollapsed: false,
  contentWidth: 'boxed',
  layout: 'vertical',
  bottomNav: 'curved',
});

interface Codec<T> {
  /** Cookie name after the app-title prefix. */
  cookie: string;
  /** A valid value, or undefined (the caller falls back to the default). */
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

const oneOf = <T extends string>(cookie: string, allowed: readonly T[]): Codec<T> => ({
  cookie,
  parse: (raw) => ((allowed as readonly string[]).includes(raw) ? (raw as T) : undefined),
  serialize: (value) => value,
});
const flag = (cookie: string): Codec<boolean> => ({
  cookie,
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  serialize: (value) => String(value),
});
const hexColor = (cookie: string): Codec<string> => ({
  cookie,
  parse: (raw) => (/^#[0-9a-f]{6}$/i.test(raw) ? raw.toLowerCase() : undefined),
  serialize: (value) => String(value).toLowerCase(),
});

const codecs: { [K in PreferenceKey]: Codec<Preferences[K]> } = {
  theme: oneOf('theme', appearances),
  skin: oneOf('skin', skins),
  language: oneOf('language', languages),
  digits: oneOf('digits', digitsPreferences),
  colorScheme: hexColor('color-scheme'),
  navbarBlur: flag('navbar-blur'),
  navCollapsed: flag('nav-collapsed'),
  contentWidth: oneOf('content-width', contentWidths),
  layout: oneOf('layout', navigationLayouts),
  bottomNav: oneOf('bottom-nav', bottomNavVariants),
};
const preferenceKeys = Object.keys(codecs) as PreferenceKey[];

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
  /** Writes the cookie (path /) and notifies subscribers; throws RangeError for a value outside the key's type. */
  set<K extends PreferenceKey>(key: K, value: Preferences[K]): void;
  /** Same object until something changes (useSyncExternalStore needs a stable snapshot). */
  getSnapshot(): Preferences;
  subscribe(listener: () => void): () => void;
  /** The cookie a preference is kept in, e.g. `Atrium-color-scheme`. */
  cookieName(key: PreferenceKey): string;
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

function parseValue<K extends PreferenceKey>(key: K, raw: string | undefined): Preferences[K] {
  const parsed = raw === undefined ? undefined : codecs[key].parse(raw);
  return parsed === undefined ? defaultPreferences[key] : parsed;
}

/**
 * Typed preferences in cookies named `<appTitle>-<key>` (spaces in the title become `-`), path /.
 * A missing or invalid cookie reads as the default, so a hand-edited cookie cannot break the UI.
 */
export function createPreferencesStore({
  appTitle,
  maxAgeSeconds = 60 * 60 * 24 * 365,
  cookieJar,
}: PreferencesStoreOptions): PreferencesStore {
  const prefix = encodeURIComponent(appTitle.trim().replace(/\s+/g, '-'));
  const jar = () => cookieJar ?? (typeof document === 'undefined' ? undefined : document);
  const listeners = new Set<() => void>();
  const cookieName = (key: PreferenceKey) => `${prefix}-${codecs[key].cookie}`;

  const read = (): Preferences => {
    const cookies = readCookies(jar()?.cookie ?? '');
    const entries = preferenceKeys.map((key) => [
      key,
      parseValue(key, cookies.get(cookieName(key))),
    ]);
    return Object.fromEntries(entries) as Preferences;
  };

  let snapshot = read();

  return {
    cookieName,
    get: (key) => snapshot[key],
    getSnapshot: () => snapshot,
    set<K extends PreferenceKey>(key: K, value: Preferences[K]) {
      const codec = codecs[key] as Codec<Preferences[K]>;
      const serialized = codec.serialize(value);
      const normalized = codec.parse(serialized);
      if (normalized === undefined)
        throw new RangeError(`Unknown ${key} preference: ${String(value)}`);
      const target = jar();
      if (target) {
        const secure =
          typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
        target.cookie = `${cookieName(key)}=${encodeURIComponent(serialized)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
      }
      if (snapshot[key] === normalized) return;
      snapshot = { ...snapshot, [key]: normalized };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
