/** One namespace per feature folder; a new feature adds it here, in resources.ts and in lazyResources.ts. */
export const I18N_NAMESPACES = [
  'common',
  'auth',
  'recovery',
  'home',
  'layout',
  'masterKey',
  'notifications',
  'users',
  'teams',
  'account',
  'attendance',
  'audit',
  'search',
  'drive',
  'sharedLinks',
  'projects',
  'stories',
  'workdays',
  'leave',
  'timesheet',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];
