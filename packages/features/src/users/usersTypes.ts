import type { Role } from '@atrium/api';

/** `GET /users` as the users page asks for it (server paginated; size -1 is All). */
export interface UsersQuery {
  page: number;
  size: number;
  is_available?: boolean;
  team_id?: string;
  username?: string;
  role?: Role;
}

/** `GET /user/status` for one user and a date range (YYYY-MM-DD, both days included). */
export interface StatusHistoryQuery {
  user_id: string;
  from_date?: string;
  to_date?: string;
  page: number;
  size: number;
}
