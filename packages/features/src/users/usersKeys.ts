import type { InactiveUsersQuery, StatusHistoryQuery, UsersQuery } from './usersTypes.ts';

/** SWR keys of the users area: never inline strings (house-style). `all` prefixes every key. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (query: UsersQuery) => ['users', 'list', query] as const,
  inactiveLists: () => ['users', 'inactive'] as const,
  inactive: (query: InactiveUsersQuery) => ['users', 'inactive', query] as const,
  details: () => ['users', 'detail'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  statusHistories: () => ['users', 'statusHistory'] as const,
  statusHistory: (query: StatusHistoryQuery) => ['users', 'statusHistory', query] as const,
  projectsSummary: (id: string) => ['users', 'projectsSummary', id] as const,
  teamOptions: () => ['users', 'teamOptions'] as const,
};

export type UsersKeyGroup = 'list' | 'inactive' | 'detail' | 'statusHistory' | 'projectsSummary';

/** A filter for SWR's `mutate(filter)`: every cached key of the given groups. */
export function usersKeysOf(groups: readonly UsersKeyGroup[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) &&
    key[0] === usersKeys.all[0] &&
    (groups as readonly unknown[]).includes(key[1]);
}
