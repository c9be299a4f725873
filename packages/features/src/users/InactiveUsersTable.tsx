import { useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Eye, RotateCcw, Trash2 } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, type User } from '@atrium/api';
import { Avatar, Badge, DataTable, type DataTableRowAction } from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages.ts';
import { displayName, formatDateTime } from './userDisplay.ts';
import { useTableLabels } from './useTableLabels.ts';
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
  const { t, i18n } = useTranslation('users');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const labels = useTableLabels('inactive');
  const { user: me } = useSession();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { users, total, error, isLoading, refresh } = useInactiveUsers({ page, size });

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
          width: 'minmax(7rem, 0.8fr)',
          minWidthRem: 7,
          cell: (user) => <Badge>{t(`common:roles.${user.role}`)}</Badge>,
        },
        {
          key: 'deactivated',
          header: t('columns.deactivatedAt'),
          cell: (user) =>
            user.deactivated_at ? (
              <time dateTime={user.deactivated_at}>
                {formatDateTime(user.deactivated_at, language)}
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
    />
  );
}
