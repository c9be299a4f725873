import useSWR from 'swr';
import { PAGE_SIZE_ALL, type ApiError, type TeamDetail } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { attendanceKeys } from './attendanceKeys.ts';

export interface UseTeamsWithMembersResult {
  teams: TeamDetail[];
  error: ApiError | undefined;
  isLoading: boolean;
}

/**
 * Every team with its members, to group the board. Listing teams needs the Team right, so the
 * caller passes `enabled` from the ability; without it the board shows one group.
 */
export function useTeamsWithMembers(enabled: boolean): UseTeamsWithMembersResult {
  const api = useApi();
  const { data, error, isLoading } = useSWR(
    enabled ? attendanceKeys.teamsWithMembers() : null,
    async () => {
      const page = await api.team.list({ page: 1, size: PAGE_SIZE_ALL });
      return Promise.all(page.items.map((team) => api.team.get(team.id)));
    },
    { revalidateOnFocus: false },
  );
  return { teams: data ?? [], error: error as ApiError | undefined, isLoading };
}
