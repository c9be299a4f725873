import type { SORT_ORDERS, USER_SORT_KEYS } from '@atrium/api/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export interface UserSort {
  key: UserSortKey;
  order: SortOrder;
}

/** The default order: by name, the order the list index walks. */
export const DEFAULT_USER_SORT: UserSort = { key: 'name', order: 'asc' };

/** Roles from the most to the least powerful, so "sort by role" groups them sensibly. */
const roleRank = sql`case ${users.role} when 'super_admin' then 0 when 'admin' then 1 else 2 end`;

const COLUMN: Record<UserSortKey, SQL> = {
  name: sql`lower(${users.fullName})`,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  role: roleRank,
  created_at: sql`${users.createdAt}`,
  last_sign_in_at: sql`${users.lastSignInAt}`,
  deactivated_at: sql`${users.deactivatedAt}`,
};

/**
 * ORDER BY terms for a users list. Empty values (no e-mail, never signed in) come last in both
 * directions; name, username and id break ties so paging is stable.
 */
export function userOrderBy({ key, order }: UserSort): SQL[] {
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const terms = [sql`${COLUMN[key]} ${direction} nulls last`];
  if (key !== 'name') terms.push(sql`lower(${users.fullName}) asc`);
  terms.push(sql`lower(${users.username}) asc`, sql`${users.id} asc`);
  return terms;
}
