import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@atrium/ui';

/**
 * What a users DataTable says of its own (users, not rows or entries); the pagination, checkbox,
 * actions and retry texts are the DataTable's built-in ones.
 */
export function useTableLabels(kind: 'active' | 'inactive'): Partial<DataTableLabels> {
  const { t } = useTranslation('users');
  return useMemo(
    () => ({
      selectAll: t('table.selectAll'),
      loading: t('table.loading'),
      errorTitle: t('table.errorTitle'),
      // the active table always passes its own `empty` (it knows about the filters)
      ...(kind === 'inactive'
        ? { emptyTitle: t('inactive.emptyTitle'), emptyText: t('inactive.emptyText') }
        : {}),
    }),
    [t, kind],
  );
}
