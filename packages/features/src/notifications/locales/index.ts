import ar from './ar.json';
import en from './en.json';

/** The `notifications` i18n namespace (registered in createI18n). */
export const notificationsResources = { en, ar } as const;
