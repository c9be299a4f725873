// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

export const TEAM_NAME_MAX = 100;
export const TEAM_DESCRIPTION_MAX = 1000;
/** Most members one `PUT /team/{id}/members` may carry. */
export const TEAM_MEMBERS_MAX = 1000;

/** Where each team endpoint lives (the `teamEndpoints` contracts add the schemas). */
export const TEAM_ROUTES = {
  list: { method: 'GET', path: '/teams' },
  create: { method: 'POST', path: '/team' },
  get: { method: 'GET', path: '/team/:id' },
  update: { method: 'PUT', path: '/team/:id' },
  remove: { method: 'DELETE', path: '/team/:id' },
  setMembers: { method: 'PUT', path: '/team/:id/members' },
} as const satisfies Record<string, Route>;
