import type {
  MasterKeyResponse,
  PermissionServices,
  TeamPermissions,
} from '../../contracts/permission.ts';
import type { permissionEndpoints } from '../../contracts/permission.ts';
import { PERMISSION_ROUTES } from '../../contracts/permission.constants.ts';
import { routesOf, type Http } from '../http.ts';

export interface PermissionResource {
  /** Every permission name with the subject it grants. */
  services(): Promise<PermissionServices>;
  teamPermissions(teamId: string): Promise<TeamPermissions>;
  /** Replaces the team's permission names; needs a master-key token (`getMasterKeyToken`). */
  updateTeamPermissions(teamId: string, permissions: string[]): Promise<TeamPermissions>;
  /** Checks the master password; keep `masterkey_token` and send it as the header. */
  masterKey(password: string): Promise<MasterKeyResponse>;
}

export function permissionResource(http: Http): PermissionResource {
  const endpoints = routesOf<typeof permissionEndpoints>(PERMISSION_ROUTES);
  return {
    services: () => http.call(endpoints.services),
    teamPermissions: (teamId) => http.call(endpoints.teamPermissions, { params: { id: teamId } }),
    updateTeamPermissions: (teamId, permissions) =>
      http.call(endpoints.updateTeamPermissions, { params: { id: teamId }, body: { permissions } }),
    masterKey: (password) => http.call(endpoints.masterKey, { body: { password } }),
  };
}
