import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Team } from '@atrium/api';
import {
  Alert,
  Box,
  Button,
  ConfirmDialog,
  Container,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableRowAction,
  EmptyState,
  Flex,
  Link,
  PageHeader,
  Text,
  TextField,
} from '@atrium/ui';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { useSearchField } from '../app/useSearchField.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { personName, serviceLabel, useTeamsFormat } from './teamDisplay.ts';
import { TeamFormDialog } from './TeamFormDialog.tsx';
import { useTeamMutations } from './useTeamMutations.ts';
import { DEFAULT_TEAMS_VIEW, type TeamsView } from './teamsView.ts';
import { useTeams } from './useTeams.ts';

export interface TeamsPageProps {
  /** Opens one team (`/main/team/{id}`). */
  onOpenTeam: (id: string) => void;
  /**
   * The list's search and page, when the app keeps them (in the URL: teamsView.ts); the page
   * keeps its own otherwise.
   */
  view?: TeamsView;
  onViewChange?: (view: TeamsView) => void;
  /** Opens the Roles page (`/main/role`); the link is hidden without it. */
  onOpenRoles?: () => void;
}

const LINK_BUTTON = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} as const;

/** The teams list: leads, member counts and permissions, with create, edit and delete. */
export function TeamsPage({
  onOpenTeam,
  onOpenRoles,
  view: givenView,
  onViewChange,
}: TeamsPageProps) {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('list.title'));
  const format = useTeamsFormat();
  const ability = useAppAbility();
  const canManage = ability.can('manage', 'Team');
  const canSeeRoles = ability.can('manage', 'Role');
  const { deleteTeam } = useTeamMutations();

  const [view, changeView] = useListView(givenView, onViewChange, DEFAULT_TEAMS_VIEW);
  const { page, size, name } = view;
  const [search, setSearch] = useSearchField(
    name ?? '',
    (text) => changeView({ page: 1, size, ...(text ? { name: text } : {}) }),
    300,
  );
  const { teams, total, error, isLoading, retry } = useTeams({
    page,
    size,
    ...(name ? { name } : {}),
  });

  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const labels = useTableLabels();
  const columns = useMemo<DataTableColumn<Team>[]>(
    () => [
      {
        key: 'name',
        header: t('list.columns.name'),
        width: 'minmax(12rem, 2fr)',
        cell: (team) => (
          <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
            <Link asChild weight="medium">
              <button type="button" onClick={() => onOpenTeam(team.id)} style={LINK_BUTTON}>
                {team.name}
              </button>
            </Link>
            {team.description ? (
              <Text size="1" color="gray" truncate>
                {team.description}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'leads',
        header: t('list.columns.leads'),
        cell: (team) =>
          team.leads.length > 0 ? (
            format.list(team.leads.map(personName))
          ) : (
            <Text color="gray">{t('list.noLead')}</Text>
          ),
      },
      {
        key: 'members',
        header: t('list.columns.members'),
        align: 'end',
        width: '8rem',
        cell: (team) => format.number(team.member_count),
      },
      {
        key: 'permissions',
        header: t('list.columns.permissions'),
        cell: (team) =>
          team.permissions.length > 0 ? (
            <span title={format.list(team.permissions.map((name) => serviceLabel(t, name)))}>
              {t('list.permissionCount', {
                count: team.permissions.length,
                n: format.number(team.permissions.length),
              })}
            </span>
          ) : (
            <Text color="gray">{t('list.noPermissions')}</Text>
          ),
      },
    ],
    [t, format, onOpenTeam],
  );

  const rowActions = (team: Team): DataTableRowAction<Team>[] => [
    { key: 'open', label: t('actions.open'), onSelect: () => onOpenTeam(team.id) },
    ...(canManage
      ? [
          { key: 'edit', label: t('actions.edit'), onSelect: () => setEditing(team) },
          {
            key: 'delete',
            label: t('actions.delete'),
            tone: 'danger' as const,
            onSelect: () => {
              setDeleteError(null);
              setDeleting(team);
            },
          },
        ]
      : []),
  ];

  const status = error ? 'error' : isLoading ? 'loading' : 'ready';
  const noTeamsAtAll = status === 'ready' && total === 0 && !name;

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="4">
        <PageHeader
          title={t('list.title')}
          description={t('list.description')}
          actions={
            <Flex gap="2" wrap="wrap">
              {onOpenRoles && canSeeRoles ? (
                <Button variant="soft" tone="neutral" onClick={onOpenRoles}>
                  {t('list.roles')}
                </Button>
              ) : null}
              {canManage ? (
                <Button onClick={() => setEditing('new')}>{t('list.newTeam')}</Button>
              ) : null}
            </Flex>
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? <Alert tone="success">{notice}</Alert> : null}
        </Box>
        {noTeamsAtAll ? (
          <EmptyState
            titleAs="h2"
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
            action={
              canManage ? (
                <Button onClick={() => setEditing('new')}>{t('list.newTeam')}</Button>
              ) : undefined
            }
          />
        ) : (
          <DataTable
            label={t('list.label')}
            columns={columns}
            rows={teams}
            getRowId={(team) => team.id}
            getRowLabel={(team) => team.name}
            rowActions={rowActions}
            status={status}
            onRetry={retry}
            page={page}
            size={size}
            total={total}
            onPageChange={(next) => changeView({ ...view, page: next })}
            onSizeChange={(next) => {
              changeView({ ...view, size: next, page: 1 });
            }}
            labels={labels}
            filterBar={
              <TextField
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                }}
              />
            }
            empty={
              <EmptyState
                title={t('list.noMatchTitle')}
                text={t('list.noMatchText')}
                action={
                  <Button
                    variant="soft"
                    tone="neutral"
                    onClick={() => {
                      setSearch('');
                      changeView({ page: 1, size });
                    }}
                  >
                    {t('list.clearSearch')}
                  </Button>
                }
              />
            }
          />
        )}
      </Flex>

      <TeamFormDialog
        team={editing}
        onClose={() => setEditing(null)}
        onSaved={(team, created) => {
          setEditing(null);
          setNotice(t(created ? 'notices.created' : 'notices.updated', { name: team.name }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={deleting ? t('delete.title', { name: deleting.name }) : ''}
        message={
          deleting
            ? t('delete.message', {
                count: deleting.member_count,
                n: format.number(deleting.member_count),
              })
            : ''
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        error={deleteError ? errorMessage(t, deleteError) : undefined}
        onConfirm={async () => {
          if (!deleting) return;
          setDeleteError(null);
          try {
            await deleteTeam(deleting.id);
            setNotice(t('delete.done', { name: deleting.name }));
          } catch (cause) {
            setDeleteError(cause);
            throw cause;
          }
        }}
      />
    </Container>
  );
}

/** What the teams table says of its own; the rest are the DataTable's built-in texts. */
function useTableLabels(): Partial<DataTableLabels> {
  const { t } = useTranslation('teams');
  return useMemo(
    () => ({
      loading: t('table.loading'),
      errorTitle: t('list.errorTitle'),
    }),
    [t],
  );
}
