import useSWR from 'swr';
import type { ApiError, AuditEntry, AuditListInput } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { auditKeys } from './auditKeys.ts';

export interface UseAuditLogResult {
  entries: AuditEntry[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** One page of the audit log, filtered and sorted by the server. */
export function useAuditLog(query: AuditListInput): UseAuditLogResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    auditKeys.list(query),
    () => api.audit.list(query),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    { keepPreviousData: true },
  );
  return {
    entries: data?.items ?? [],
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}
