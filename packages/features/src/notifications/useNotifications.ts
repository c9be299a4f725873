import useSWR from 'swr';
import {
  DEFAULT_PAGE_SIZE,
  type ApiError,
  type Notification,
  type NotificationListInput,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { notificationsKeys } from './notificationsKeys.ts';

export interface UseNotificationsResult {
  notifications: Notification[];
  total: number;
  page: number;
  size: number;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Refetches this page (the Error state's "Try again"). */
  retry: () => void;
}

/** One server page of the signed-in user's notifications, newest first; `null` fetches nothing. */
export function useNotifications(query: NotificationListInput | null): UseNotificationsResult {
  const api = useApi();
  const normalised = query && normalise(query);
  const { data, error, isLoading, mutate } = useSWR(
    normalised ? notificationsKeys.list(normalised) : null,
    () => api.notification.list(normalised ?? {}),
  );
  return {
    notifications: data?.items ?? [],
    total: data?.total ?? 0,
    page: normalised?.page ?? 1,
    size: normalised?.size ?? DEFAULT_PAGE_SIZE,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** Same filters, same key: defaults spelled out, absent filters left out. */
function normalise({
  page = 1,
  size = DEFAULT_PAGE_SIZE,
  status = 'all',
  archived = false,
  event,
}: NotificationListInput): NotificationListInput {
  return { page, size, status, archived, ...(event ? { event } : {}) };
}
