import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarX, Pencil, Trash2 } from 'lucide-react';
import {
  Box,
  Button,
  Container,
  Flex,
  PageHeader,
  type PageHeaderLinkProps,
  Tabs,
  Text,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { DetailPageStatus } from '../projects/DetailPageStatus.tsx';
import { CalendarAssignments } from './CalendarAssignments.tsx';
import { CalendarDialog } from './CalendarDialog.tsx';
import { DefaultBadge } from './calendarParts.tsx';
import { DeleteCalendarDialog } from './DeleteCalendarDialog.tsx';
import { HolidaysPanel } from './HolidaysPanel.tsx';
import { useCalendar } from './useCalendars.ts';
import { WeekOverview } from './WeekOverview.tsx';
import { CALENDAR_TABS, type CalendarView } from './workdaysView.ts';
import { workingTimeErrorMessage } from './workingTimeErrors.ts';

export interface CalendarPageProps {
  calendarId: string;
  /** The tab and the holidays' year (controlled; the app keeps them in the URL). */
  view?: CalendarView;
  onViewChange?: (view: CalendarView) => void;
  /** The calendars list's address (the breadcrumb) and how to go there without a reload. */
  listHref: string;
  onOpenList: () => void;
  /** Where the API is served (the holidays' `.ics` link); `/api` by default. */
  apiBaseUrl?: string;
  /** The instant "this week" is taken from (stories and tests pin it). */
  now?: Date;
}

function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One working calendar: its week (hours per day and week, this week's expected hours), its
 * public holidays, and the teams and people that follow it; edit and delete from the header.
 */
export function CalendarPage({
  calendarId,
  view: controlled,
  onViewChange,
  listHref,
  onOpenList,
  apiBaseUrl,
  now,
}: CalendarPageProps) {
  const { t } = useTranslation('workdays');
  const { calendar, error, isLoading, retry } = useCalendar(calendarId);
  // The app's view when it gives one; else the page's own, and a listener still hears of changes.
  const [view, changeView] = useListView<CalendarView>(
    controlled,
    controlled ? onViewChange : undefined,
    { tab: 'week' },
  );
  const setView = (next: CalendarView) => {
    changeView(next);
    if (!controlled) onViewChange?.(next);
  };
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(calendar ? `${calendar.name} · ${t('title')}` : t('title'));

  if (error || !calendar) {
    return (
      <DetailPageStatus
        loading={isLoading && !calendar}
        error={error}
        errorText={workingTimeErrorMessage(t, error)}
        icon={<CalendarX size={24} />}
        labels={{
          loading: t('calendar.loading'),
          notFoundTitle: t('calendar.notFoundTitle'),
          notFoundText: t('calendar.notFoundText'),
          backToList: t('calendar.backToList'),
          errorTitle: t('calendar.errorTitle'),
          retry: t('actions.retry'),
        }}
        onBack={onOpenList}
        onRetry={retry}
      />
    );
  }

  const renderLink = ({ href, className, children, ...rest }: PageHeaderLinkProps) => (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (href !== listHref || !isPlainClick(event)) return;
        event.preventDefault();
        onOpenList();
      }}
      {...rest}
    >
      {children}
    </a>
  );

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={<span dir="auto">{calendar.name}</span>}
          description={
            <Flex as="span" gap="2" align="center" wrap="wrap">
              <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                {calendar.time_zone}
              </span>
              {calendar.is_default ? <DefaultBadge /> : null}
            </Flex>
          }
          breadcrumbs={[{ label: t('title'), href: listHref }, { label: calendar.name }]}
          breadcrumbsLabel={t('calendar.breadcrumbs')}
          renderLink={renderLink}
          actions={
            <Flex gap="2" wrap="wrap">
              <Button
                variant="soft"
                startIcon={<Pencil size={16} />}
                onClick={() => setEditing(true)}
              >
                {t('actions.edit')}
              </Button>
              {calendar.is_default ? null : (
                <Button
                  variant="soft"
                  tone="danger"
                  startIcon={<Trash2 size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  {t('actions.delete')}
                </Button>
              )}
            </Flex>
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? (
            <Text size="2" color="gray">
              {notice}
            </Text>
          ) : null}
        </Box>
        <Tabs.Root
          value={view.tab}
          onValueChange={(value) => setView({ ...view, tab: value as CalendarView['tab'] })}
        >
          <Tabs.List aria-label={t('calendar.sections')}>
            {CALENDAR_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(`calendar.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="week">
              <WeekOverview calendar={calendar} {...(now ? { now } : {})} />
            </Tabs.Content>
            <Tabs.Content value="holidays">
              {view.tab === 'holidays' ? (
                <HolidaysPanel
                  calendarId={calendar.id}
                  {...(view.year !== undefined ? { year: view.year } : {})}
                  onYearChange={(year) => setView({ ...view, year })}
                  {...(apiBaseUrl ? { apiBaseUrl } : {})}
                />
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="people">
              <CalendarAssignments calendar={calendar} onNotice={setNotice} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Flex>
      <CalendarDialog
        open={editing}
        calendar={calendar}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          setNotice(t('list.saved', { name: saved.name }));
        }}
      />
      <DeleteCalendarDialog
        calendar={deleting ? calendar : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          onOpenList();
        }}
      />
    </Container>
  );
}
