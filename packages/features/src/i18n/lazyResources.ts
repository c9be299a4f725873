import type { Language } from './languages.ts';
import type { I18nNamespace } from './namespaces.ts';

type LocaleModule = Promise<{ default: object }>;

/**
 * Each namespace in each language is its own small chunk, fetched when an area needs it, so the
 * sign-in page carries only `common` and `auth` in one language. Written out (not a glob) so any
 * bundler splits it and a missing file fails the type check.
 */
const LOCALES: Record<I18nNamespace, Record<Language, () => LocaleModule>> = {
  common: { en: () => import('./locales/en.json'), ar: () => import('./locales/ar.json') },
  auth: {
    en: () => import('../auth/locales/en.json'),
    ar: () => import('../auth/locales/ar.json'),
  },
  recovery: {
    en: () => import('../recovery/locales/en.json'),
    ar: () => import('../recovery/locales/ar.json'),
  },
  home: {
    en: () => import('../home/locales/en.json'),
    ar: () => import('../home/locales/ar.json'),
  },
  layout: {
    en: () => import('../layout/locales/en.json'),
    ar: () => import('../layout/locales/ar.json'),
  },
  masterKey: {
    en: () => import('../masterKey/locales/en.json'),
    ar: () => import('../masterKey/locales/ar.json'),
  },
  notifications: {
    en: () => import('../notifications/locales/en.json'),
    ar: () => import('../notifications/locales/ar.json'),
  },
  users: {
    en: () => import('../users/locales/en.json'),
    ar: () => import('../users/locales/ar.json'),
  },
  teams: {
    en: () => import('../teams/locales/en.json'),
    ar: () => import('../teams/locales/ar.json'),
  },
  account: {
    en: () => import('../account/locales/en.json'),
    ar: () => import('../account/locales/ar.json'),
  },
  attendance: {
    en: () => import('../attendance/locales/en.json'),
    ar: () => import('../attendance/locales/ar.json'),
  },
  audit: {
    en: () => import('../audit/locales/en.json'),
    ar: () => import('../audit/locales/ar.json'),
  },
  search: {
    en: () => import('../search/locales/en.json'),
    ar: () => import('../search/locales/ar.json'),
  },
  drive: {
    en: () => import('../drive/locales/en.json'),
    ar: () => import('../drive/locales/ar.json'),
  },
  sharedLinks: {
    en: () => import('../shared-links/locales/en.json'),
    ar: () => import('../shared-links/locales/ar.json'),
  },
  projects: {
    en: () => import('../projects/locales/en.json'),
    ar: () => import('../projects/locales/ar.json'),
  },
  stories: {
    en: () => import('../stories/locales/en.json'),
    ar: () => import('../stories/locales/ar.json'),
  },
  workdays: {
    en: () => import('../workdays/locales/en.json'),
    ar: () => import('../workdays/locales/ar.json'),
  },
  leave: {
    en: () => import('../leave/locales/en.json'),
    ar: () => import('../leave/locales/ar.json'),
  },
  timesheet: {
    en: () => import('../timesheet/locales/en.json'),
    ar: () => import('../timesheet/locales/ar.json'),
  },
};

export async function loadLocale(language: Language, namespace: I18nNamespace): Promise<object> {
  const module = await LOCALES[namespace][language]();
  return module.default;
}
