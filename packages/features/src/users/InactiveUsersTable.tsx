import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, RotateCcw, Search, Trash2 } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, type User } from '@atrium/api';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  type DataTableRowAction,
  type DataTableSort,
  EmptyState,
  Flex,
  Text,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { displayName, formatDateTime } from './userDisplay.ts';
import { USERNAME_SEARCH_DEBOUNCE_MS } from './ActiveUsersTable.tsx';
import { sortQuery } from './userSort.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useTableLabels } from './useTableLabels.ts';
import { UsersExportMenu } from './UsersExportMenu.tsx';
import { useInactiveUsers } from './useUsers.ts';

export interface InactiveUsersTableProps {
  canManage: boolean;
  onOpenUser: (id: string) => void;
  onReactivate: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Deactivated users: reactivate, or delete for good (master password). */
export function InactiveUsersTable({
  canManage,
  onOpenUser,
  onReactivate,
  onDelete,
}: InactiveUsersTableProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const labels = useTableLabels('inactive');
  const { user: me } = useSession();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const username = useDebouncedValue(search.trim(), USERNAME_SEARCH_DEBOUNCE_MS);
  const { users, total, error, isLoading, refresh } = useInactiveUsers({
    page,
    size,
    ...(username ? { username } : {}),
    ...sortQuery(sort),
  });

  // A new search starts again at page 1.
  const [lastSearch, setLastSearch] = useState(username);
  if (lastSearch !== username) {
    setLastSearch(username);
    setPage(1);
  }

  const rowActions = (user: User): DataTableRowAction<User>[] => {
    const view: DataTableRowAction<User> = {
      key: 'view',
      label: t('actions.view'),
      icon: <Eye size={14} />,
      onSelect: () => onOpenUser(user.id),
    };
    if (!canManage) return [view];
    const protectedTarget = user.role === 'super_admin' && me?.role !== 'super_admin';
    return [
      view,
      {
        key: 'reactivate',
        label: t('actions.reactivate'),
        icon: <RotateCcw size={14} />,
        disabled: protectedTarget,
        onSelect: onReactivate,
      },
      {
        key: 'delete',
        label: t('actions.delete'),
        icon: <Trash2 size={14} />,
        tone: 'danger',
        disabled: protectedTarget,
        onSelect: onDelete,
      },
    ];
  };

  return (
    <DataTable<User>
      label={t('inactive.label')}
      columns={[
        {
          key: 'name',
          header: t('columns.name'),
          sortable: true,
          width: 'minmax(14rem, 2fr)',
          minWidthRem: 14,
          cell: (user) => (
            <Flex align="center" gap="3">
              <Avatar
                name={displayName(user)}
                size={2}
                {...(user.avatar ? { src: user.avatar } : {})}
              />
              <Flex direction="column">
                <Text size="2" weight="medium">
                  {displayName(user)}
                </Text>
                <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
                  @{user.username}
                </Text>
              </Flex>
            </Flex>
          ),
        },
        {
          key: 'role',
          header: t('columns.role'),
          sortable: true,
          width: 'minmax(7rem, 0.8fr)',
          minWidthRem: 7,
          cell: (user) => <Badge>{t(`common:roles.${user.role}`)}</Badge>,
        },
        {
          key: 'deactivated_at',
          header: t('columns.deactivatedAt'),
          sortable: true,
          cell: (user) =>
            user.deactivated_at ? (
              <time dateTime={user.deactivated_at}>
                {formatDateTime(user.deactivated_at, locale)}
              </time>
            ) : (
              <Text color="gray">{t('profile.none')}</Text>
            ),
        },
      ]}
      rows={users}
      getRowId={(user) => user.id}
      getRowLabel={displayName}
      rowActions={rowActions}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={page}
      size={size}
      total={total}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      status={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={refresh}
      labels={labels}
      {...(username
        ? {
            empty: (
              <EmptyState
                icon={<Search size={24} />}
                title={t('table.noMatchTitle')}
                text={t('inactive.noMatchText')}
                action={
                  <Button variant="soft" onClick={() => setSearch('')}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            ),
          }
        : {})}
      filterBar={
        <DataTable.FilterBar role="search" aria-label={t('inactive.filtersLabel')}>
          <TextField
            label={t('filters.username')}
            type="search"
            placeholder={t('filters.usernamePlaceholder')}
            startIcon={<Search size={14} />}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {canManage ? (
            <UsersExportMenu
              filters={{ inactive: true, ...(username ? { username } : {}), ...sortQuery(sort) }}
            />
          ) : null}
        </DataTable.FilterBar>
      }
    />
  );
}
