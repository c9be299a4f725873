import { useState } from 'react';
import type { ApiError, AuditExportInput } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';

export interface UseAuditExportResult {
  /** Downloads the filter's rows as `audit-YYYY-MM-DD.csv`. */
  exportCsv: (input: AuditExportInput) => Promise<void>;
  isExporting: boolean;
  error: ApiError | undefined;
}

/** Hands a text to the browser as a file download. */
function download(text: string, filename: string) {
  // A byte order mark, so that spreadsheet programs read the UTF-8 (Arabic names) as such.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The CSV export of the audit log's current filter (built by the server). */
export function useAuditExport(): UseAuditExportResult {
  const api = useApi();
  const [isExporting, setExporting] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const exportCsv = async (input: AuditExportInput) => {
    setExporting(true);
    setError(undefined);
    try {
      const csv = await api.audit.exportCsv(input);
      download(csv, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, isExporting, error };
}
