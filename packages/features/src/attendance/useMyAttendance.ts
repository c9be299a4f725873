import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  AttendanceCorrection,
  AttendanceSession,
  AttendanceSummary,
  CreateCorrectionRequest,
  DecideCorrectionRequest,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { isAttendanceKey } from './attendanceKeys.ts';

/**
 * SWR keys of My attendance. They start with 'attendance', so Start / Finish Working (which
 * refresh every attendance key) refresh the history too.
 */
export const myAttendanceKeys = {
  days: (range: AttendanceRange) => ['attendance', 'history', 'days', range] as const,
  corrections: (query: CorrectionsInput) =>
    ['attendance', 'history', 'corrections', query] as const,
};

export interface AttendanceRange {
  from_date: string;
  to_date: string;
  /** Another person's (Timesheet right); absent: the caller's own. */
  user_id?: string;
}

export interface CorrectionsInput {
  status?: AttendanceCorrection['status'];
  user_id?: string;
  page: number;
  size: number;
}

export interface AttendanceDays {
  summary: AttendanceSummary;
  /** Every session of the range, oldest first (the server caps "all" at its largest page). */
  sessions: AttendanceSession[];
}

/** A range's daily summary (with the calendar's verdicts) and its sessions, in one answer. */
export function useAttendanceDays(range: AttendanceRange) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<AttendanceDays, ApiError>(
    myAttendanceKeys.days(range),
    async () => {
      const [summary, sessions] = await Promise.all([
        api.attendance.summary(range),
        api.attendance.sessions({ ...range, page: 1, size: -1 }),
      ]);
      const ordered = [...sessions.items].sort((a, b) => a.started_at.localeCompare(b.started_at));
      return { summary, sessions: ordered };
    },
  );
  return { days: data, error, isLoading, retry: () => void mutate() };
}

/** Correction requests, paged by the server: one's own, or everyone's with the Timesheet right. */
export function useCorrections(query: CorrectionsInput) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(myAttendanceKeys.corrections(query), () =>
    api.attendance.corrections(query),
  );
  return {
    corrections: data?.items ?? [],
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** Ask for a correction, or decide one; both refresh every attendance answer. */
export function useCorrectionActions() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isAttendanceKey), [mutate]);
  return {
    create: async (body: CreateCorrectionRequest) => {
      const created = await api.attendance.createCorrection(body);
      await refresh();
      return created;
    },
    decide: async (id: string, body: DecideCorrectionRequest) => {
      const decided = await api.attendance.decideCorrection(id, body);
      await refresh();
      return decided;
    },
  };
}
