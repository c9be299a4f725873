// Every namespace in both languages, bundled: for tests, stories and apps that want synchronous
// i18n. The staff app loads them per area instead (lazyResources.ts).
import authAr from '../auth/locales/ar.json';
import authEn from '../auth/locales/en.json';
import homeAr from '../home/locales/ar.json';
import recoveryAr from '../recovery/locales/ar.json';
import recoveryEn from '../recovery/locales/en.json';
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
import auditAr from '../audit/locales/ar.json';
import auditEn from '../audit/locales/en.json';
import searchAr from '../search/locales/ar.json';
import searchEn from '../search/locales/en.json';
import driveAr from '../drive/locales/ar.json';
import driveEn from '../drive/locales/en.json';
import sharedLinksAr from '../shared-links/locales/ar.json';
import sharedLinksEn from '../shared-links/locales/en.json';
import projectsAr from '../projects/locales/ar.json';
import projectsEn from '../projects/locales/en.json';
import storiesAr from '../stories/locales/ar.json';
import storiesEn from '../stories/locales/en.json';
import workdaysAr from '../workdays/locales/ar.json';
import workdaysEn from '../workdays/locales/en.json';
import leaveAr from '../leave/locales/ar.json';
import leaveEn from '../leave/locales/en.json';
import timesheetAr from '../timesheet/locales/ar.json';
import timesheetEn from '../timesheet/locales/en.json';
import commonAr from './locales/ar.json';
import commonEn from './locales/en.json';
import type { Language } from './languages.ts';
import type { I18nNamespace } from './namespaces.ts';

export const I18N_RESOURCES = {
  en: {
    common: commonEn,
    auth: authEn,
    recovery: recoveryEn,
    home: homeEn,
    layout: layoutEn,
    masterKey: masterKeyEn,
    notifications: notificationsEn,
    users: usersEn,
    teams: teamsEn,
    account: accountEn,
    attendance: attendanceEn,
    audit: auditEn,
    search: searchEn,
    drive: driveEn,
    sharedLinks: sharedLinksEn,
    projects: projectsEn,
    stories: storiesEn,
    workdays: workdaysEn,
    leave: leaveEn,
    timesheet: timesheetEn,
  },
  ar: {
    common: commonAr,
    auth: authAr,
    recovery: recoveryAr,
    home: homeAr,
    layout: layoutAr,
    masterKey: masterKeyAr,
    notifications: notificationsAr,
    users: usersAr,
    teams: teamsAr,
    account: accountAr,
    attendance: attendanceAr,
    audit: auditAr,
    search: searchAr,
    drive: driveAr,
    sharedLinks: sharedLinksAr,
    projects: projectsAr,
    stories: storiesAr,
    workdays: workdaysAr,
    leave: leaveAr,
    timesheet: timesheetAr,
  },
} as const satisfies Record<Language, Record<I18nNamespace, object>>;
