import useSWR from 'swr';
import type { ApiError, StatusEvent } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { usersKeys } from './usersKeys.ts';
import type { StatusHistoryQuery } from './usersTypes.ts';

export interface UseStatusHistoryResult {
  /** Newest first, as the server sends them. */
  events: StatusEvent[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  refresh: () => void;
}

const NO_EVENTS: StatusEvent[] = [];

/** A user's availability changes (Start / Finish Working, timeouts, deactivation) in a date range. */
export function useStatusHistory(query: StatusHistoryQuery): UseStatusHistoryResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    usersKeys.statusHistory(query),
    () => api.attendance.statusHistory(query),
    { keepPreviousData: true },
  );
  return {
    events: data?.items ?? NO_EVENTS,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    refresh: () => void mutate(),
  };
}
