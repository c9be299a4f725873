import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { SharedItem } from '@atrium/api';
import {
  DataTable,
  dataTableCardsQuery,
  Flex,
  Link,
  Text,
  useMediaQuery,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableSort,
  type DataTableStatus,
} from '@atrium/ui';
import { DriveLink } from '../drive/DriveLink.tsx';
import { useDriveFormat } from '../drive/useDriveFormat.ts';
import { SharedItemThumbnail } from './SharedItemThumbnail.tsx';
import type { SharedLinkUrls } from './sharedLinkUrls.ts';

/** The paging of a shared folder (a material shows all its files on one page). */
export interface SharedItemsPaging {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

export interface SharedItemsTableProps {
  items: readonly SharedItem[];
  status: DataTableStatus;
  onRetry?: (() => void) | undefined;
  urls: SharedLinkUrls;
  /** False on a view-only link: no Download links. */
  allowDownload: boolean;
  /** A folder opens in the page; a file opens its preview. */
  onOpen: (item: SharedItem) => void;
  /** A folder's URL, when the app gives them (the name is then a real link). */
  hrefOf?: ((item: SharedItem) => string | undefined) | undefined;
  paging?: SharedItemsPaging | undefined;
  /** Giving both makes name, date and size sortable (on the server). */
  sort?: DataTableSort | null | undefined;
  onSortChange?: ((sort: DataTableSort | null) => void) | undefined;
  empty?: ReactNode;
}

/** What the server pages by, and what a visitor picks from. */
const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The files (and folders) a link shows: thumbnail or icon, name, last modified, size and
 * Download. Below the medium breakpoint it is a list of cards.
 */
export function SharedItemsTable({
  items,
  status,
  onRetry,
  urls,
  allowDownload,
  onOpen,
  hrefOf,
  paging,
  sort,
  onSortChange,
  empty,
}: SharedItemsTableProps) {
  const { t } = useTranslation('sharedLinks');
  const format = useDriveFormat();
  // The grid moves focus with the arrow keys (one tab stop); the cards use plain Tab order.
  const cards = useMediaQuery(dataTableCardsQuery);
  const widget = cards ? {} : { 'data-grid-widget': '', tabIndex: -1 };
  const sortable = Boolean(onSortChange);

  const columns: DataTableColumn<SharedItem>[] = [
    {
      key: 'name',
      sortable,
      header: t('columns.name'),
      width: 'minmax(16rem, 3fr)',
      minWidthRem: 16,
      card: 'title',
      cell: (item) => (
        <Flex align="center" gap="2" style={{ minWidth: 0 }}>
          <SharedItemThumbnail item={item} url={urls.thumbnail(item)} />
          <DriveLink
            onOpen={() => onOpen(item)}
            href={item.kind === 'folder' ? hrefOf?.(item) : undefined}
            gridWidget={!cards}
          >
            {item.name}
          </DriveLink>
        </Flex>
      ),
    },
    {
      key: 'updated_at',
      sortable,
      header: t('columns.modified'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (item) => (
        <time dateTime={item.updated_at} title={format.dateTime(item.updated_at)}>
          {format.date(item.updated_at)}
        </time>
      ),
    },
    {
      key: 'size',
      sortable,
      header: t('columns.size'),
      align: 'end',
      width: 'minmax(6rem, 0.7fr)',
      minWidthRem: 6,
      cell: (item) =>
        item.size === null ? (
          <Text color="gray">—</Text>
        ) : (
          <span title={format.kind(item)}>{format.bytes(item.size)}</span>
        ),
    },
  ];
  if (allowDownload) {
    columns.push({
      key: 'download',
      header: t('columns.download'),
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      // A folder downloads as one zip of what it holds.
      cell: (item) => (
        <Link
          href={item.kind === 'file' ? urls.content(item, {}) : urls.zip([item.id])}
          download={item.kind === 'file' ? item.name : true}
          size="2"
          weight="medium"
          aria-label={t(item.kind === 'file' ? 'actions.downloadName' : 'actions.downloadFolder', {
            name: item.name,
          })}
          {...widget}
        >
          <Flex as="span" align="center" gap="1">
            <Download size={16} aria-hidden="true" />
            {t('actions.download')}
          </Flex>
        </Link>
      ),
    });
  }

  const labels = useMemo<Partial<DataTableLabels>>(
    () => ({
      loading: t('list.loading'),
      errorTitle: t('list.errorTitle'),
      emptyTitle: t('list.emptyTitle'),
      emptyText: t('list.emptyText'),
    }),
    [t],
  );

  return (
    <DataTable<SharedItem>
      label={t('list.label')}
      columns={columns}
      rows={items}
      getRowId={(item) => item.id}
      getRowLabel={(item) => item.name}
      {...(paging ? { ...paging, pageSizes: PAGE_SIZES } : { size: -1 })}
      {...(onSortChange ? { sort: sort ?? null, onSortChange } : {})}
      status={status}
      {...(onRetry ? { onRetry } : {})}
      labels={labels}
      {...(empty ? { empty } : {})}
    />
  );
}
