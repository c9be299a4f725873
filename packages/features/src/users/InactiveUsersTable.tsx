import { useTranslation } from 'react-i18next';
import { Eye, RotateCcw, Search, Trash2 } from 'lucide-react';
import type { User } from '@atrium/api';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  type DataTableRowAction,
  EmptyState,
  Flex,
  Text,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { displayName, formatDateTime } from './userDisplay.ts';
import { USERNAME_SEARCH_DEBOUNCE_MS } from './ActiveUsersTable.tsx';
import { useSearchField } from '../app/useSearchField.ts';
import { useTableLabels } from './useTableLabels.ts';
import { UsersExportMenu } from './UsersExportMenu.tsx';
import { useInactiveUsers } from './useUsers.ts';
import {
  exportFiltersOf,
  inactiveListQueryOf,
  tableSortOf,
  withTableSort,
  withUsersFilter,
  type UsersView,
} from './usersView.ts';

export interface InactiveUsersTableProps {
  /** The search, order and page (kept in the URL by the app). */
  view: UsersView;
  onViewChange: (view: UsersView) => void;
  canManage: boolean;
  onOpenUser: (id: string) => void;
  onReactivate: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Deactivated users: reactivate, or delete for good (master password). */
export function InactiveUsersTable({
  view,
  onViewChange,
  canManage,
  onOpenUser,
  onReactivate,
  onDelete,
}: InactiveUsersTableProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const labels = useTableLabels('inactive');
  const { user: me } = useSession();
  const [search, setSearch] = useSearchField(
    view.username ?? '',
    (text) => onViewChange(withUsersFilter(view, 'username', text || null)),
    USERNAME_SEARCH_DEBOUNCE_MS,
  );
  const { users, total, error, isLoading, refresh } = useInactiveUsers(inactiveListQueryOf(view));

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
      sort={tableSortOf(view)}
      onSortChange={(next) => onViewChange(withTableSort(view, next))}
      page={view.page}
      size={view.size}
      total={total}
      onPageChange={(page) => onViewChange({ ...view, page })}
      onSizeChange={(size) => onViewChange({ ...view, size, page: 1 })}
      status={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={refresh}
      labels={labels}
      {...(view.username
        ? {
            empty: (
              <EmptyState
                icon={<Search size={24} />}
                title={t('table.noMatchTitle')}
                text={t('inactive.noMatchText')}
                action={
                  <Button
                    variant="soft"
                    onClick={() => {
                      setSearch('');
                      onViewChange(withUsersFilter(view, 'username', null));
                    }}
                  >
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
          {canManage ? <UsersExportMenu filters={exportFiltersOf(view)} /> : null}
        </DataTable.FilterBar>
      }
    />
  );
}
