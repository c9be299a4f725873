import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Calendar, CalendarDetail } from '@atrium/api';
import {
  Box,
  Button,
  Container,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Flex,
  PageHeader,
  Text,
  TextField,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { useTableLabels } from '../app/useTableLabels.ts';
import { DriveLink } from '../drive/DriveLink.tsx';
import { CalendarDialog } from './CalendarDialog.tsx';
import { DefaultBadge, WorkingDays } from './calendarParts.tsx';
import { DeleteCalendarDialog } from './DeleteCalendarDialog.tsx';
import { useCalendars } from './useCalendars.ts';
import { useWorkdaysFormat } from './useWorkdaysFormat.ts';
import {
  calendarsInView,
  DEFAULT_WORKDAYS_VIEW,
  type CalendarSortKey,
  type WorkdaysView,
} from './workdaysView.ts';

export interface WorkdaysPageProps {
  /** The search and order (controlled; the app keeps them in the URL). */
  view?: WorkdaysView;
  onViewChange?: (view: WorkdaysView) => void;
  /** Where a calendar's page is (a real link: open in a new tab works). */
  calendarHref?: (id: string) => string;
  /** Opens a calendar's page (a plain click on its name, and after creating one). */
  onOpenCalendar?: (id: string) => void;
}

/**
 * Workdays: the working calendars with their time zone, weekly hours, working days, who uses
 * them and which is the default; search and order in the URL; new, edit and delete. A table on
 * a desktop, cards on a phone. Calendars are few, so the whole list comes in one answer.
 */
export function WorkdaysPage({
  view: controlled,
  onViewChange,
  calendarHref,
  onOpenCalendar,
}: WorkdaysPageProps) {
  const { t } = useTranslation('workdays');
  useDocumentTitle(t('title'));
  const format = useWorkdaysFormat();
  // The app's view when it gives one; else the page's own, and a listener still hears of changes.
  const [view, changeView] = useListView(
    controlled,
    controlled ? onViewChange : undefined,
    DEFAULT_WORKDAYS_VIEW,
  );
  const setView = (next: WorkdaysView) => {
    changeView(next);
    if (!controlled) onViewChange?.(next);
  };
  const { calendars, error, isLoading, retry } = useCalendars();
  const rows = useMemo(() => calendarsInView(calendars, view), [calendars, view]);
  const [editing, setEditing] = useState<CalendarDetail | Calendar | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Calendar | null>(null);
  const [searchDraft, setSearchDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const labels = useTableLabels(t, 'list');

  const columns: DataTableColumn<Calendar>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortable: true,
      width: 'minmax(12rem, 2fr)',
      minWidthRem: 12,
      cell: (calendar) => (
        <Flex gap="2" align="center" wrap="wrap" style={{ minWidth: 0 }}>
          <DriveLink
            gridWidget
            href={calendarHref?.(calendar.id)}
            onOpen={() => onOpenCalendar?.(calendar.id)}
          >
            {calendar.name}
          </DriveLink>
          {calendar.is_default ? <DefaultBadge /> : null}
        </Flex>
      ),
    },
    {
      key: 'time_zone',
      header: t('fields.timeZone'),
      sortable: true,
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (calendar) => (
        <Text dir="ltr" style={{ textAlign: 'start' }}>
          {calendar.time_zone}
        </Text>
      ),
    },
    {
      key: 'weekly_minutes',
      header: t('fields.weeklyHours'),
      sortable: true,
      align: 'end',
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (calendar) => format.duration(calendar.weekly_minutes),
    },
    {
      key: 'days',
      header: t('fields.workingDays'),
      width: 'minmax(12rem, 1.4fr)',
      minWidthRem: 12,
      cell: (calendar) => <WorkingDays calendar={calendar} />,
    },
    {
      key: 'usage',
      header: t('fields.usedBy'),
      sortable: true,
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (calendar) =>
        calendar.team_count + calendar.user_count === 0 ? (
          <Text color="gray">
            {calendar.is_default ? t('list.everyoneElse') : t('list.nobody')}
          </Text>
        ) : (
          <Text>
            {[
              calendar.team_count > 0
                ? t('list.teams', {
                    count: calendar.team_count,
                    number: format.number(calendar.team_count),
                  })
                : null,
              calendar.user_count > 0
                ? t('list.people', {
                    count: calendar.user_count,
                    number: format.number(calendar.user_count),
                  })
                : null,
            ]
              .filter(Boolean)
              .join(t('list.daySeparator'))}
          </Text>
        ),
    },
  ];

  const commitSearch = () => {
    if (searchDraft === null) return;
    const q = searchDraft.trim();
    const { q: _previous, ...rest } = view;
    setView({ ...rest, ...(q ? { q } : {}) });
    setSearchDraft(null);
  };
  const clearSearch = () => {
    const { q: _previous, ...rest } = view;
    setView(rest);
    setSearchDraft(null);
  };
  const saved = (calendar: CalendarDetail) => {
    const wasNew = editing === 'new';
    setEditing(null);
    if (wasNew) onOpenCalendar?.(calendar.id);
    setNotice(
      wasNew
        ? t('list.created', { name: calendar.name })
        : t('list.saved', { name: calendar.name }),
    );
  };

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <Button startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
              {t('actions.new')}
            </Button>
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? (
            <Text size="2" color="gray">
              {notice}
            </Text>
          ) : null}
        </Box>
        <DataTable<Calendar>
          label={t('list.label')}
          columns={columns}
          rows={rows}
          getRowId={(calendar) => calendar.id}
          getRowLabel={(calendar) => calendar.name}
          sort={{ key: view.sort, direction: view.order }}
          onSortChange={(next) =>
            setView({
              ...view,
              sort: (next?.key as CalendarSortKey | undefined) ?? DEFAULT_WORKDAYS_VIEW.sort,
              order: next?.direction ?? DEFAULT_WORKDAYS_VIEW.order,
            })
          }
          status={isLoading ? 'loading' : error ? 'error' : 'ready'}
          onRetry={retry}
          labels={labels}
          rowActions={(calendar) => [
            {
              key: 'edit',
              label: t('actions.edit'),
              icon: <Pencil size={16} />,
              onSelect: () => setEditing(calendar),
            },
            {
              key: 'delete',
              label: t('actions.delete'),
              icon: <Trash2 size={16} />,
              tone: 'danger',
              // The server keeps the default; another calendar must take the role first.
              disabled: calendar.is_default,
              onSelect: () => setDeleting(calendar),
            },
          ]}
          empty={
            <EmptyState
              icon={<CalendarClock size={24} />}
              title={view.q ? t('list.noMatchTitle') : t('list.emptyTitle')}
              text={view.q ? t('list.noMatchText') : t('list.emptyText')}
              action={
                view.q ? (
                  <Button variant="soft" onClick={clearSearch}>
                    {t('list.clear')}
                  </Button>
                ) : (
                  <Button variant="soft" onClick={() => setEditing('new')}>
                    {t('actions.new')}
                  </Button>
                )
              }
            />
          }
          filterBar={
            <DataTable.FilterBar role="search" aria-label={t('list.filters')}>
              <TextField
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                type="search"
                value={searchDraft ?? view.q ?? ''}
                onChange={(event) => setSearchDraft(event.target.value)}
                onBlur={commitSearch}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitSearch();
                }}
              />
              {view.q ? (
                <Button variant="ghost" onClick={clearSearch}>
                  {t('list.clear')}
                </Button>
              ) : null}
            </DataTable.FilterBar>
          }
        />
      </Flex>
      <CalendarDialog
        open={editing !== null}
        calendar={editing && editing !== 'new' ? { teams: [], users: [], ...editing } : undefined}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <DeleteCalendarDialog
        calendar={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setDeleting(null);
          setNotice(t('list.deleted', { name }));
        }}
      />
    </Container>
  );
}
