import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@atrium/ui';

/** Every text of the audit DataTable in the reader's language. */
export function useAuditTableLabels(): DataTableLabels {
  const { t } = useTranslation('audit');
  return useMemo(
    () => ({
      pagination: t('table.pagination'),
      showing: ({ start, end, total }) => t('table.showing', { start, end, total }),
      rowsPerPage: t('table.rowsPerPage'),
      all: t('table.all'),
      firstPage: t('table.firstPage'),
      previousPage: t('table.previousPage'),
      nextPage: t('table.nextPage'),
      lastPage: t('table.lastPage'),
      page: (page) => t('table.page', { page }),
      selectAll: t('table.selectAll'),
      selectRow: (name) => t('table.selectRow', { name }),
      rowActions: (name) => t('table.rowActions', { name }),
      actionsColumn: t('table.actions'),
      loading: t('table.loading'),
      emptyTitle: t('table.emptyTitle'),
      emptyText: t('table.emptyText'),
      errorTitle: t('table.errorTitle'),
      errorText: t('table.errorText'),
      retry: t('table.retry'),
    }),
    [t],
  );
}
