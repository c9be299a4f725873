// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** Longest permission name the server accepts (the known ones are far shorter). */
export const PERMISSION_NAME_MAX = 100;
/** Most names one request may carry (there are 19 known names). */
export const PERMISSIONS_PER_TEAM_MAX = 100;

/** The 409 answer of the master-key check before a super admin has set a master password. */
export const MASTER_PASSWORD_NOT_SET = 'No master password is set';

/** Where each permission endpoint lives (the `permissionEndpoints` contracts add the schemas). */
export const PERMISSION_ROUTES = {
  services: { method: 'GET', path: '/user/permission/services' },
  teamPermissions: { method: 'GET', path: '/user/permission/team/:id' },
  updateTeamPermissions: { method: 'PUT', path: '/user/permission/team/:id' },
  masterKey: { method: 'POST', path: '/user/permission/master-key' },
} as const satisfies Record<string, Route>;
