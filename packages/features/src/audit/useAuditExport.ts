import { useState } from 'react';
import type { ApiError, AuditExportInput } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { downloadFile } from '../app/downloadFile.ts';

export interface UseAuditExportResult {
  /** Downloads the filter's rows as `audit-YYYY-MM-DD.csv`. */
  exportCsv: (input: AuditExportInput) => Promise<void>;
  isExporting: boolean;
  error: ApiError | undefined;
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
      downloadFile(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `audit-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, isExporting, error };
}
