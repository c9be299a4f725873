import { useCallback } from 'react';
import useSWR from 'swr';
import { PAGE_SIZE_ALL, type ApiError, type UserStatus } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useNonBlockingAnswer } from '../app/useNonBlockingAnswer.ts';
import { attendanceKeys } from './attendanceKeys.ts';

/** The board needs every person at once to group and count them: the contract allows size -1. */
export type UsersStatusInput = { team_id?: string };

/** Live boards refetch this often, on focus and after Start / Finish Working. */
export const BOARD_REFRESH_MS = 30_000;

const NO_STATUSES: UserStatus[] = [];

export interface UseUsersStatusResult {
  statuses: UserStatus[];
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** Everyone's current status (optionally one team's), refreshed every 30 s and on focus. */
export function useUsersStatus(
  query: UsersStatusInput = {},
  { enabled = true }: { enabled?: boolean } = {},
): UseUsersStatusResult {
  const api = useApi();
  const normalised: UsersStatusInput = query.team_id ? { team_id: query.team_id } : {};
  const swr = useSWR(
    enabled ? attendanceKeys.usersStatus(normalised) : null,
    () => api.attendance.usersStatus({ ...normalised, page: 1, size: PAGE_SIZE_ALL }),
    { refreshInterval: BOARD_REFRESH_MS, revalidateOnFocus: true },
  );
  const { data, error, isLoading } = useNonBlockingAnswer(swr);
  const { mutate } = swr;
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    // The same empty list every time: views memoised on `statuses` stay put while loading.
    statuses: data?.items ?? NO_STATUSES,
    error: error as ApiError | undefined,
    isLoading,
    retry,
  };
}
