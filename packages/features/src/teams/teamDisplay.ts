import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PERMISSION_SUBJECTS, type Subject, type TeamPerson } from '@atrium/api';
import { useIntlLocale } from '@atrium/ui';
import { formatDate, formatNumber, type Language, currentLanguage } from '../i18n/languages.ts';

/** The name people recognise: the full name, else the username. */
export function personName(person: Pick<TeamPerson, 'username' | 'full_name'>): string {
  return person.full_name.trim() || person.username;
}

export interface TeamsFormat {
  language: Language;
  /** A count in the reader's digits (Arabic-Indic in Arabic unless they chose Western). */
  number(value: number): string;
  /** Date and time of a log entry. */
  dateTime(iso: string): string;
  /** Names joined as the language lists them ("A, B and C" / "أ وب وج"). */
  list(names: readonly string[]): string;
}

export function useTeamsFormat(): TeamsFormat {
  const { i18n } = useTranslation('teams');
  const language = currentLanguage(i18n);
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      language,
      number: (value) => formatNumber(value, locale),
      dateTime: (iso) =>
        formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' }),
      // Lists have no digits: the language's own conjunction ("A, B, and C" / "أ وب وج").
      list: (names) =>
        new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names),
    }),
    [language, locale],
  );
}

function subjectOf(name: string): Subject | undefined {
  return Object.hasOwn(PERMISSION_SUBJECTS, name)
    ? PERMISSION_SUBJECTS[name as keyof typeof PERMISSION_SUBJECTS]
    : undefined;
}

/**
 * A permission name as the screen it opens is called, in the reader's language (the subject it
 * grants decides: "Roles" grants Role, the Team Management page). Unknown names are shown as the
 * server sent them.
 */
export function serviceLabel(t: TFunction<'teams'>, name: string): string {
  const subject = subjectOf(name);
  return subject ? t(`subjects.${subject}.label`) : name;
}

/** What a permission lets people do, in one line; undefined for a name that grants nothing. */
export function serviceDescription(t: TFunction<'teams'>, name: string): string | undefined {
  const subject = subjectOf(name);
  return subject ? t(`subjects.${subject}.description`) : undefined;
}
