import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem, DrivePerson } from '@atrium/api';
import { useIntlLocale } from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { formatDate } from '../i18n/languages.ts';
import { driveFileKind } from './driveItemKind.ts';
import { BYTE_UNITS, formatBytes, type ByteUnitLabels } from './formatBytes.ts';

export interface DriveFormat {
  /** "1.5 MB" / "١٫٥ م.ب". */
  bytes(value: number): string;
  /** "20 Nov 2026" in the reader's language and digits. */
  date(iso: string): string;
  /** "20 Nov 2026, 09:12". */
  dateTime(iso: string): string;
  /** "me" for the signed-in person, else the full name (or the username). */
  person(person: Pick<DrivePerson, 'id' | 'username' | 'full_name'>): string;
  /** "Folder", "PDF", "Spreadsheet"… */
  kind(item: Pick<DriveItem, 'kind' | 'mime_type'>): string;
}

/** The name people recognise: the full name, else the username. */
export function personName(person: Pick<DrivePerson, 'username' | 'full_name'>): string {
  return person.full_name.trim() || person.username;
}

/** The drive's numbers, dates, sizes and names in the reader's language and digits. */
export function useDriveFormat(): DriveFormat {
  const { t } = useTranslation('drive');
  const locale = useIntlLocale();
  const me = useSession().user?.id;
  return useMemo(() => {
    const units = Object.fromEntries(
      BYTE_UNITS.map((unit) => [unit, t(`units.${unit}`)]),
    ) as unknown as ByteUnitLabels;
    return {
      bytes: (value) => formatBytes(value, locale, units),
      date: (iso) => formatDate(new Date(iso), locale, { dateStyle: 'medium' }),
      dateTime: (iso) =>
        formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' }),
      person: (person) => (person.id === me ? t('owner.me') : personName(person)),
      kind: (item) => t(`kinds.${driveFileKind(item)}`),
    };
  }, [t, locale, me]);
}
