import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  Calendar,
  CalendarDetail,
  CreateCalendarRequest,
  Holiday,
  HolidayRequest,
  ImportHolidaysRequest,
  ImportHolidaysResult,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { startsWith, workdaysKeys } from './workdaysKeys.ts';

export interface UseCalendarsResult {
  calendars: Calendar[];
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

const NO_CALENDARS: Calendar[] = [];
const NO_HOLIDAYS: Holiday[] = [];

/**
 * Every working calendar. The endpoint is not paged: an organisation keeps a handful of
 * calendars (one per site or shift pattern), so the list sorts and searches in the browser.
 */
export function useCalendars(): UseCalendarsResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(workdaysKeys.list(), () => api.calendar.list());
  return {
    calendars: data?.items ?? NO_CALENDARS,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseCalendarResult {
  calendar: CalendarDetail | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** One calendar with the teams and people that use it. */
export function useCalendar(id: string | null | undefined): UseCalendarResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    id ? workdaysKeys.detail(id) : null,
    ([, , calendarId]: ReturnType<typeof workdaysKeys.detail>) => api.calendar.get(calendarId),
  );
  return {
    calendar: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseHolidaysResult {
  holidays: Holiday[];
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** A calendar's holidays: one-off dates and yearly rules (all of them; at most 1000). */
export function useHolidays(calendarId: string): UseHolidaysResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    workdaysKeys.holidays(calendarId),
    ([, , id]: ReturnType<typeof workdaysKeys.holidays>) => api.calendar.holidays(id),
  );
  return {
    holidays: data?.items ?? NO_HOLIDAYS,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface CalendarMutations {
  create: (body: CreateCalendarRequest) => Promise<CalendarDetail>;
  update: (id: string, body: CreateCalendarRequest) => Promise<CalendarDetail>;
  remove: (id: string) => Promise<void>;
  /** A team's calendar (null: back to the default). */
  assignTeam: (teamId: string, calendarId: string | null, shownId: string) => Promise<void>;
  /** A person's own calendar (null: back to their team's). */
  assignUser: (userId: string, calendarId: string | null, shownId: string) => Promise<void>;
}

/**
 * Changes to calendars. Every change refetches the list (counts, default flag); a change that
 * answers with the calendar puts it in the cache. Assignments name the calendar on screen
 * (`shownId`) so its detail refetches even when the assignment moves a team away from it.
 */
export function useCalendarMutations(): CalendarMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refreshAll = useCallback(() => mutate(startsWith(workdaysKeys.all)), [mutate]);
  const store = useCallback(
    async (calendar: CalendarDetail) => {
      await mutate(workdaysKeys.detail(calendar.id), calendar, { revalidate: false });
      await mutate(workdaysKeys.list());
      return calendar;
    },
    [mutate],
  );
  return useMemo(
    () => ({
      create: async (body) => store(await api.calendar.create(body)),
      update: async (id, body) => {
        const saved = await api.calendar.update(id, body);
        // Making this one the default unsets it on another calendar: refetch them all.
        await refreshAll();
        return store(saved);
      },
      remove: async (id) => {
        await api.calendar.remove(id);
        await mutate(workdaysKeys.detail(id), undefined, { revalidate: false });
        await mutate(workdaysKeys.list());
      },
      assignTeam: async (teamId, calendarId, shownId) => {
        await api.calendar.assignTeam(teamId, calendarId);
        await mutate(workdaysKeys.detail(shownId));
        await mutate(workdaysKeys.list());
      },
      assignUser: async (userId, calendarId, shownId) => {
        await api.calendar.assignUser(userId, calendarId);
        await mutate(workdaysKeys.detail(shownId));
        await mutate(workdaysKeys.list());
      },
    }),
    [api, mutate, refreshAll, store],
  );
}

export interface HolidayMutations {
  create: (body: HolidayRequest) => Promise<Holiday>;
  update: (id: string, body: HolidayRequest) => Promise<Holiday>;
  remove: (id: string) => Promise<void>;
  importIcs: (body: ImportHolidaysRequest) => Promise<ImportHolidaysResult>;
}

/** Changes to one calendar's holidays; each refetches that calendar's holiday list. */
export function useHolidayMutations(calendarId: string): HolidayMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => mutate(workdaysKeys.holidays(calendarId));
    return {
      create: async (body) => {
        const saved = await api.calendar.createHoliday(calendarId, body);
        await refresh();
        return saved;
      },
      update: async (id, body) => {
        const saved = await api.calendar.updateHoliday(id, body);
        await refresh();
        return saved;
      },
      remove: async (id) => {
        await api.calendar.removeHoliday(id);
        await refresh();
      },
      importIcs: async (body) => {
        const result = await api.calendar.importHolidays(calendarId, body);
        await refresh();
        return result;
      },
    };
  }, [api, mutate, calendarId]);
}
