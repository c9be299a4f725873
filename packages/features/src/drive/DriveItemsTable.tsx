import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@atrium/api';
import {
  DataTable,
  dataTableCardsQuery,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableRowAction,
  type DataTableSort,
  type DataTableStatus,
  Text,
  useMediaQuery,
} from '@atrium/ui';
import { driveMenuOf, type DriveAction } from './driveActions.tsx';
import type { DropItemInto } from './driveDrag.ts';
import { DriveItemName } from './DriveItemName.tsx';
import { useDriveFormat } from './useDriveFormat.ts';

export interface DriveItemsTableProps {
  items: readonly DriveItem[];
  /** A small preview beside an image's name (the server's thumbnail); none: the kind's icon. */
  thumbnailOf?: (item: DriveItem) => string | undefined;
  /** Moves an item dropped on a folder's row. */
  onDropItem?: DropItemInto | undefined;
  status: DataTableStatus;
  onRetry: () => void;
  /** The trash: when each item went there instead of when it changed; restore and delete. */
  inTrash: boolean;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onAction: (action: DriveAction, item: DriveItem) => void;
  /** A folder's URL, when the app gives them (the name is then a real link). */
  hrefOf?: ((item: DriveItem) => string | undefined) | undefined;
  /** Giving both adds the checkboxes (bulk actions). */
  selectedIds?: readonly string[] | undefined;
  onSelectionChange?: ((ids: string[]) => void) | undefined;
  /** What an empty list says (per view, or a search with no match). */
  empty: ReactNode;
}

/**
 * The drive as a table: name (folders first, as the server sends them), owner, modified and
 * size, sorted and paged on the server; each row's menu has its actions. Below the medium
 * breakpoint it is a list of cards.
 */
export function DriveItemsTable({
  items,
  status,
  onRetry,
  inTrash,
  sort,
  onSortChange,
  page,
  size,
  total,
  onPageChange,
  onSizeChange,
  onAction,
  hrefOf,
  thumbnailOf,
  onDropItem,
  selectedIds,
  onSelectionChange,
  empty,
}: DriveItemsTableProps) {
  const { t } = useTranslation('drive');
  const format = useDriveFormat();
  // The grid moves focus with the arrow keys (one tab stop); the cards use plain Tab order.
  const cards = useMediaQuery(dataTableCardsQuery);
  const selected = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);

  const columns: DataTableColumn<DriveItem>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      width: 'minmax(16rem, 3fr)',
      minWidthRem: 16,
      card: 'title',
      cell: (item) => (
        <DriveItemName
          item={item}
          inTrash={inTrash}
          thumbnailUrl={thumbnailOf?.(item)}
          onDropItem={onDropItem}
          href={item.kind === 'folder' ? hrefOf?.(item) : undefined}
          onAction={onAction}
          gridWidget={!cards}
          highContrast={selected.has(item.id)}
        />
      ),
    },
    {
      key: 'owner',
      header: t('columns.owner'),
      width: 'minmax(9rem, 1.2fr)',
      minWidthRem: 9,
      cell: (item) => format.person(item.owner),
    },
    inTrash
      ? {
          key: 'trashed',
          header: t('columns.trashed'),
          width: 'minmax(9rem, 1fr)',
          minWidthRem: 9,
          cell: (item) =>
            item.trashed_at ? (
              <time dateTime={item.trashed_at} title={format.dateTime(item.trashed_at)}>
                {format.date(item.trashed_at)}
              </time>
            ) : null,
        }
      : {
          key: 'updated_at',
          header: t('columns.modified'),
          sortable: true,
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
      header: t('columns.size'),
      sortable: true,
      align: 'end',
      width: 'minmax(6rem, 0.7fr)',
      minWidthRem: 6,
      cell: (item) =>
        item.size === null ? (
          <Text color="gray">{t('noSize')}</Text>
        ) : (
          <span title={format.kind(item)}>{format.bytes(item.size)}</span>
        ),
    },
  ];

  const rowActions = (item: DriveItem): DataTableRowAction<DriveItem>[] =>
    driveMenuOf(t, item, inTrash).map((entry) => ({
      key: entry.key,
      label: entry.label,
      icon: entry.icon,
      ...(entry.tone ? { tone: entry.tone } : {}),
      onSelect: () => onAction(entry.key, item),
    }));

  const labels = useMemo<Partial<DataTableLabels>>(
    () => ({
      loading: t('table.loading'),
      errorTitle: t('table.errorTitle'),
      rowActions: (name) => t('actions.itemActions', { name }),
    }),
    [t],
  );

  return (
    <DataTable<DriveItem>
      label={t('table.label')}
      columns={columns}
      rows={items}
      getRowId={(item) => item.id}
      getRowLabel={(item) => item.name}
      rowActions={rowActions}
      {...(selectedIds && onSelectionChange ? { selectedIds, onSelectionChange } : {})}
      sort={sort}
      onSortChange={onSortChange}
      page={page}
      size={size}
      total={total}
      onPageChange={onPageChange}
      onSizeChange={onSizeChange}
      status={status}
      onRetry={onRetry}
      labels={labels}
      empty={empty}
    />
  );
}
