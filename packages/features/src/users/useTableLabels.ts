import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@atrium/ui';

/** Every text of a users DataTable in the reader's language (numbers come formatted). */
export function useTableLabels(kind: 'active' | 'inactive'): DataTableLabels {
  const { t } = useTranslation('users');
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
      emptyTitle: kind === 'active' ? t('table.emptyTitle') : t('inactive.emptyTitle'),
      emptyText: kind === 'active' ? t('table.emptyText') : t('inactive.emptyText'),
      errorTitle: t('table.errorTitle'),
      errorText: t('table.errorText'),
      retry: t('actions.retry'),
      sortBy: t('table.sortBy'),
      sortedAscending: t('table.sortedAscending'),
      sortedDescending: t('table.sortedDescending'),
    }),
    [t, kind],
  );
}
