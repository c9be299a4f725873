import useSWR from 'swr';
import type { SelectOption } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { leaveKeys } from './leaveKeys.ts';

const NONE: SelectOption[] = [];

/**
 * Every team, as options of a team filter. Reading teams needs the Team permission: without it
 * the list is empty and the screens leave the team filter out rather than offer nothing.
 */
export function useTeamOptions(): SelectOption[] {
  const api = useApi();
  const { data } = useSWR(leaveKeys.teams(), () => api.team.list({ size: -1 }), {
    shouldRetryOnError: false,
  });
  return data?.items.map((team) => ({ value: team.id, label: team.name })) ?? NONE;
}
