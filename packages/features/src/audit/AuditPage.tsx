import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Search } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_MAX,
  AUDIT_TARGET_TYPES,
  type AuditEntry,
  type AuditSortKey,
} from '@atrium/api';
import {
  Alert,
  Box,
  Button,
  Combobox,
  type ComboboxLoadOptions,
  Container,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableSort,
  DateRangePicker,
  type DateRangeValue,
  EmptyState,
  Flex,
  PageHeader,
  Select,
  Text,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { formatDate, formatNumber } from '../i18n/languages.ts';
import { useAuditLabels } from './auditLabels.ts';
import {
  DEFAULT_AUDIT_VIEW,
  exportInputOf,
  isFiltered,
  listInputOf,
  withFilter,
  withoutFilters,
  type AuditView,
} from './auditQuery.ts';
import { useAuditExport } from './useAuditExport.ts';
import { useAuditLog } from './useAuditLog.ts';
import { useAuditTableLabels } from './useAuditTableLabels.ts';

const ALL = 'all';

export interface AuditPageProps {
  /**
   * The filters, order and page (controlled): the app keeps them in the URL
   * (`parseAuditSearch` / `auditSearchString`). Without it the page keeps them itself.
   */
  view?: AuditView;
  /** Called with the next view when a filter, the order or the page changes. */
  onViewChange?: (view: AuditView) => void;
}

/** 'YYYY-MM-DD' of a local calendar date (what the date picker gives) and back. */
function toDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
function fromDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/**
 * The audit log (super admins): every recorded change with who made it, to what, when and from
 * where. Filters (action, actor, target, dates), the order and the page are the `view`, which
 * the app keeps in the URL; the server filters, sorts and pages, and builds the CSV export.
 */
export function AuditPage({ view: controlled, onViewChange }: AuditPageProps) {
  const { t } = useTranslation('audit');
  useDocumentTitle(t('title'));
  const locale = useIntlLocale();
  const api = useApi();
  const [own, setOwn] = useState<AuditView>(DEFAULT_AUDIT_VIEW);
  const view = controlled ?? own;
  const setView = (next: AuditView) => {
    if (!controlled) setOwn(next);
    onViewChange?.(next);
  };
  const labels = useAuditLabels();
  const tableLabels = useAuditTableLabels();
  const { entries, total, error, isLoading, retry } = useAuditLog(listInputOf(view));
  const exporter = useAuditExport();
  const filtered = isFiltered(view);
  // Typed into the field, sent once the person stops typing or leaves it (exact ids only).
  const [targetIdDraft, setTargetIdDraft] = useState<string | null>(null);

  const actorOptions = useMemo(() => {
    const actor = entries.find((entry) => entry.actor?.id === view.actor_id)?.actor;
    return actor ? [{ value: actor.id, label: actor.full_name || actor.username }] : [];
  }, [entries, view.actor_id]);
  const loadActors: ComboboxLoadOptions = async (query) => {
    const page = await api.user.list({
      size: 10,
      ...(query.trim() ? { username: query.trim() } : {}),
    });
    return page.items.map((user) => ({
      value: user.id,
      label: `${user.full_name || user.username} (@${user.username})`,
    }));
  };

  const actionOptions = [
    { value: ALL, label: t('filters.allActions') },
    ...[
      ...AUDIT_ACTIONS,
      ...(view.action && !AUDIT_ACTIONS.some((a) => a === view.action) ? [view.action] : []),
    ].map((action) => ({ value: action, label: labels.action(action) })),
  ];
  const targetOptions = [
    { value: ALL, label: t('filters.allTargets') },
    ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: labels.targetType(type) })),
  ];

  const sort: DataTableSort = { key: view.sort, direction: view.order };
  const onSortChange = (next: DataTableSort | null) =>
    setView({
      ...view,
      page: 1,
      sort: (next?.key as AuditSortKey | undefined) ?? DEFAULT_AUDIT_VIEW.sort,
      order: next?.direction ?? DEFAULT_AUDIT_VIEW.order,
    });

  const time = (entry: AuditEntry) =>
    formatDate(new Date(entry.created_at), locale, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'created_at',
      header: t('columns.time'),
      sortable: true,
      width: 'minmax(11rem, 1fr)',
      minWidthRem: 11,
      cell: (entry) => <time dateTime={entry.created_at}>{time(entry)}</time>,
    },
    {
      key: 'actor',
      header: t('columns.actor'),
      sortable: true,
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (entry) => (
        <Flex direction="column">
          <Text size="2">{labels.actor(entry)}</Text>
          {entry.actor ? (
            <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
              @{entry.actor.username}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'action',
      header: t('columns.action'),
      sortable: true,
      width: 'minmax(12rem, 1.2fr)',
      minWidthRem: 12,
      cell: (entry) => labels.action(entry.action),
    },
    {
      key: 'target',
      header: t('columns.target'),
      sortable: true,
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (entry) =>
        entry.target_type ? (
          <Flex direction="column">
            <Text size="2">{labels.targetType(entry.target_type)}</Text>
            {entry.target_id ? (
              <Text
                size="1"
                color="gray"
                dir="ltr"
                style={{ textAlign: 'start', wordBreak: 'break-all' }}
              >
                {entry.target_id}
              </Text>
            ) : null}
          </Flex>
        ) : (
          <Text color="gray">{t('none')}</Text>
        ),
    },
    {
      key: 'details',
      header: t('columns.details'),
      width: 'minmax(12rem, 1.5fr)',
      minWidthRem: 12,
      cell: (entry) => {
        const summary = labels.details(entry.details);
        return summary ? (
          <Text size="1" dir="auto" style={{ wordBreak: 'break-word' }}>
            {summary}
          </Text>
        ) : (
          <Text color="gray">{t('none')}</Text>
        );
      },
    },
    {
      key: 'ip',
      header: t('columns.ip'),
      width: 'minmax(8rem, 0.7fr)',
      minWidthRem: 8,
      cell: (entry) =>
        entry.ip ? <span dir="ltr">{entry.ip}</span> : <Text color="gray">{t('none')}</Text>,
    },
  ];

  const rowActions = (entry: AuditEntry): DataTableRowAction<AuditEntry>[] => [
    ...(entry.actor
      ? [
          {
            key: 'byActor',
            label: t('rowActions.byActor'),
            onSelect: () => setView(withFilter(view, 'actor_id', entry.actor?.id ?? null)),
          },
        ]
      : []),
    ...(entry.target_type && entry.target_id
      ? [
          {
            key: 'byTarget',
            label: t('rowActions.byTarget'),
            onSelect: () =>
              setView({
                ...withFilter(view, 'target_type', entry.target_type),
                target_id: entry.target_id ?? '',
              }),
          },
        ]
      : []),
    {
      key: 'byAction',
      label: t('rowActions.byAction'),
      onSelect: () => setView(withFilter(view, 'action', entry.action)),
    },
  ];

  const range: DateRangeValue | null = view.from_date
    ? { from: fromDay(view.from_date), ...(view.to_date ? { to: fromDay(view.to_date) } : {}) }
    : null;
  const commitTargetId = () => {
    if (targetIdDraft === null) return;
    setView(withFilter(view, 'target_id', targetIdDraft.trim() || null));
    setTargetIdDraft(null);
  };

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <Button
              variant="soft"
              loading={exporter.isExporting}
              title={t('export.hint', { max: formatNumber(AUDIT_EXPORT_MAX, locale) })}
              onClick={() => void exporter.exportCsv(exportInputOf(view))}
            >
              <Download size={16} aria-hidden="true" />
              {t('export.button')}
            </Button>
          }
        />
        <Box role="status" aria-live="polite">
          {exporter.error ? <Alert tone="danger">{t('export.failed')}</Alert> : null}
        </Box>
        <DataTable<AuditEntry>
          label={t('table.label')}
          columns={columns}
          rows={entries}
          getRowId={(entry) => entry.id}
          getRowLabel={(entry) =>
            t('table.rowLabel', {
              action: labels.action(entry.action),
              actor: labels.actor(entry),
              time: time(entry),
            })
          }
          rowActions={rowActions}
          sort={sort}
          onSortChange={onSortChange}
          page={view.page}
          size={view.size}
          total={total}
          onPageChange={(page) => setView({ ...view, page })}
          onSizeChange={(size) => setView({ ...view, size, page: 1 })}
          status={isLoading ? 'loading' : error ? 'error' : 'ready'}
          onRetry={retry}
          labels={tableLabels}
          empty={
            <EmptyState
              icon={<Search size={24} />}
              title={filtered ? t('table.noMatchTitle') : t('table.emptyTitle')}
              text={filtered ? t('table.noMatchText') : t('table.emptyText')}
              action={
                filtered ? (
                  <Button variant="soft" onClick={() => setView(withoutFilters(view))}>
                    {t('filters.clear')}
                  </Button>
                ) : undefined
              }
            />
          }
          filterBar={
            <DataTable.FilterBar role="search" aria-label={t('filters.label')}>
              <Select
                label={t('filters.action')}
                options={actionOptions}
                value={view.action ?? ALL}
                onValueChange={(value) =>
                  setView(withFilter(view, 'action', value === ALL ? null : value))
                }
              />
              <Combobox
                label={t('filters.actor')}
                placeholder={t('filters.actorPlaceholder')}
                options={actorOptions}
                loadOptions={loadActors}
                loadingLabel={t('loading')}
                noResultsLabel={t('noResults')}
                value={view.actor_id ?? null}
                onValueChange={(value) => setView(withFilter(view, 'actor_id', value))}
              />
              <Select
                label={t('filters.targetType')}
                options={targetOptions}
                value={view.target_type ?? ALL}
                onValueChange={(value) =>
                  setView(withFilter(view, 'target_type', value === ALL ? null : value))
                }
              />
              <TextField
                label={t('filters.targetId')}
                placeholder={t('filters.targetIdPlaceholder')}
                dir="ltr"
                maxLength={100}
                value={targetIdDraft ?? view.target_id ?? ''}
                onChange={(event) => setTargetIdDraft(event.target.value)}
                onBlur={commitTargetId}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitTargetId();
                }}
              />
              <DateRangePicker
                label={t('filters.dates')}
                labels={{
                  openCalendar: t('dates.openCalendar'),
                  clear: t('dates.clear'),
                  previousMonth: t('dates.previousMonth'),
                  nextMonth: t('dates.nextMonth'),
                  start: t('dates.start'),
                  end: t('dates.end'),
                }}
                value={range}
                onChange={(next) => {
                  const { from_date: _from, to_date: _to, ...rest } = view;
                  setView({
                    ...rest,
                    page: 1,
                    ...(next ? { from_date: toDay(next.from) } : {}),
                    ...(next?.to ? { to_date: toDay(next.to) } : {}),
                  });
                }}
              />
              {filtered ? (
                <Button variant="ghost" onClick={() => setView(withoutFilters(view))}>
                  {t('filters.clear')}
                </Button>
              ) : null}
            </DataTable.FilterBar>
          }
        />
      </Flex>
    </Container>
  );
}
