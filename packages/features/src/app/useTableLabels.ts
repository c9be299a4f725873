import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { DataTableLabels } from '@atrium/ui';

/**
 * A list's loading, error and row-actions labels from `<prefix>.loading`, `<prefix>.errorTitle`
 * and `<prefix>.rowActions` of the page's namespace; the same object until the language changes,
 * so the table does not re-render for them.
 */
export function useTableLabels<Ns extends string>(
  t: TFunction<Ns>,
  prefix: string,
): Partial<DataTableLabels> {
  return useMemo(
    () => ({
      loading: t(`${prefix}.loading`),
      errorTitle: t(`${prefix}.errorTitle`),
      rowActions: (name: string) => t(`${prefix}.rowActions`, { name }),
    }),
    [t, prefix],
  );
}
