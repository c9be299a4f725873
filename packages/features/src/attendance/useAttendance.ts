import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { ApiError } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useNonBlockingAnswer } from '../app/useNonBlockingAnswer.ts';
import { attendanceKeys } from './attendanceKeys.ts';
import { localDate } from './attendanceFormat.ts';
import { useNow } from './useNow.ts';

/** How often the own state is refetched (a prompt timeout or auto check-out may end it). */
export const ATTENDANCE_REFRESH_MS = 60_000;
const MINUTE_MS = 60_000;
const TICK_MS = 15_000;

interface AttendanceSnapshot {
  isWorking: boolean;
  since: string | null;
  minutesToday: number;
  fetchedAt: number;
}

export interface UseAttendanceResult {
  /** Undefined until the first answer. */
  isWorking: boolean | undefined;
  /** Start of the open session, or of the last status change; null if never changed. */
  since: Date | null;
  /** Minutes worked today, counting on while working. */
  minutesToday: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/**
 * The signed-in user's attendance: working or not (latest status event), since when, and the
 * minutes worked today (the server's daily summary, plus the time since it answered).
 */
export function useAttendance({ now: fixedNow }: { now?: Date } = {}): UseAttendanceResult {
  const api = useApi();
  const now = useNow(TICK_MS, fixedNow);
  const today = localDate(now);
  const swr = useSWR(
    attendanceKeys.me(today),
    async (): Promise<AttendanceSnapshot> => {
      const [history, summary] = await Promise.all([
        // 2 is the smallest page size the contract accepts; the newest event comes first.
        api.attendance.statusHistory({ page: 1, size: 2 }),
        api.attendance.summary({ from_date: today, to_date: today }),
      ]);
      const latest = history.items[0];
      return {
        isWorking: latest?.is_available ?? false,
        since: latest?.at ?? null,
        minutesToday: summary.total_minutes,
        fetchedAt: Date.now(),
      };
    },
    { refreshInterval: ATTENDANCE_REFRESH_MS, revalidateOnFocus: true },
  );
  const { data, error, isLoading } = useNonBlockingAnswer(swr);
  const elapsed =
    data?.isWorking && !fixedNow
      ? Math.max(0, Math.floor((now.getTime() - data.fetchedAt) / MINUTE_MS))
      : 0;
  const { mutate } = swr;
  const retry = useCallback(() => void mutate(), [mutate]);
  const sinceText = data?.since ?? null;
  const since = useMemo(() => (sinceText ? new Date(sinceText) : null), [sinceText]);
  // Values that keep their identity while the answer is the same: the widgets memoise their view
  // on them (AttendanceCard, AttendanceControl).
  return {
    isWorking: data?.isWorking,
    since,
    minutesToday: (data?.minutesToday ?? 0) + elapsed,
    error: error as ApiError | undefined,
    isLoading,
    retry,
  };
}
