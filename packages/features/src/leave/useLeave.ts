import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  Adjustment,
  AdjustmentRequest,
  AdjustmentsInput,
  ApiError,
  CreateLeaveRequest,
  LeaveBalances,
  LeavePreview,
  LeavePreviewInput,
  LeaveRequest,
  LeaveRequestsInput,
  LeaveType,
  LeaveTypeRequest,
  TeamCalendar,
  TeamCalendarInput,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { leaveKeys, startsWith } from './leaveKeys.ts';

const NONE: never[] = [];

interface Loaded {
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** Every type of leave (archived ones flagged). */
export function useLeaveTypes(): Loaded & { types: LeaveType[] } {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(leaveKeys.types(), () => api.leave.types());
  return {
    types: data?.items ?? NONE,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** A page of leave requests (the server filters and pages). */
export function useLeaveRequests(
  query: LeaveRequestsInput | null,
): Loaded & { requests: LeaveRequest[]; total: number } {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    query ? leaveKeys.requests(query) : null,
    ([, , input]: ReturnType<typeof leaveKeys.requests>) => api.leave.requests(input),
  );
  return {
    requests: data?.items ?? NONE,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** One request (a notification's link opens it), or nothing for a null id. */
export function useLeaveRequest(
  id: string | null | undefined,
): Loaded & { request: LeaveRequest | undefined } {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    id ? leaveKeys.request(id) : null,
    ([, , requestId]: ReturnType<typeof leaveKeys.request>) => api.leave.get(requestId),
  );
  return {
    request: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** A person's balances for a year (the caller's own when `userId` is null). */
export function useLeaveBalances(
  userId: string | null,
  year: number,
): Loaded & { balances: LeaveBalances | undefined } {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(leaveKeys.balances(userId, year), () =>
    api.leave.balances({ ...(userId ? { user_id: userId } : {}), year }),
  );
  return {
    balances: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** A page of the balance adjustment log. */
export function useLeaveAdjustments(
  query: AdjustmentsInput | null,
): Loaded & { adjustments: Adjustment[]; total: number } {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    query ? leaveKeys.adjustments(query) : null,
    ([, , input]: ReturnType<typeof leaveKeys.adjustments>) => api.leave.adjustments(input),
  );
  return {
    adjustments: data?.items ?? NONE,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** How many days a leave would take for the caller (null query: nothing to ask yet). */
export function useLeavePreview(
  query: LeavePreviewInput | null,
): Omit<Loaded, 'retry'> & { preview: LeavePreview | undefined } {
  const api = useApi();
  const { data, error, isLoading } = useSWR(
    query ? leaveKeys.preview(query) : null,
    ([, , input]: ReturnType<typeof leaveKeys.preview>) => api.leave.preview(input),
    // A preview belongs to its dates: never show the last one's answer for new dates.
    { keepPreviousData: false, shouldRetryOnError: false },
  );
  return { preview: data, error: error as ApiError | undefined, isLoading };
}

/** Holidays and leave of the teams the caller may see for a range (null: not asked yet). */
export function useTeamCalendar(
  query: TeamCalendarInput | null,
): Loaded & { calendar: TeamCalendar | undefined } {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    query ? leaveKeys.teamCalendar(query) : null,
    ([, , input]: ReturnType<typeof leaveKeys.teamCalendar>) => api.leave.teamCalendar(input),
  );
  return {
    calendar: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface LeaveMutations {
  request: (body: CreateLeaveRequest) => Promise<LeaveRequest>;
  decide: (id: string, decision: 'approve' | 'reject', comment: string) => Promise<LeaveRequest>;
  cancel: (id: string, comment?: string) => Promise<LeaveRequest>;
  createType: (body: LeaveTypeRequest) => Promise<LeaveType>;
  updateType: (id: string, body: LeaveTypeRequest) => Promise<LeaveType>;
  adjust: (body: AdjustmentRequest) => Promise<Adjustment>;
}

/**
 * Changes to leave. A request, decision or cancellation changes lists, balances and the team
 * calendar at once, so everything of the area is refetched; type changes refetch the types.
 */
export function useLeaveMutations(): LeaveMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refreshAll = useCallback(
    async <T>(result: T) => {
      await mutate(startsWith(leaveKeys.all));
      return result;
    },
    [mutate],
  );
  return useMemo(
    () => ({
      request: async (body) => refreshAll(await api.leave.create(body)),
      decide: async (id, decision, comment) =>
        refreshAll(await api.leave.decide(id, { decision, comment })),
      cancel: async (id, comment = '') => refreshAll(await api.leave.cancel(id, { comment })),
      createType: async (body) => refreshAll(await api.leave.createType(body)),
      updateType: async (id, body) => refreshAll(await api.leave.updateType(id, body)),
      adjust: async (body) => refreshAll(await api.leave.adjust(body)),
    }),
    [api, refreshAll],
  );
}
