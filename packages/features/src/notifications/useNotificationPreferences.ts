import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiError, NotificationPreferences, NotificationPreferencesUpdate } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { notificationsKeys } from './notificationsKeys.ts';

export interface UseNotificationPreferencesResult {
  preferences: NotificationPreferences | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
  /** Sends the changed cells; the cache takes the server's whole matrix. Rejects on error. */
  save: (change: NotificationPreferencesUpdate) => Promise<NotificationPreferences>;
}

export function useNotificationPreferences(): UseNotificationPreferencesResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(notificationsKeys.preferences(), () =>
    api.notification.preferences(),
  );
  const save = useCallback(
    async (change: NotificationPreferencesUpdate) => {
      const saved = await api.notification.updatePreferences(change);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [api, mutate],
  );
  return {
    preferences: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
    save,
  };
}
