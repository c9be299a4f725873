import useSWR from 'swr';
import type { ApiError } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { notificationsKeys } from './notificationsKeys.ts';

export interface UseUnreadCountResult {
  /** Unread, unarchived notifications; 0 until known. */
  count: number;
  error: ApiError | undefined;
  isLoading: boolean;
}

export function useUnreadCount(): UseUnreadCountResult {
  const api = useApi();
  const { data, error, isLoading } = useSWR(notificationsKeys.unreadCount(), () =>
    api.notification.unreadCount(),
  );
  return { count: data?.count ?? 0, error: error as ApiError | undefined, isLoading };
}
