import { useTranslation } from 'react-i18next';
import type { SharedLink } from '@atrium/api';
import { useDriveFormat } from '../drive/useDriveFormat.ts';

/** "Shared by Rana Mansour · Available until 4 Dec 2026, 09:00": who shared it, and until when. */
export function useSharedLinkFacts(link: SharedLink): string {
  const { t } = useTranslation('sharedLinks');
  const format = useDriveFormat();
  return [
    link.shared_by ? t('sharedBy', { name: link.shared_by }) : null,
    link.expires_at ? t('expires', { date: format.dateTime(link.expires_at) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
