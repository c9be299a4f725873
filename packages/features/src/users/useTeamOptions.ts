import useSWR from 'swr';
import { PAGE_SIZE_ALL, type ApiError, type Team } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { usersKeys } from './usersKeys.ts';

export interface UseTeamOptionsResult {
  teams: Pick<Team, 'id' | 'name'>[];
  /** False when the signed-in user may not read teams (no Teams Management): no team filter then. */
  available: boolean;
  error: ApiError | undefined;
  isLoading: boolean;
}

const NO_TEAMS: Team[] = [];

/** Every team, for the team filter and the team picker (`api.team.list`, size All). */
export function useTeamOptions(): UseTeamOptionsResult {
  const api = useApi();
  const canReadTeams = useAppAbility().can('manage', 'Team');
  const { data, error, isLoading } = useSWR(canReadTeams ? usersKeys.teamOptions() : null, () =>
    api.team.list({ page: 1, size: PAGE_SIZE_ALL }),
  );
  return {
    teams: data?.items ?? NO_TEAMS,
    available: canReadTeams && !error,
    error: error as ApiError | undefined,
    isLoading,
  };
}
