import i18next, { type i18n as I18n } from 'i18next';
import authAr from '../auth/locales/ar.json';
import authEn from '../auth/locales/en.json';
import homeAr from '../home/locales/ar.json';
import layoutAr from '../layout/locales/ar.json';
import layoutEn from '../layout/locales/en.json';
import homeEn from '../home/locales/en.json';
import notificationsAr from '../notifications/locales/ar.json';
import notificationsEn from '../notifications/locales/en.json';
import usersAr from '../users/locales/ar.json';
import usersEn from '../users/locales/en.json';
import teamsAr from '../teams/locales/ar.json';
import teamsEn from '../teams/locales/en.json';
import masterKeyAr from '../masterKey/locales/ar.json';
import accountAr from '../account/locales/ar.json';
import accountEn from '../account/locales/en.json';
import attendanceAr from '../attendance/locales/ar.json';
import attendanceEn from '../attendance/locales/en.json';
import masterKeyEn from '../masterKey/locales/en.json';
import commonAr from './locales/ar.json';
import commonEn from './locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** One namespace per feature folder; a new feature adds its two files here. */
export const I18N_NAMESPACES = [
  'common',
  'auth',
  'home',
  'layout',
  'masterKey',
  'notifications',
  'users',
  'teams',
  'account',
  'attendance',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export const I18N_RESOURCES = {
  en: {
    common: commonEn,
    auth: authEn,
    home: homeEn,
    layout: layoutEn,
    masterKey: masterKeyEn,
    notifications: notificationsEn,
    users: usersEn,
    teams: teamsEn,
    account: accountEn,
    attendance: attendanceEn,
  },
  ar: {
    common: commonAr,
    auth: authAr,
    home: homeAr,
    layout: layoutAr,
    masterKey: masterKeyAr,
    notifications: notificationsAr,
    users: usersAr,
    teams: teamsAr,
    account: accountAr,
    attendance: attendanceAr,
  },
} as const;

export interface CreateI18nOptions {
  language?: Language;
}

/**
 * A separate i18next instance per app, story or test, so a language change in one never
 * leaks into another. Resources are bundled, so initialisation is synchronous.
 */
export function createI18n({ language = DEFAULT_LANGUAGE }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: I18N_RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; in names.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
