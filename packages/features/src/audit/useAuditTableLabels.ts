import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@atrium/ui';

/** What the audit table says of its own; the rest are the DataTable's built-in texts. */
export function useAuditTableLabels(): Partial<DataTableLabels> {
  const { t } = useTranslation('audit');
  return useMemo(
    () => ({
      pagination: t('table.pagination'),
      loading: t('table.loading'),
      errorTitle: t('table.errorTitle'),
    }),
    [t],
  );
}
