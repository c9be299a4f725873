// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

export const TEAM_NAME_MAX = 100;
export const TEAM_DESCRIPTION_MAX = 1000;
/** Most members one `PUT /team/{id}/members` may carry. */
export const TEAM_MEMBERS_MAX = 1000;
