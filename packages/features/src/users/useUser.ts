import useSWR from 'swr';
import type { ApiError, User, UserStorySummary } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { usersKeys } from './usersKeys.ts';

export interface UseUserResult {
  user: User | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  refresh: () => void;
}

/** One user (`GET /user/{id}/info`). */
export function useUser(id: string): UseUserResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(usersKeys.detail(id), () => api.user.info(id));
  return {
    user: data,
    error: error as ApiError | undefined,
    isLoading,
    refresh: () => void mutate(),
  };
}

export interface UseProjectsSummaryResult {
  summary: UserStorySummary | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  refresh: () => void;
}

/** A user's projects summary (`GET task/story/user/{id}`); empty until projects exist. */
export function useProjectsSummary(id: string): UseProjectsSummaryResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(usersKeys.projectsSummary(id), () =>
    api.user.storySummary(id),
  );
  return {
    summary: data,
    error: error as ApiError | undefined,
    isLoading,
    refresh: () => void mutate(),
  };
}
