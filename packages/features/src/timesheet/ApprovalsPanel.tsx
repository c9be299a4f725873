import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck } from 'lucide-react';
import {
  TIMESHEET_APPROVAL_STATUSES,
  type TimesheetApprovalStatus,
  type TimesheetWeekSummary,
} from '@atrium/api';
import {
  Badge,
  Combobox,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  EmptyState,
  Select,
  Text,
  useIntlLocale,
} from '@atrium/ui';
import { DriveLink } from '../drive/DriveLink.tsx';
import { personOption, usePeopleSearch } from '../projects/projectParts.tsx';
import { useTimesheetApprovals } from './useTimesheet.ts';
import { approvalsInputOf, formatHours, type TimesheetView } from './timesheetView.ts';
import { useDayLabel } from './WeekGrid.tsx';

export const STATUS_TONE = {
  open: 'neutral',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const;

export interface ApprovalsPanelProps {
  view: TimesheetView;
  setView: (view: TimesheetView) => void;
  /** Where a week's review is, when the app gives URLs. */
  reviewHref?: ((id: string) => string) | undefined;
}

const personName = (person: TimesheetWeekSummary['user']) =>
  person.full_name.trim() || person.username;

/** The weeks the person approves, by status, with pages from the server; a row opens the week. */
export function ApprovalsPanel({ view, setView, reviewHref }: ApprovalsPanelProps) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const { data, error, isLoading, retry } = useTimesheetApprovals(approvalsInputOf(view));
  const loadPeople = usePeopleSearch();
  // The chosen person's name comes with their weeks (the picker searches everyone else).
  const peopleOptions = useMemo(() => {
    const people = new Map((data?.items ?? []).map((week) => [week.user.id, week.user]));
    return [...people.values()].map(personOption);
  }, [data]);
  const range = (week: TimesheetWeekSummary) =>
    t('week.range', { from: dayLabel(week.week_start), to: dayLabel(week.week_end) });
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const labels = useMemo<Partial<DataTableLabels>>(
    () => ({ loading: t('approvals.loading'), errorTitle: t('approvals.errorTitle') }),
    [t],
  );

  const columns: DataTableColumn<TimesheetWeekSummary>[] = [
    {
      key: 'person',
      header: t('approvals.person'),
      width: 'minmax(12rem, 2fr)',
      minWidthRem: 12,
      cell: (week) => (
        <DriveLink
          gridWidget
          href={reviewHref?.(week.id)}
          onOpen={() => setView({ ...view, review: week.id })}
        >
          {personName(week.user)}
        </DriveLink>
      ),
    },
    {
      key: 'week',
      header: t('approvals.week'),
      width: 'minmax(10rem, 1.5fr)',
      minWidthRem: 10,
      cell: (week) => <Text>{range(week)}</Text>,
    },
    {
      key: 'hours',
      header: t('approvals.hours'),
      width: 'minmax(5rem, 0.6fr)',
      minWidthRem: 5,
      cell: (week) => <Text>{formatHours(week.total_minutes, locale)}</Text>,
    },
    {
      key: 'status',
      header: t('approvals.status'),
      width: 'minmax(7rem, 0.8fr)',
      minWidthRem: 7,
      cell: (week) => <Badge tone={STATUS_TONE[week.status]}>{t(`status.${week.status}`)}</Badge>,
    },
    {
      key: 'submitted',
      header: t('approvals.submittedAt'),
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (week) => (
        <Text color="gray">
          {week.submitted_at ? dateTime.format(new Date(week.submitted_at)) : '–'}
        </Text>
      ),
    },
  ];

  return (
    <DataTable<TimesheetWeekSummary>
      label={t('approvals.label')}
      columns={columns}
      rows={data?.items ?? []}
      getRowId={(week) => week.id}
      getRowLabel={(week) => `${personName(week.user)}, ${range(week)}`}
      page={view.page}
      size={view.size}
      total={data?.total ?? 0}
      onPageChange={(page) => setView({ ...view, page })}
      onSizeChange={(size) => setView({ ...view, size, page: 1 })}
      status={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={retry}
      labels={labels}
      empty={
        <EmptyState
          icon={<ClipboardCheck size={24} />}
          title={t('approvals.emptyTitle')}
          text={t('approvals.emptyText')}
        />
      }
      filterBar={
        <DataTable.FilterBar role="search" aria-label={t('approvals.filters')}>
          <Select
            label={t('status.label')}
            options={TIMESHEET_APPROVAL_STATUSES.map((value) => ({
              value,
              label: t(`status.${value}`),
            }))}
            value={view.status}
            onValueChange={(value) =>
              setView({ ...view, status: value as TimesheetApprovalStatus, page: 1 })
            }
          />
          <Combobox
            label={t('approvals.person')}
            placeholder={t('approvals.anyone')}
            loadingLabel={t('actions.searching')}
            noResultsLabel={t('actions.noMatches')}
            options={peopleOptions}
            loadOptions={loadPeople}
            value={view.user ?? null}
            onValueChange={(user) => {
              const { user: _user, ...rest } = view;
              setView({ ...rest, page: 1, ...(user ? { user } : {}) });
            }}
          />
        </DataTable.FilterBar>
      }
    />
  );
}
