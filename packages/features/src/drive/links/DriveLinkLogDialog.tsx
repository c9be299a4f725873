import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type DriveLink, type DriveLinkLogEntry } from '@atrium/api';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  Dialog,
  EmptyState,
  Flex,
  Text,
  useIntlLocale,
} from '@atrium/ui';
import { formatDate } from '../../i18n/languages.ts';
import { linkNameOf } from './driveLinkParts.tsx';
import { useDriveLinkLog } from './useDriveLinks.ts';

export interface DriveLinkLogDialogProps {
  /** The link whose log to show; null: closed. */
  link: DriveLink | null;
  onClose: () => void;
}

/** Who opened a link and what they downloaded, newest first, a page at a time. */
export function DriveLinkLogDialog({ link, onClose }: DriveLinkLogDialogProps) {
  return (
    <Dialog.Root
      open={link !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {link ? <LogContent key={link.id} link={link} onClose={onClose} /> : null}
    </Dialog.Root>
  );
}

function LogContent({ link, onClose }: { link: DriveLink; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const locale = useIntlLocale();
  const tableLabels = useMemo<Partial<DataTableLabels>>(
    () => ({
      loading: t('links.log.loading'),
      errorTitle: t('links.log.errorTitle'),
      pagination: t('links.log.pagination'),
    }),
    [t],
  );
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const { entries, total, error, isLoading, retry } = useDriveLinkLog(link.id, page, size);
  const name = linkNameOf(link, t('links.untitled'));
  const time = (entry: DriveLinkLogEntry) =>
    formatDate(new Date(entry.at), locale, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: DataTableColumn<DriveLinkLogEntry>[] = [
    {
      key: 'at',
      header: t('links.log.columns.time'),
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (entry) => <time dateTime={entry.at}>{time(entry)}</time>,
    },
    {
      key: 'action',
      header: t('links.log.columns.action'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (entry) => t(`links.log.actions.${entry.action}`),
    },
    {
      key: 'item',
      header: t('links.log.columns.item'),
      width: 'minmax(8rem, 1fr)',
      minWidthRem: 8,
      cell: (entry) =>
        entry.item_name ? <Text dir="auto">{entry.item_name}</Text> : <Text color="gray">—</Text>,
    },
    {
      key: 'ip',
      header: t('links.log.columns.ip'),
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
      cell: (entry) => <span dir="ltr">{entry.ip}</span>,
    },
    {
      key: 'browser',
      header: t('links.log.columns.browser'),
      width: 'minmax(10rem, 1.5fr)',
      minWidthRem: 10,
      cell: (entry) => (
        <Text size="1" dir="ltr" style={{ wordBreak: 'break-word' }}>
          {entry.user_agent}
        </Text>
      ),
    },
  ];

  return (
    <Dialog.Content size={3} closeLabel={t('links.log.close')}>
      <Dialog.Title>{t('links.log.title', { name })}</Dialog.Title>
      <Flex direction="column" gap="3">
        <DataTable<DriveLinkLogEntry>
          label={t('links.log.label')}
          columns={columns}
          rows={entries}
          getRowId={(entry) => String(entry.id)}
          getRowLabel={(entry) => `${t(`links.log.actions.${entry.action}`)}, ${time(entry)}`}
          page={page}
          size={size}
          total={total}
          onPageChange={setPage}
          onSizeChange={(next) => {
            setSize(next);
            setPage(1);
          }}
          status={isLoading ? 'loading' : error ? 'error' : 'ready'}
          onRetry={retry}
          labels={tableLabels}
          empty={<EmptyState title={t('links.log.empty')} />}
        />
        <Flex justify="end">
          <Button variant="soft" onClick={onClose}>
            {t('links.log.close')}
          </Button>
        </Flex>
      </Flex>
    </Dialog.Content>
  );
}
