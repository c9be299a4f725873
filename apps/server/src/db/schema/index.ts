export { users } from './users.ts';
export type { UserRow, NewUserRow } from './users.ts';
export { sessions } from './sessions.ts';
export type { SessionRow } from './sessions.ts';
export { rateLimits } from './rateLimits.ts';
