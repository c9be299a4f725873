import { USER_SORT_KEYS, type SortOrder, type UserSortKey } from '@atrium/api';
import type { DataTableSort } from '@atrium/ui';

function isSortKey(key: string): key is UserSortKey {
  return (USER_SORT_KEYS as readonly string[]).includes(key);
}

/**
 * The table's sort as the users lists' query (`sort`, `order`); the server sorts. A column key
 * that is not a sort key, or no sort, asks for the default order (by name).
 */
export function sortQuery(sort: DataTableSort | null): { sort?: UserSortKey; order?: SortOrder } {
  if (!sort || !isSortKey(sort.key)) return {};
  return { sort: sort.key, order: sort.direction };
}
