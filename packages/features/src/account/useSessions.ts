import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiError, Session } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { accountKeys } from './accountKeys.ts';

export interface UseSessionsResult {
  /** This device first, then the others by last activity. */
  sessions: Session[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry(): void;
  /** Signs one other device out. */
  endSession(id: string): Promise<void>;
  /** Signs every other device out; resolves to how many ended. */
  endOtherSessions(): Promise<number>;
}

function byCurrentThenRecent(a: Session, b: Session): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.last_seen_at.localeCompare(a.last_seen_at);
}

/** The signed-in devices of the security tab. */
export function useSessions(): UseSessionsResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(accountKeys.sessions(), () =>
    api.user.sessions(),
  );
  const endSession = useCallback(
    async (id: string) => {
      await api.user.endSession(id);
      await mutate();
    },
    [api, mutate],
  );
  const endOtherSessions = useCallback(async () => {
    const { ended } = await api.user.endOtherSessions();
    await mutate();
    return ended;
  }, [api, mutate]);
  return {
    sessions: data ? [...data.items].sort(byCurrentThenRecent) : undefined,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
    endSession,
    endOtherSessions,
  };
}
