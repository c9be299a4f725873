import { useTranslation } from 'react-i18next';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import type { UsersExportFilters } from '@atrium/api';
import { Alert, Button, DropdownMenu } from '@atrium/ui';
import { useUsersExport } from './useUsersExport.ts';

export interface UsersExportMenuProps {
  /** The list's current filters and order (without paging); the format is chosen here. */
  filters: Omit<UsersExportFilters, 'format'>;
}

/** "Export" in a users list's filter bar: the view as CSV or Excel, built by the server. */
export function UsersExportMenu({ filters }: UsersExportMenuProps) {
  const { t } = useTranslation('users');
  const { exportUsers, isExporting, error } = useUsersExport();
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="soft"
            tone="neutral"
            loading={isExporting}
            startIcon={<Download size={16} aria-hidden="true" />}
          >
            {t('export.button')}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Item
            icon={<FileText size={14} />}
            onSelect={() => void exportUsers({ ...filters, format: 'csv' })}
          >
            {t('export.csv')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            icon={<FileSpreadsheet size={14} />}
            onSelect={() => void exportUsers({ ...filters, format: 'xlsx' })}
          >
            {t('export.xlsx')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {error ? (
        <Alert tone="danger" style={{ flexBasis: '100%' }}>
          {t('export.error')}
        </Alert>
      ) : null}
    </>
  );
}
