import useSWR from 'swr';
import type { ApiError, User } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { usersKeys } from './usersKeys.ts';
import type { InactiveUsersQuery, UsersQuery } from './usersTypes.ts';

export interface UseUsersResult {
  /** The page the server returned (empty while loading or after an error). */
  users: User[];
  /** Entries on the server for these filters (all pages). */
  total: number;
  error: ApiError | undefined;
  /** True only before the first answer for this query. */
  isLoading: boolean;
  /** Fetches this page again (the error state's retry). */
  refresh: () => void;
}

const NO_USERS: User[] = [];

/** Active users, one server page at a time, with the spec's filters (section 3). */
export function useUsers(query: UsersQuery): UseUsersResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    usersKeys.list(query),
    () => api.user.list(withoutEmpty(query)),
    { keepPreviousData: true },
  );
  return {
    users: data?.items ?? NO_USERS,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    refresh: () => void mutate(),
  };
}

/** Deactivated users, one server page at a time. */
export function useInactiveUsers(query: InactiveUsersQuery): UseUsersResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    usersKeys.inactive(query),
    () => api.user.listInactive(withoutEmpty(query)),
    { keepPreviousData: true },
  );
  return {
    users: data?.items ?? NO_USERS,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    refresh: () => void mutate(),
  };
}

/** Leaves unset filters out of the query string (an empty search is no search). */
function withoutEmpty<Query extends { username?: string }>(query: Query): Query {
  const { username, ...rest } = query;
  const search = username?.trim();
  // The same query without (or with a trimmed) username: still a Query.
  return (search ? { ...rest, username: search } : rest) as Query;
}
