import useSWR from 'swr';
import type {
  ApiError,
  AuditEntry,
  PermissionService,
  Team,
  TeamDetail,
  TeamListInput,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { teamsKeys } from './teamsKeys.ts';

export interface UseTeamsResult {
  teams: Team[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** A page of teams with member counts, leads and permission names. */
export function useTeams(query: TeamListInput = {}): UseTeamsResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(teamsKeys.list(query), () =>
    api.team.list(query),
  );
  return {
    teams: data?.items ?? [],
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseTeamResult {
  team: TeamDetail | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** One team with every member. */
export function useTeam(id: string): UseTeamResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(teamsKeys.detail(id), () => api.team.get(id));
  return {
    team: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UsePermissionServicesResult {
  services: PermissionService[];
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** Every permission name with the subject it grants (the Roles matrix's columns). */
export function usePermissionServices(): UsePermissionServicesResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    teamsKeys.services(),
    () => api.permission.services(),
    { revalidateOnFocus: false },
  );
  return {
    services: data?.items ?? [],
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseTeamPermissionsResult {
  permissions: string[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

/** A team's permission names. */
export function useTeamPermissions(id: string | null): UseTeamPermissionsResult {
  const api = useApi();
  const { data, error, isLoading } = useSWR(
    id ? teamsKeys.permissions(id) : null,
    ([, , teamId]: ReturnType<typeof teamsKeys.permissions>) =>
      api.permission.teamPermissions(teamId),
  );
  return { permissions: data?.permissions, error: error as ApiError | undefined, isLoading };
}

/** The audit action of permission and membership changes (apps/server: `authz_change`). */
export const PERMISSION_CHANGE_ACTION = 'authz_change';

export interface UsePermissionLogResult {
  entries: AuditEntry[];
  error: ApiError | undefined;
  isLoading: boolean;
}

/**
 * The newest permission and membership changes from the audit log. The audit endpoint is for
 * super admins only, so pass `enabled: false` for everyone else (nothing is fetched).
 */
export function usePermissionLog({
  enabled,
  size = 20,
}: {
  enabled: boolean;
  size?: number;
}): UsePermissionLogResult {
  const api = useApi();
  const { data, error, isLoading } = useSWR(enabled ? teamsKeys.permissionLog(size) : null, () =>
    api.audit.list({ action: PERMISSION_CHANGE_ACTION, size }),
  );
  return { entries: data?.items ?? [], error: error as ApiError | undefined, isLoading };
}
