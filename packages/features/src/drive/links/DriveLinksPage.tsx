import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Copy, ExternalLink, Link2, Pencil, XCircle } from 'lucide-react';
import { DRIVE_LINK_STATES, type DriveLink, type DriveLinkSortKey } from '@atrium/api';
import {
  Button,
  Container,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableRowAction,
  type DataTableSort,
  Dialog,
  EmptyState,
  Flex,
  PageHeader,
  SegmentedToggle,
  Select,
  Text,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { useSession } from '../../app/SessionProvider.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { formatDate, formatNumber } from '../../i18n/languages.ts';
import { DriveLinkLogDialog } from './DriveLinkLogDialog.tsx';
import {
  DriveLinkStateBadge,
  LinkNotice,
  linkNameOf,
  linkUrlOf,
  useCopyLink,
} from './driveLinkParts.tsx';
import { DEFAULT_DRIVE_LINKS_VIEW, linksInputOf, type DriveLinksView } from './driveLinksView.ts';
import { RevokeLinkDialog } from './RevokeLinkDialog.tsx';
import { ShareLinkForm, type ShareLinkSettings } from './ShareLinkForm.tsx';
import { useDriveLinkMutations, useDriveLinks } from './useDriveLinks.ts';

const ANY = 'any';

export interface DriveLinksPageProps {
  /** The filters, order and page (controlled; the app keeps them in the URL). */
  view?: DriveLinksView;
  onViewChange?: (view: DriveLinksView) => void;
}

/**
 * "My links" (and, for administrators, every link of the organisation): what each opens, its
 * state, expiry, views and downloads, last opened; copy, open, edit, revoke and the access log.
 * The server filters, sorts and pages; the view lives in the URL.
 */
export function DriveLinksPage({ view: controlled, onViewChange }: DriveLinksPageProps) {
  const { t } = useTranslation('drive');
  useDocumentTitle(t('links.title'));
  const locale = useIntlLocale();
  const { user } = useSession();
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = user?.role === 'super_admin';
  const [own, setOwn] = useState<DriveLinksView>(DEFAULT_DRIVE_LINKS_VIEW);
  const view = controlled ?? own;
  const setView = (next: DriveLinksView) => {
    if (!controlled) setOwn(next);
    onViewChange?.(next);
  };
  const { links, total, error, isLoading, retry } = useDriveLinks(linksInputOf(view));
  const { update } = useDriveLinkMutations();
  const copy = useCopyLink();
  const [editing, setEditing] = useState<DriveLink | null>(null);
  const [revoking, setRevoking] = useState<DriveLink | null>(null);
  const [logOf, setLogOf] = useState<DriveLink | null>(null);
  const [searchDraft, setSearchDraft] = useState<string | null>(null);
  const filtered = Boolean(view.state || view.q);
  const untitled = t('links.untitled');

  const labels = useMemo<Partial<DataTableLabels>>(
    () => ({
      loading: t('links.table.loading'),
      errorTitle: t('links.table.errorTitle'),
      rowActions: (name) => t('actions.itemActions', { name }),
    }),
    [t],
  );
  const date = (iso: string | null, empty: string) =>
    iso ? formatDate(new Date(iso), locale, { dateStyle: 'medium' }) : empty;

  const columns: DataTableColumn<DriveLink>[] = [
    {
      key: 'label',
      header: t('links.columns.link'),
      sortable: true,
      width: 'minmax(12rem, 2fr)',
      minWidthRem: 12,
      cell: (link) => (
        <Flex direction="column">
          <Text weight="medium" dir="auto">
            {linkNameOf(link, untitled)}
          </Text>
          <Text size="1" color="gray" dir="auto">
            {link.kind === 'material'
              ? t('links.form.filesCount', { count: link.items.length })
              : (link.item?.name ?? '')}
            {isAdmin && view.scope === 'all' && link.created_by
              ? ` · ${link.created_by.full_name || link.created_by.username}`
              : ''}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'state',
      header: t('links.columns.state'),
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (link) => <DriveLinkStateBadge state={link.state} />,
    },
    {
      key: 'created_at',
      header: t('links.columns.created'),
      sortable: true,
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (link) => date(link.created_at, ''),
    },
    {
      key: 'expires_at',
      header: t('links.columns.expires'),
      sortable: true,
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (link) => date(link.expires_at, t('links.noExpiry')),
    },
    {
      key: 'view_count',
      header: t('links.columns.views'),
      sortable: true,
      width: 'minmax(5rem, 0.5fr)',
      minWidthRem: 5,
      cell: (link) => formatNumber(link.view_count, locale),
    },
    {
      key: 'download_count',
      header: t('links.columns.downloads'),
      sortable: true,
      width: 'minmax(6rem, 0.6fr)',
      minWidthRem: 6,
      cell: (link) =>
        link.download_limit === null
          ? formatNumber(link.download_count, locale)
          : t('links.downloadsOf', {
              count: formatNumber(link.download_count, locale),
              limit: formatNumber(link.download_limit, locale),
            }),
    },
    {
      key: 'last_accessed_at',
      header: t('links.columns.lastAccess'),
      sortable: true,
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (link) => date(link.last_accessed_at, t('links.never')),
    },
  ];

  const rowActions = (link: DriveLink): DataTableRowAction<DriveLink>[] => {
    const active = link.state === 'active';
    return [
      ...(active
        ? [
            {
              key: 'copy',
              label: t('links.actions.copy'),
              icon: <Copy size={14} />,
              onSelect: () => void copy(link).then(setNotice),
            },
            {
              key: 'open',
              label: t('links.actions.open'),
              icon: <ExternalLink size={14} />,
              onSelect: () => window.open(linkUrlOf(link), '_blank', 'noopener,noreferrer'),
            },
            {
              key: 'edit',
              label: t('links.actions.edit'),
              icon: <Pencil size={14} />,
              onSelect: () => setEditing(link),
            },
          ]
        : []),
      {
        key: 'log',
        label: t('links.actions.log'),
        icon: <ClipboardList size={14} />,
        onSelect: () => setLogOf(link),
      },
      ...(link.state !== 'revoked'
        ? [
            {
              key: 'revoke',
              label: t('links.actions.revoke'),
              icon: <XCircle size={14} />,
              tone: 'danger' as const,
              onSelect: () => setRevoking(link),
            },
          ]
        : []),
    ];
  };

  const sort: DataTableSort = { key: view.sort, direction: view.order };
  const stateOptions = [
    { value: ANY, label: t('links.states.all') },
    ...DRIVE_LINK_STATES.map((state) => ({ value: state, label: t(`links.states.${state}`) })),
  ];
  const commitSearch = () => {
    if (searchDraft === null) return;
    const q = searchDraft.trim();
    const { q: _previous, ...rest } = view;
    setView({ ...rest, page: 1, ...(q ? { q } : {}) });
    setSearchDraft(null);
  };
  const clearFilters = () => {
    const { q: _q, state: _state, ...rest } = view;
    setView({ ...rest, page: 1 });
    setSearchDraft(null);
  };

  const saveEdit = async (settings: ShareLinkSettings) => {
    if (!editing) return;
    await update(editing.id, {
      label: settings.label,
      allow_download: settings.allow_download,
      download_limit: settings.download_limit,
      ...(editing.kind === 'material' ? { title: settings.title, note: settings.note } : {}),
      ...(settings.expires_at !== undefined ? { expires_at: settings.expires_at } : {}),
      ...(settings.password !== undefined ? { password: settings.password } : {}),
    });
    setNotice(t('links.dialog.saved'));
    setEditing(null);
  };

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader title={t('links.title')} description={t('links.description')} />
        <LinkNotice text={notice} />
        <DataTable<DriveLink>
          label={t('links.table.label')}
          columns={columns}
          rows={links}
          getRowId={(link) => link.id}
          getRowLabel={(link) =>
            t('links.table.rowLabel', {
              name: linkNameOf(link, untitled),
              state: t(`links.states.${link.state}`),
            })
          }
          rowActions={rowActions}
          sort={sort}
          onSortChange={(next) =>
            setView({
              ...view,
              page: 1,
              sort: (next?.key as DriveLinkSortKey | undefined) ?? DEFAULT_DRIVE_LINKS_VIEW.sort,
              order: next?.direction ?? DEFAULT_DRIVE_LINKS_VIEW.order,
            })
          }
          page={view.page}
          size={view.size}
          total={total}
          onPageChange={(page) => setView({ ...view, page })}
          onSizeChange={(size) => setView({ ...view, size, page: 1 })}
          status={isLoading ? 'loading' : error ? 'error' : 'ready'}
          onRetry={retry}
          labels={labels}
          empty={
            <EmptyState
              icon={<Link2 size={24} />}
              title={filtered ? t('links.table.noMatchTitle') : t('links.table.emptyTitle')}
              text={filtered ? t('links.table.noMatchText') : t('links.table.emptyText')}
              action={
                filtered ? (
                  <Button variant="soft" onClick={clearFilters}>
                    {t('links.table.clear')}
                  </Button>
                ) : undefined
              }
            />
          }
          filterBar={
            <DataTable.FilterBar role="search" aria-label={t('links.search.label')}>
              {isAdmin ? (
                <SegmentedToggle
                  label={t('links.scope.label')}
                  value={view.scope}
                  onValueChange={(scope) =>
                    setView({ ...view, page: 1, scope: scope as DriveLinksView['scope'] })
                  }
                  options={[
                    { value: 'mine', label: t('links.scope.mine') },
                    { value: 'all', label: t('links.scope.all') },
                  ]}
                />
              ) : null}
              <Select
                label={t('links.states.label')}
                options={stateOptions}
                value={view.state ?? ANY}
                onValueChange={(value) => {
                  const { state: _state, ...rest } = view;
                  setView({
                    ...rest,
                    page: 1,
                    ...(value === ANY ? {} : { state: value as DriveLinksView['state'] }),
                  });
                }}
              />
              <TextField
                label={t('links.search.label')}
                placeholder={t('links.search.placeholder')}
                type="search"
                value={searchDraft ?? view.q ?? ''}
                onChange={(event) => setSearchDraft(event.target.value)}
                onBlur={commitSearch}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitSearch();
                }}
              />
              {filtered ? (
                <Button variant="ghost" onClick={clearFilters}>
                  {t('links.table.clear')}
                </Button>
              ) : null}
            </DataTable.FilterBar>
          }
        />
      </Flex>
      <Dialog.Root
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        {editing ? (
          <Dialog.Content size={3} closeLabel={t('links.dialog.close')}>
            <Dialog.Title>{t('links.dialog.editTitle')}</Dialog.Title>
            <Dialog.Description>{linkNameOf(editing, untitled)}</Dialog.Description>
            <ShareLinkForm
              key={editing.id}
              kind={editing.kind}
              link={editing}
              submitLabel={t('links.dialog.save')}
              onSubmit={saveEdit}
              onCancel={() => setEditing(null)}
            />
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
      <DriveLinkLogDialog link={logOf} onClose={() => setLogOf(null)} />
      <RevokeLinkDialog
        link={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => setNotice(t('links.revoke.done'))}
      />
    </Container>
  );
}
