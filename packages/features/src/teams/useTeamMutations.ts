import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type {
  CreateTeamRequest,
  SetTeamMembersRequest,
  TeamDetail,
  UpdateTeamRequest,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { authKeys } from '../auth/authKeys.ts';
import { useMasterKey, useElevatedAction } from '../masterKey/MasterKeyProvider.tsx';
import { startsWith, teamsKeys } from './teamsKeys.ts';

export interface TeamMutations {
  createTeam(body: CreateTeamRequest): Promise<TeamDetail>;
  updateTeam(id: string, body: UpdateTeamRequest): Promise<TeamDetail>;
  deleteTeam(id: string): Promise<void>;
  /**
   * Replaces members and leads. Needs the master password: asks for it first unless it is in
   * force, naming the action with `label` ("Save the members of Design"); rejects with
   * MasterKeyCancelledError when the person cancels.
   */
  setMembers(
    id: string,
    members: SetTeamMembersRequest['members'],
    options?: ElevatedWrite,
  ): Promise<TeamDetail>;
  /** Replaces the team's permission names, behind the master password like `setMembers`. */
  updatePermissions(id: string, permissions: string[], options?: ElevatedWrite): Promise<string[]>;
}

/** How the master-password dialog names a write; without a label it explains in general. */
export interface ElevatedWrite {
  label?: string;
}

/** Team writes with the cache kept right: lists, the detail, permissions and the change log. */
export function useTeamMutations(): TeamMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { withMasterKey } = useMasterKey();
  const run = useElevatedAction();

  return useMemo(() => {
    const elevated = <T>(action: () => Promise<T>, options: ElevatedWrite = {}) =>
      options.label ? run({ label: options.label, action }) : withMasterKey(action);
    const refreshLists = () => mutate(startsWith(teamsKeys.lists()));
    const refreshLog = () => mutate(startsWith(teamsKeys.permissionLogs()));
    // The signed-in user may be in the team: their permissions (and menu) follow.
    const refreshProfile = () => mutate(authKeys.profile());
    const storeDetail = (team: TeamDetail) =>
      mutate(teamsKeys.detail(team.id), team, { revalidate: false });

    return {
      async createTeam(body) {
        const team = await api.team.create(body);
        await Promise.all([storeDetail(team), refreshLists()]);
        return team;
      },
      async updateTeam(id, body) {
        const team = await api.team.update(id, body);
        await Promise.all([storeDetail(team), refreshLists()]);
        return team;
      },
      async deleteTeam(id) {
        await api.team.remove(id);
        await Promise.all([
          mutate(teamsKeys.detail(id), undefined, { revalidate: false }),
          mutate(teamsKeys.permissions(id), undefined, { revalidate: false }),
          refreshLists(),
          refreshLog(),
          refreshProfile(),
        ]);
      },
      async setMembers(id, members, options) {
        const team = await elevated(() => api.team.setMembers(id, members), options);
        await Promise.all([storeDetail(team), refreshLists(), refreshLog(), refreshProfile()]);
        return team;
      },
      async updatePermissions(id, permissions, options) {
        const result = await elevated(
          () => api.permission.updateTeamPermissions(id, permissions),
          options,
        );
        await Promise.all([
          mutate(teamsKeys.permissions(id), result, { revalidate: false }),
          mutate(teamsKeys.detail(id)),
          refreshLists(),
          refreshLog(),
          refreshProfile(),
        ]);
        return result.permissions;
      },
    };
  }, [api, mutate, withMasterKey, run]);
}
