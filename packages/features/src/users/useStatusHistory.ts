import useSWR from 'swr';
import type { ApiError, StatusEvent } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { usersKeys } from './usersKeys.ts';
import type { StatusHistoryQuery } from './usersTypes.ts';

export interface UseStatusHistoryResult {
  /** Newest first, as the server sends them. */
  events: StatusEvent[];
  total: number;
  /**
   * Whether the user has any status change at all, in any dates: `false` for a new user (so the
   * page says there is no history yet instead of asking for wider dates), `undefined` while the
   * check is still on its way.
   */
  hasAny: boolean | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  refresh: () => void;
}

const NO_EVENTS: StatusEvent[] = [];

/** A user's availability changes (Start / Finish Working, timeouts, deactivation) in a date range. */
export function useStatusHistory(query: StatusHistoryQuery): UseStatusHistoryResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    usersKeys.statusHistory(query),
    () => api.attendance.statusHistory(query),
    { keepPreviousData: true },
  );
  const ranged = query.from_date !== undefined || query.to_date !== undefined;
  const emptyHere = data !== undefined && data.total === 0;
  // Only when the chosen dates hold nothing: one small page without dates tells whether the user
  // has any history at all (the smallest page size the API takes is 2).
  const everQuery = { user_id: query.user_id, page: 1, size: 2 };
  const ever = useSWR(ranged && emptyHere ? usersKeys.statusHistory(everQuery) : null, () =>
    api.attendance.statusHistory(everQuery),
  );
  let hasAny: boolean | undefined;
  if (!data) hasAny = undefined;
  else if (!emptyHere) hasAny = true;
  else if (!ranged) hasAny = false;
  else hasAny = ever.data ? ever.data.total > 0 : undefined;
  return {
    events: data?.items ?? NO_EVENTS,
    total: data?.total ?? 0,
    hasAny,
    error: error as ApiError | undefined,
    isLoading: isLoading || (emptyHere && hasAny === undefined && !ever.error),
    refresh: () => void mutate(),
  };
}
