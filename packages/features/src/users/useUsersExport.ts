import { useState } from 'react';
import type { ApiError, UsersExportFilters } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { downloadFile } from '../app/downloadFile.ts';

export interface UseUsersExportResult {
  /** Downloads the list's filter and order as `users-YYYY-MM-DD.csv` or `.xlsx`. */
  exportUsers: (filters: UsersExportFilters) => Promise<void>;
  isExporting: boolean;
  error: ApiError | undefined;
}

/** The users export (CSV or XLSX, built by the server) of a list's current view. */
export function useUsersExport(): UseUsersExportResult {
  const api = useApi();
  const [isExporting, setExporting] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const exportUsers = async (filters: UsersExportFilters) => {
    setExporting(true);
    setError(undefined);
    try {
      const file = await api.user.exportUsers(filters);
      const list = filters.inactive ? 'inactive-users' : 'users';
      downloadFile(file, `${list}-${new Date().toISOString().slice(0, 10)}.${filters.format}`);
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setExporting(false);
    }
  };
  return { exportUsers, isExporting, error };
}
