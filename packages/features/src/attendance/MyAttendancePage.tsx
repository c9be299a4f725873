import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  FilePlus2,
  History,
  PenLine,
} from 'lucide-react';
import type { AttendanceSession, AttendanceSummary } from '@atrium/api';
import {
  Badge,
  Box,
  Container,
  DataTable,
  EmptyState,
  Flex,
  Heading,
  IconButton,
  PageHeader,
  SegmentedToggle,
  Select,
  Switch,
  Text,
  useIntlLocale,
  type DataTableColumn,
  type DataTableRowAction,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { usePaging } from '../app/usePaging.ts';
import { dateTimeFormat } from '../i18n/languages.ts';
import { formatDuration, localDate } from './attendanceFormat.ts';
import { CorrectionDialog, type CorrectionTarget } from './CorrectionDialog.tsx';
import { CorrectionsTable, useSpanText } from './CorrectionsTable.tsx';
import {
  myAttendanceRange,
  shiftMyAttendanceDate,
  type MyAttendancePeriod,
  type MyAttendanceView,
} from './myAttendanceView.ts';
import { useAttendanceDays } from './useMyAttendance.ts';

type Day = AttendanceSummary['days'][number];
interface DayRow extends Day {
  sessions: AttendanceSession[];
}

export interface MyAttendancePageProps {
  view: MyAttendanceView;
  onViewChange: (view: MyAttendanceView) => void;
  /** The day taken as today (stories and tests pin it). */
  today?: Date;
}

const KIND_TONE = {
  working: 'neutral',
  weekend: 'neutral',
  holiday: 'info',
  leave: 'accent',
} as const;

/**
 * My attendance: a week or a month of days, each with worked against expected time and the
 * calendar's verdict (late, early leave, overtime), its sessions (those the server ended are
 * flagged for review), and "Ask for a correction" on a session or a day with none. Below, my
 * correction requests and, for those with the Timesheet right, the requests to review. A
 * Timesheet holder may pick another person. The range, period and person live in the URL.
 */
export function MyAttendancePage({ view, onViewChange, today }: MyAttendancePageProps) {
  const { t } = useTranslation('attendance');
  useDocumentTitle(t('history.title'));
  const ability = useAppAbility();
  const { user } = useSession();
  const canReview = ability.can('manage', 'Timesheet');
  const todayDate = localDate(today ?? new Date());
  const anchor = view.date ?? todayDate;
  const range = myAttendanceRange(view.period, anchor);
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const mine = usePaging();
  const review = usePaging();
  const viewingOther = view.userId !== undefined && view.userId !== user?.id;

  const change = (patch: Partial<MyAttendanceView>) => onViewChange({ ...view, ...patch });

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader title={t('history.title')} description={t('history.description')} />
        <Flex gap="3" align="end" wrap="wrap">
          <SegmentedToggle<MyAttendancePeriod>
            label={t('history.period')}
            size={1}
            options={[
              { value: 'week', label: t('history.week') },
              { value: 'month', label: t('history.month') },
            ]}
            value={view.period}
            onValueChange={(period) => change({ period })}
          />
          <Flex gap="2" align="center">
            <IconButton
              variant="soft"
              aria-label={t(
                view.period === 'week' ? 'history.previousWeek' : 'history.previousMonth',
              )}
              onClick={() => change({ date: shiftMyAttendanceDate(view.period, anchor, -1) })}
            >
              <ChevronLeft size={16} className="flip-rtl" aria-hidden />
            </IconButton>
            <RangeLabel from={range.from} to={range.to} />
            <IconButton
              variant="soft"
              aria-label={t(view.period === 'week' ? 'history.nextWeek' : 'history.nextMonth')}
              onClick={() => change({ date: shiftMyAttendanceDate(view.period, anchor, 1) })}
            >
              <ChevronRight size={16} className="flip-rtl" aria-hidden />
            </IconButton>
          </Flex>
          <Switch
            label={t('history.attentionOnly')}
            checked={view.attention ?? false}
            onCheckedChange={(checked) => change({ attention: checked || undefined })}
          />
          {canReview ? (
            <PersonPicker
              value={view.userId ?? user?.id ?? ''}
              onChange={(userId) =>
                change({ userId: userId && userId !== user?.id ? userId : undefined })
              }
            />
          ) : null}
        </Flex>
        <DaysTable
          range={{
            from_date: range.from,
            to_date: range.to,
            ...(viewingOther && view.userId ? { user_id: view.userId } : {}),
          }}
          today={todayDate}
          attentionOnly={view.attention ?? false}
          // Only one's own times can be corrected (the server refuses others' sessions).
          onCorrect={viewingOther ? undefined : setTarget}
        />
        {viewingOther ? null : (
          <section aria-labelledby="attendance-my-corrections">
            <Heading as="h2" size="4" id="attendance-my-corrections" mb="3">
              {t('corrections.mineTitle')}
            </Heading>
            <CorrectionsTable
              label={t('corrections.mineTitle')}
              query={{ ...mine.paging, ...(user ? { user_id: user.id } : {}) }}
              onPageChange={mine.onPageChange}
              onSizeChange={mine.onSizeChange}
              empty={
                <EmptyState
                  icon={<History size={24} />}
                  title={t('corrections.mineEmptyTitle')}
                  text={t('corrections.mineEmptyText')}
                />
              }
            />
          </section>
        )}
        {canReview ? (
          <section aria-labelledby="attendance-review-corrections">
            <Heading as="h2" size="4" id="attendance-review-corrections" mb="3">
              {t('corrections.reviewTitle')}
            </Heading>
            <CorrectionsTable
              label={t('corrections.reviewTitle')}
              query={{ ...review.paging, status: 'pending' }}
              onPageChange={review.onPageChange}
              onSizeChange={review.onSizeChange}
              showPerson
              reviewerId={user?.id}
              empty={
                <EmptyState
                  icon={<ClipboardCheck size={24} />}
                  title={t('corrections.reviewEmptyTitle')}
                />
              }
            />
          </section>
        ) : null}
      </Flex>
      <CorrectionDialog target={target} onClose={() => setTarget(null)} />
    </Container>
  );
}

function RangeLabel({ from, to }: { from: string; to: string }) {
  const locale = useIntlLocale();
  const format = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Text weight="medium" aria-live="polite">
      {format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))}
    </Text>
  );
}

/** Whose attendance a Timesheet holder is looking at (everyone active). */
function PersonPicker({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const { t } = useTranslation('attendance');
  const api = useApi();
  const { data } = useSWR(['attendance', 'history', 'people'], () =>
    api.user.listMinimal({ size: -1 }),
  );
  const { user } = useSession();
  // Myself first (the list may hold only the people I may see), then everyone else.
  const options = [
    ...(user ? [{ value: user.id, label: t('history.me') }] : []),
    ...(data?.items ?? [])
      .filter((person) => person.id !== user?.id)
      .map((person) => ({ value: person.id, label: person.full_name || person.username })),
  ];
  if (options.length <= 1) return null;
  return (
    <Select
      label={t('history.person')}
      size={1}
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}

/** A day to look at: late, left early, nothing recorded on a past working day, or a session to review. */
function needsAttention(row: DayRow, today: string): boolean {
  const worked = row.worked_minutes ?? row.minutes;
  return (
    Boolean(row.late_minutes) ||
    Boolean(row.early_leave_minutes) ||
    (worked === 0 && (row.expected_minutes ?? 0) > 0 && row.date < today) ||
    row.sessions.some((session) => session.needs_review)
  );
}

function DaysTable({
  range,
  today,
  attentionOnly,
  onCorrect,
}: {
  range: { from_date: string; to_date: string; user_id?: string };
  today: string;
  attentionOnly: boolean;
  onCorrect: ((target: CorrectionTarget) => void) | undefined;
}) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  const spanText = useSpanText();
  const { days, error, isLoading, retry } = useAttendanceDays(range);
  const duration = (minutes: number) => formatDuration(minutes, locale, t);
  const dayName = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const rows: DayRow[] = (days?.summary.days ?? []).map((day) => ({
    ...day,
    sessions: (days?.sessions ?? []).filter(
      (session) => localDate(new Date(session.started_at)) === day.date,
    ),
  }));
  // Nothing worked and nothing owed yet (a future range, days off): the empty state.
  const isEmpty = rows.every(
    (row) => row.minutes === 0 && (row.date > today || (row.expected_minutes ?? 0) === 0),
  );

  const columns: DataTableColumn<DayRow>[] = [
    {
      key: 'date',
      header: t('history.date'),
      width: 'minmax(11rem, 1.2fr)',
      minWidthRem: 11,
      card: 'title',
      cell: (row) => (
        <Flex direction="column" gap="1" align="start">
          <Text weight="medium">{dayName.format(new Date(`${row.date}T00:00:00Z`))}</Text>
          {row.kind && row.kind !== 'working' ? (
            <Badge tone={KIND_TONE[row.kind]}>
              {row.kind === 'holiday' && row.holiday_name
                ? t('history.holidayNamed', { name: row.holiday_name })
                : t(`history.kinds.${row.kind}`)}
            </Badge>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'worked',
      header: t('history.workedExpected'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (row) => {
        const worked = row.worked_minutes ?? row.minutes;
        // A day off with no work: nothing to compare.
        if (worked === 0 && row.expected_minutes === 0) return <Text color="gray">–</Text>;
        return row.expected_minutes === undefined || row.expected_minutes === null
          ? duration(worked)
          : t('history.ofExpected', {
              worked: duration(worked),
              expected: duration(row.expected_minutes),
            });
      },
    },
    {
      key: 'verdict',
      header: t('history.verdict'),
      width: 'minmax(10rem, 1.2fr)',
      minWidthRem: 10,
      cell: (row) => <Verdict row={row} today={today} />,
    },
    {
      key: 'sessions',
      header: t('history.sessions'),
      width: 'minmax(13rem, 1.6fr)',
      minWidthRem: 13,
      cell: (row) =>
        row.sessions.length === 0 ? (
          <Text color="gray">{t('history.noSessions')}</Text>
        ) : (
          <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
            <ul>
              {row.sessions.map((session) => (
                <Flex as="li" key={session.id} gap="2" align="center" wrap="wrap">
                  <Text size="2">{spanText(session.started_at, session.ended_at)}</Text>
                  {session.needs_review ? (
                    <Badge tone="warning">
                      {t(
                        session.end_reason === 'timeout'
                          ? 'history.needsReviewPrompt'
                          : 'history.needsReviewCheckout',
                      )}
                    </Badge>
                  ) : null}
                </Flex>
              ))}
            </ul>
          </Box>
        ),
    },
  ];

  const actions = (row: DayRow): DataTableRowAction<DayRow>[] => {
    if (!onCorrect || row.date > today) return [];
    return [
      ...row.sessions
        .filter((session) => session.ended_at !== null)
        .map((session) => ({
          key: `correct-${session.id}`,
          label: t('history.correctSession', {
            span: spanText(session.started_at, session.ended_at),
          }),
          icon: <PenLine size={16} />,
          onSelect: () => onCorrect({ session, date: row.date }),
        })),
      {
        key: 'add',
        label: t('history.addSession'),
        icon: <FilePlus2 size={16} />,
        onSelect: () => onCorrect({ date: row.date }),
      },
    ];
  };

  return (
    <DataTable<DayRow>
      label={t('history.daysLabel')}
      columns={columns}
      rows={isEmpty ? [] : attentionOnly ? rows.filter((row) => needsAttention(row, today)) : rows}
      getRowId={(row) => row.date}
      getRowLabel={(row) => dayName.format(new Date(`${row.date}T00:00:00Z`))}
      rowActions={actions}
      status={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={retry}
      labels={{
        loading: t('history.loading'),
        errorTitle: t('history.errorTitle'),
        rowActions: (name) => t('history.rowActions', { name }),
      }}
      empty={
        attentionOnly && !isEmpty ? (
          <EmptyState icon={<History size={24} />} title={t('history.nothingToLookAt')} />
        ) : (
          <EmptyState
            icon={<History size={24} />}
            title={t('history.emptyTitle')}
            text={t('history.emptyText')}
          />
        )
      }
    />
  );
}

/** Late, early leave and overtime as badges; a past working day without work says so. */
function Verdict({ row, today }: { row: DayRow; today: string }) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  const duration = (minutes: number) => formatDuration(minutes, locale, t);
  const badges: { key: string; tone: 'warning' | 'danger' | 'info' | 'success'; text: string }[] =
    [];
  if (row.late_minutes) {
    badges.push({
      key: 'late',
      tone: 'warning',
      text: t('history.late', { duration: duration(row.late_minutes) }),
    });
  }
  if (row.early_leave_minutes) {
    badges.push({
      key: 'early',
      tone: 'warning',
      text: t('history.early', { duration: duration(row.early_leave_minutes) }),
    });
  }
  if (row.overtime_minutes) {
    badges.push({
      key: 'overtime',
      tone: 'info',
      text: t('history.overtime', { duration: duration(row.overtime_minutes) }),
    });
  }
  const worked = row.worked_minutes ?? row.minutes;
  if (worked === 0 && (row.expected_minutes ?? 0) > 0 && row.date < today) {
    badges.push({ key: 'missing', tone: 'danger', text: t('history.missing') });
  }
  if (badges.length === 0) {
    return worked > 0 ? <Text color="gray">{t('history.onTime')}</Text> : null;
  }
  return (
    <Flex gap="1" wrap="wrap">
      {badges.map((badge) => (
        <Badge key={badge.key} tone={badge.tone}>
          {badge.text}
        </Badge>
      ))}
    </Flex>
  );
}
