import { useState } from 'react';
import type { ApiError, UsersExportFilters } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';

export interface UseUsersExportResult {
  /** Downloads the list's filter and order as `users-YYYY-MM-DD.csv` or `.xlsx`. */
  exportUsers: (filters: UsersExportFilters) => Promise<void>;
  isExporting: boolean;
  error: ApiError | undefined;
}

/** Hands a file to the browser as a download. */
function download(file: Blob, filename: string) {
  // A CSV gets a byte order mark, so that spreadsheet programs read the UTF-8 (Arabic names).
  const content = filename.endsWith('.csv')
    ? new Blob(['\uFEFF', file], { type: file.type })
    : file;
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
      download(file, `${list}-${new Date().toISOString().slice(0, 10)}.${filters.format}`);
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setExporting(false);
    }
  };
  return { exportUsers, isExporting, error };
}
