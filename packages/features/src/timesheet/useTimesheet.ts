import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  TimesheetApprovalsInput,
  TimesheetCellRequest,
  TimesheetDecisionRequest,
  TimesheetDraftConfirm,
  TimesheetRowRequest,
  TimesheetTarget,
  TimesheetTimer,
  TimesheetWeek,
  TimesheetWeekPage,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { anyTimesheetKey, timesheetKeys } from './timesheetKeys.ts';

interface Loaded<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** The caller's week holding `date` (today's week without one). */
export function useTimesheetWeek(date: string | undefined): Loaded<TimesheetWeek> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(timesheetKeys.week(date), () =>
    api.timesheet.week(date ? { date } : {}),
  );
  return { data, error: error as ApiError | undefined, isLoading, retry: () => void mutate() };
}

/** The caller's running timer (the story page's too), refreshed each minute while it runs. */
export function useTimesheetTimer(): Loaded<TimesheetTimer> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    timesheetKeys.timer(),
    () => api.timesheet.timer(),
    { refreshInterval: (latest) => (latest?.running ? 60_000 : 0) },
  );
  return { data, error: error as ApiError | undefined, isLoading, retry: () => void mutate() };
}

/** A page of the weeks the caller approves (the server filters and pages). */
export function useTimesheetApprovals(query: TimesheetApprovalsInput): Loaded<TimesheetWeekPage> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(timesheetKeys.approvals(query), () =>
    api.timesheet.approvals(query),
  );
  return { data, error: error as ApiError | undefined, isLoading, retry: () => void mutate() };
}

/** A person's week opened by an approver. */
export function useTimesheetReview(id: string | undefined): Loaded<TimesheetWeek> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(id ? timesheetKeys.review(id) : null, () =>
    api.timesheet.getWeek(id ?? ''),
  );
  return { data, error: error as ApiError | undefined, isLoading, retry: () => void mutate() };
}

/** Every change of the timesheet; each refreshes all the area's answers after it lands. */
export function useTimesheetActions() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(anyTimesheetKey), [mutate]);
  const after = useCallback(
    async <T>(work: Promise<T>): Promise<T> => {
      const result = await work;
      await refresh();
      return result;
    },
    [refresh],
  );
  return useMemo(
    () => ({
      setCell: (body: TimesheetCellRequest) => after(api.timesheet.setCell(body)),
      addRow: (body: TimesheetRowRequest) => after(api.timesheet.addRow(body)),
      removeRow: (body: TimesheetRowRequest) => after(api.timesheet.removeRow(body)),
      copyLastWeek: (weekStart: string, withHours: boolean) =>
        after(api.timesheet.copyLastWeek({ week_start: weekStart, with_hours: withHours })),
      submit: (weekStart: string) => after(api.timesheet.submit({ week_start: weekStart })),
      startTimer: (target: TimesheetTarget) => after(api.timesheet.startTimer(target)),
      stopTimer: () => after(api.timesheet.stopTimer()),
      confirmDraft: (id: string, body: TimesheetDraftConfirm) =>
        after(api.timesheet.confirmDraft(id, body)),
      discardDraft: (id: string) => after(api.timesheet.discardDraft(id)),
      decide: (id: string, body: TimesheetDecisionRequest) => after(api.timesheet.decide(id, body)),
      reopen: (id: string, comment: string) => after(api.timesheet.reopen(id, { comment })),
    }),
    [after, api],
  );
}

export type TimesheetActions = ReturnType<typeof useTimesheetActions>;
