import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { DriveItem } from '@atrium/api';
import {
  Box,
  Button,
  DataTable,
  EmptyState,
  Flex,
  Skeleton,
  VisuallyHidden,
  vars,
  type DataTableStatus,
} from '@atrium/ui';
import type { DriveAction } from './driveActions.tsx';
import type { DropItemInto } from './driveDrag.ts';
import { DriveItemTile } from './DriveItemTile.tsx';

export interface DriveItemsGridProps {
  items: readonly DriveItem[];
  status: DataTableStatus;
  onRetry: () => void;
  inTrash: boolean;
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onAction: (action: DriveAction, item: DriveItem) => void;
  /** A file's preview image, once the server makes thumbnails. */
  thumbnailOf?: ((item: DriveItem) => string | undefined) | undefined;
  /** Moves an item dropped on a folder's tile. */
  onDropItem?: DropItemInto | undefined;
  empty: ReactNode;
}

const LIST = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const SKELETON_TILES = 8;

/** The drive as large tiles (folders first, as the server sends them), paged on the server. */
export function DriveItemsGrid({
  items,
  status,
  onRetry,
  inTrash,
  page,
  size,
  total,
  onPageChange,
  onSizeChange,
  onAction,
  thumbnailOf,
  onDropItem,
  empty,
}: DriveItemsGridProps) {
  const { t } = useTranslation('drive');

  if (status === 'error') {
    return (
      <Box role="alert">
        <EmptyState
          icon={<CircleAlert size={24} />}
          title={t('table.errorTitle')}
          text={t('table.errorText')}
          action={
            <Button variant="soft" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          }
        />
      </Box>
    );
  }
  if (status === 'loading') {
    return (
      <>
        <VisuallyHidden role="status">{t('table.loading')}</VisuallyHidden>
        <ul aria-label={t('table.label')} aria-busy="true" style={LIST}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index}>
              <Flex direction="column" gap="2">
                <Skeleton variant="rect" blockSize="7.5rem" />
                <Skeleton inlineSize="70%" />
              </Flex>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <Flex direction="column" gap="4">
      <ul aria-label={t('table.label')} style={LIST}>
        {items.map((item) => (
          <li key={item.id} style={{ minWidth: 0 }}>
            <DriveItemTile
              item={item}
              inTrash={inTrash}
              onAction={onAction}
              thumbnailUrl={thumbnailOf?.(item)}
              onDropItem={onDropItem}
            />
          </li>
        ))}
      </ul>
      <DataTable.Pagination
        page={page}
        size={size}
        total={total}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
      />
    </Flex>
  );
}
