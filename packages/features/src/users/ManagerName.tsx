import useSWR from 'swr';
import { Text } from '@atrium/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/ApiProvider.tsx';
import { displayName } from './userDisplay.ts';
import { usersKeys } from './usersKeys.ts';

/** A manager's name on a user's profile: "Not set", their name, or "Unknown user" when unreadable. */
export function ManagerName({ id }: { id: string | null }) {
  const { t } = useTranslation('users');
  const api = useApi();
  const { data, error } = useSWR(id ? usersKeys.detail(id) : null, () => api.user.info(id ?? ''));
  if (!id) return <Text color="gray">{t('profile.none')}</Text>;
  if (error) return <Text color="gray">{t('profile.unknownManager')}</Text>;
  if (!data) return <Text color="gray">…</Text>;
  return <>{displayName(data)}</>;
}
