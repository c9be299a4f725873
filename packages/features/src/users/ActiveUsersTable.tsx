import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, KeyRound, MailPlus, Pencil, Search, UserX } from 'lucide-react';
import { ROLES, type Role, type User } from '@atrium/api';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  EmptyState,
  Flex,
  Link,
  Select,
  Text,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { displayName, formatDateTime } from './userDisplay.ts';
import { useSearchField } from '../app/useSearchField.ts';
import { UsersBulkActions } from './UsersBulkActions.tsx';
import { UsersExportMenu } from './UsersExportMenu.tsx';
import { useTableLabels } from './useTableLabels.ts';
import { useTeamOptions } from './useTeamOptions.ts';
import { useUsers } from './useUsers.ts';
import {
  activeListQueryOf,
  AVAILABILITIES,
  exportFiltersOf,
  isUsersViewFiltered,
  tableSortOf,
  withoutUsersFilters,
  withTableSort,
  withUsersFilter,
  type UsersView,
} from './usersView.ts';

/** Search waits this long after the last key before asking the server. */
export const USERNAME_SEARCH_DEBOUNCE_MS = 300;

/** The selects' "any" choice (no filter). */
const ALL = 'all';

export interface ActiveUsersTableProps {
  /** The search, filters, order and page (kept in the URL by the app). */
  view: UsersView;
  onViewChange: (view: UsersView) => void;
  canManage: boolean;
  onOpenUser: (id: string) => void;
  onEdit: (user: User) => void;
  onResetPassword: (user: User) => void;
  onDeactivate: (user: User) => void;
  /** Sends a pending invitation again (a new link); offered only while one is pending. */
  onResendInvite?: (user: User) => void;
}

/** Active users with the spec's filters (online status, team, username, role), paged on the server. */
export function ActiveUsersTable({
  view,
  onViewChange,
  canManage,
  onOpenUser,
  onEdit,
  onResetPassword,
  onDeactivate,
  onResendInvite,
}: ActiveUsersTableProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const list = useMemo(() => new Intl.ListFormat(locale), [locale]);
  const labels = useTableLabels('active');
  const { user: me } = useSession();
  const { teams, available: teamsAvailable } = useTeamOptions();
  const [search, setSearch] = useSearchField(
    view.username ?? '',
    (text) => onViewChange(withUsersFilter(view, 'username', text || null)),
    USERNAME_SEARCH_DEBOUNCE_MS,
  );
  // The selected people by id, kept across pages and filters (the bulk actions name them).
  const [selected, setSelected] = useState<ReadonlyMap<string, User>>(() => new Map());

  const { users, total, error, isLoading, refresh } = useUsers(activeListQueryOf(view));
  const filtered = isUsersViewFiltered(view);
  const clearFilters = () => {
    setSearch('');
    onViewChange(withoutUsersFilters(view));
  };

  const teamNames = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);

  const columns: DataTableColumn<User>[] = [
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
            availability={user.is_available ? 'online' : 'offline'}
            availabilityLabel={user.is_available ? t('status.online') : t('status.offline')}
            {...(user.avatar ? { src: user.avatar } : {})}
          />
          <Flex direction="column">
            {/* A selected row is tinted: its link takes the high-contrast text to keep 4.5:1. */}
            <Link asChild size="2" weight="medium" highContrast={selected.has(user.id)}>
              <button
                type="button"
                data-grid-widget=""
                tabIndex={-1}
                onClick={() => onOpenUser(user.id)}
                style={{
                  background: 'none',
                  border: 0,
                  padding: 0,
                  cursor: 'pointer',
                  textAlign: 'start',
                }}
              >
                {displayName(user)}
              </button>
            </Link>
            <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
              @{user.username}
            </Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'email',
      header: t('columns.email'),
      sortable: true,
      width: 'minmax(12rem, 1.5fr)',
      minWidthRem: 12,
      cell: (user) =>
        user.email ? (
          <span dir="ltr">{user.email}</span>
        ) : (
          <Text color="gray">{t('profile.none')}</Text>
        ),
    },
    {
      key: 'role',
      header: t('columns.role'),
      sortable: true,
      width: 'minmax(7rem, 0.8fr)',
      minWidthRem: 7,
      cell: (user) => (
        <Badge tone={user.role === 'user' ? 'neutral' : 'accent'}>
          {t(`common:roles.${user.role}`)}
        </Badge>
      ),
    },
    {
      key: 'teams',
      header: t('columns.teams'),
      cell: (user) =>
        user.team_ids.length === 0 ? (
          <Text color="gray">{t('profile.noTeams')}</Text>
        ) : teamsAvailable ? (
          list.format(user.team_ids.map((id) => teamNames.get(id) ?? t('profile.unknownTeam')))
        ) : (
          t('profile.teamCount', { count: user.team_ids.length })
        ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      width: 'minmax(7rem, 0.8fr)',
      minWidthRem: 7,
      cell: (user) => (
        <Badge tone={user.is_available ? 'success' : 'neutral'}>
          {user.is_available ? t('status.online') : t('status.offline')}
        </Badge>
      ),
    },
    {
      key: 'last_sign_in_at',
      header: t('columns.lastSignIn'),
      sortable: true,
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (user) =>
        user.invited_at ? (
          <Badge tone="warning">{t('invite.pending')}</Badge>
        ) : user.last_sign_in_at ? (
          <time dateTime={user.last_sign_in_at}>
            {formatDateTime(user.last_sign_in_at, locale)}
          </time>
        ) : (
          <Text color="gray">{t('profile.neverSignedIn')}</Text>
        ),
    },
  ];

  const rowActions = (user: User): DataTableRowAction<User>[] => {
    const view: DataTableRowAction<User> = {
      key: 'view',
      label: t('actions.view'),
      icon: <Eye size={14} />,
      onSelect: () => onOpenUser(user.id),
    };
    if (!canManage) return [view];
    const isSelf = me?.id === user.id;
    // Only a super admin acts on a super admin account (USER_ERROR_DETAILS.superAdminOnly).
    const protectedTarget = user.role === 'super_admin' && me?.role !== 'super_admin';
    return [
      view,
      {
        key: 'edit',
        label: t('actions.edit'),
        icon: <Pencil size={14} />,
        disabled: protectedTarget,
        onSelect: onEdit,
      },
      ...(user.invited_at && onResendInvite
        ? [
            {
              key: 'resendInvite',
              label: t('actions.resendInvite'),
              icon: <MailPlus size={14} />,
              disabled: protectedTarget,
              onSelect: onResendInvite,
            },
          ]
        : []),
      {
        key: 'reset',
        label: t('actions.resetPassword'),
        icon: <KeyRound size={14} />,
        disabled: isSelf || protectedTarget,
        onSelect: onResetPassword,
      },
      {
        key: 'deactivate',
        label: t('actions.deactivate'),
        icon: <UserX size={14} />,
        tone: 'danger',
        disabled: isSelf || protectedTarget,
        onSelect: onDeactivate,
      },
    ];
  };

  const roleLabel = (value: Role) => t(`common:roles.${value}`);

  const selectionChange = (ids: string[]) =>
    setSelected((before) => {
      const next = new Map<string, User>();
      for (const id of ids) {
        const user = users.find((row) => row.id === id) ?? before.get(id);
        if (user) next.set(id, user);
      }
      return next;
    });

  return (
    <Flex direction="column" gap="3">
      {canManage ? (
        <UsersBulkActions
          selected={selected}
          {...(teamsAvailable ? { teams } : {})}
          onClear={() => setSelected(new Map())}
        />
      ) : null}
      <DataTable<User>
        label={t('table.label')}
        columns={columns}
        rows={users}
        getRowId={(user) => user.id}
        getRowLabel={displayName}
        rowActions={rowActions}
        {...(canManage
          ? { selectedIds: [...selected.keys()], onSelectionChange: selectionChange }
          : {})}
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
        empty={
          <EmptyState
            icon={<Search size={24} />}
            title={filtered ? t('table.noMatchTitle') : t('table.emptyTitle')}
            text={filtered ? t('table.noMatchText') : t('table.emptyText')}
            action={
              filtered ? (
                <Button variant="soft" onClick={clearFilters}>
                  {t('filters.clear')}
                </Button>
              ) : undefined
            }
          />
        }
        filterBar={
          <DataTable.FilterBar role="search" aria-label={t('filters.label')}>
            <TextField
              label={t('filters.username')}
              type="search"
              placeholder={t('filters.usernamePlaceholder')}
              startIcon={<Search size={14} />}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Select
              label={t('filters.online')}
              options={[
                { value: ALL, label: t('filters.anyStatus') },
                ...AVAILABILITIES.map((value) => ({ value, label: t(`status.${value}`) })),
              ]}
              value={view.status ?? ALL}
              onValueChange={(value) =>
                onViewChange(
                  withUsersFilter(view, 'status', AVAILABILITIES.find((v) => v === value) ?? null),
                )
              }
            />
            {teamsAvailable ? (
              <Select
                label={t('filters.team')}
                options={[
                  { value: ALL, label: t('filters.anyTeam') },
                  ...teams.map((team) => ({ value: team.id, label: team.name })),
                ]}
                value={view.team_id ?? ALL}
                onValueChange={(value) =>
                  onViewChange(withUsersFilter(view, 'team_id', value === ALL ? null : value))
                }
              />
            ) : null}
            <Select
              label={t('filters.role')}
              options={[
                { value: ALL, label: t('filters.anyRole') },
                ...ROLES.map((value) => ({ value, label: roleLabel(value) })),
              ]}
              value={view.role ?? ALL}
              onValueChange={(value) =>
                onViewChange(withUsersFilter(view, 'role', ROLES.find((r) => r === value) ?? null))
              }
            />
            {filtered ? (
              <Button variant="ghost" tone="neutral" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            ) : null}
            {canManage ? <UsersExportMenu filters={exportFiltersOf(view)} /> : null}
          </DataTable.FilterBar>
        }
      />
    </Flex>
  );
}
