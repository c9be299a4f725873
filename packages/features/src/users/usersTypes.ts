import type { Role, SortOrder, UserSortKey } from '@atrium/api';

/** `GET /users` as the users page asks for it (server paginated; size -1 is All). */
export interface UsersQuery {
  page: number;
  size: number;
  is_available?: boolean;
  team_id?: string;
  username?: string;
  role?: Role;
  sort?: UserSortKey;
  order?: SortOrder;
}

/** `GET /users/inactive`: search in username and full name, sorted on the server. */
export interface InactiveUsersQuery {
  page: number;
  size: number;
  username?: string;
  sort?: UserSortKey;
  order?: SortOrder;
}

/** `GET /user/status` for one user and a date range (YYYY-MM-DD, both days included). */
export interface StatusHistoryQuery {
  user_id: string;
  from_date?: string;
  to_date?: string;
  page: number;
  size: number;
}
