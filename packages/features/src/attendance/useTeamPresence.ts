import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { PAGE_SIZE_ALL, type ApiError, type UserStatus } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useNonBlockingAnswer } from '../app/useNonBlockingAnswer.ts';
import { attendanceKeys } from './attendanceKeys.ts';
import { BOARD_REFRESH_MS, useUsersStatus } from './useUsersStatus.ts';

export interface UseTeamPresenceResult {
  /** The people who share a team with the signed-in user, with their status. */
  teammates: UserStatus[];
  /** True when the signed-in user is in no team (or shares it with nobody). */
  isEmpty: boolean;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/**
 * My team's presence: `GET /users?minimal=true&projects_partners=true` (open to every signed-in
 * user) joined with everyone's status, so no Team right is needed.
 */
export function useTeamPresence(): UseTeamPresenceResult {
  const api = useApi();
  const partners = useSWR(
    attendanceKeys.teammates(),
    () => api.user.listMinimal({ projects_partners: true, page: 1, size: PAGE_SIZE_ALL }),
    { refreshInterval: BOARD_REFRESH_MS * 10 },
  );
  const status = useUsersStatus();
  const team = useNonBlockingAnswer(partners);
  // Kept while neither answer changes: TeamPresence memoises its list on it.
  const teammates = useMemo(() => {
    const ids = new Set(team.data?.items.map((person) => person.id) ?? []);
    return status.statuses.filter((entry) => ids.has(entry.user_id));
  }, [team.data, status.statuses]);
  const error = (team.error ?? status.error) as ApiError | undefined;
  const isLoading = team.isLoading || status.isLoading;
  const { mutate } = partners;
  const { retry: retryStatuses } = status;
  const retry = useCallback(() => {
    void mutate();
    retryStatuses();
  }, [mutate, retryStatuses]);
  return {
    teammates,
    isEmpty: !isLoading && !error && teammates.length === 0,
    error,
    isLoading,
    retry,
  };
}
