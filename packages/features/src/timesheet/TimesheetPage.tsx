import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Copy, Send } from 'lucide-react';
import type { TimesheetRow, TimesheetWeek } from '@atrium/api';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  Container,
  dataTableCardsQuery,
  EmptyState,
  Flex,
  PageHeader,
  Skeleton,
  Tabs,
  Text,
  Textarea,
  useMediaQuery,
  useUi,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { AddRowBar } from './AddRowBar.tsx';
import { ApprovalsPanel, STATUS_TONE } from './ApprovalsPanel.tsx';
import { CellDialog, type CellEdit } from './CellDialog.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { TimerBar } from './TimerBar.tsx';
import { timesheetErrorMessage } from './timesheetErrors.ts';
import {
  DEFAULT_TIMESHEET_VIEW,
  isLocked,
  shiftDate,
  targetOfRow,
  TIMESHEET_TABS,
  type TimesheetTab,
  type TimesheetView,
} from './timesheetView.ts';
import {
  useTimesheetActions,
  useTimesheetReview,
  useTimesheetTimer,
  useTimesheetWeek,
  type TimesheetActions,
} from './useTimesheet.ts';
import { useDayLabel, WeekGrid } from './WeekGrid.tsx';

export interface TimesheetPageProps {
  /** The tab, week, approvals filters and review (controlled; the app keeps them in the URL). */
  view?: TimesheetView;
  onViewChange?: (view: TimesheetView) => void;
  /** Where a week's review is, when the app gives URLs (open in a new tab works). */
  reviewHref?: (id: string) => string;
}

/**
 * `/main/timesheet`: the person's week (rows × days with notes, totals, attended / logged /
 * expected per day, the timer, Finish Working drafts, copy last week, submit) and, for approvers,
 * the weeks submitted to them with a read-only review to approve, send back or reopen.
 */
export function TimesheetPage({ view: controlled, onViewChange, reviewHref }: TimesheetPageProps) {
  const { t } = useTranslation('timesheet');
  useDocumentTitle(t('title'));
  const [view, changeView] = useListView(
    controlled,
    controlled ? onViewChange : undefined,
    DEFAULT_TIMESHEET_VIEW,
  );
  const setView = (next: TimesheetView) => {
    changeView(next);
    if (!controlled) onViewChange?.(next);
  };

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader title={t('title')} description={t('description')} />
        <Tabs.Root
          value={view.tab}
          onValueChange={(value) => {
            if ((TIMESHEET_TABS as readonly string[]).includes(value)) {
              const { review: _review, ...rest } = view;
              setView({ ...rest, tab: value as TimesheetTab });
            }
          }}
          size={1}
        >
          <Tabs.List aria-label={t('tabs.label')}>
            {TIMESHEET_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="week">
            {view.tab === 'week' ? <MyWeek view={view} setView={setView} /> : null}
          </Tabs.Content>
          <Tabs.Content value="approvals">
            {view.tab === 'approvals' ? (
              view.review ? (
                <ReviewWeek
                  id={view.review}
                  onBack={() => {
                    const { review: _review, ...rest } = view;
                    setView(rest);
                  }}
                />
              ) : (
                <Flex direction="column" pt="4">
                  <ApprovalsPanel view={view} setView={setView} reviewHref={reviewHref} />
                </Flex>
              )
            ) : null}
          </Tabs.Content>
        </Tabs.Root>
      </Flex>
    </Container>
  );
}

/** The week's state: its badge and, when it may not change, why. */
function WeekStatus({ week }: { week: TimesheetWeek }) {
  const { t } = useTranslation('timesheet');
  let note: ReactNode = null;
  if (week.status === 'approved') note = <Alert tone="success">{t('locked.approved')}</Alert>;
  else if (week.status === 'submitted') note = <Alert tone="info">{t('locked.submitted')}</Alert>;
  else if (week.status === 'rejected') {
    note = (
      <Alert tone="warning">
        {week.comment
          ? t('locked.rejected', { comment: week.comment })
          : t('locked.rejectedNoComment')}
      </Alert>
    );
  } else if (week.comment)
    note = <Alert tone="info">{t('locked.reopened', { comment: week.comment })}</Alert>;
  return note;
}

function WeekHeader({
  week,
  onShift,
  onToday,
}: {
  week: TimesheetWeek | undefined;
  onShift?: ((days: number) => void) | undefined;
  onToday?: (() => void) | undefined;
}) {
  const { t } = useTranslation('timesheet');
  const { dir } = useUi();
  const dayLabel = useDayLabel();
  // Arrows point the way time runs on the page: leftwards is earlier in English, later in Arabic.
  const Back = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const Forward = dir === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap">
      <Flex align="center" gap="2">
        {onShift ? (
          <Button
            variant="soft"
            tone="neutral"
            aria-label={t('week.previous')}
            onClick={() => onShift(-7)}
          >
            <Back size={16} aria-hidden />
          </Button>
        ) : null}
        <Text as="p" size="4" weight="bold">
          {week
            ? t('week.range', { from: dayLabel(week.week_start), to: dayLabel(week.week_end) })
            : '…'}
        </Text>
        {onShift ? (
          <Button
            variant="soft"
            tone="neutral"
            aria-label={t('week.next')}
            onClick={() => onShift(7)}
          >
            <Forward size={16} aria-hidden />
          </Button>
        ) : null}
        {onToday ? (
          <Button variant="ghost" onClick={onToday}>
            {t('week.current')}
          </Button>
        ) : null}
      </Flex>
      {week ? (
        <Badge tone={STATUS_TONE[week.status]} size={2}>
          {t(`status.${week.status}`)}
        </Badge>
      ) : null}
    </Flex>
  );
}

function LoadingWeek() {
  const { t } = useTranslation('timesheet');
  return (
    <Flex direction="column" gap="3" aria-busy="true" aria-label={t('week.loading')} role="status">
      <Skeleton variant="rect" blockSize="3rem" />
      <Skeleton variant="rect" blockSize="14rem" />
    </Flex>
  );
}

function FailedWeek({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('timesheet');
  return (
    <Alert tone="danger" title={t('week.errorTitle')}>
      <Flex direction="column" gap="2" align="start">
        <Text>{timesheetErrorMessage(t, error)}</Text>
        <Button variant="soft" tone="neutral" onClick={onRetry}>
          {t('week.retry')}
        </Button>
      </Flex>
    </Alert>
  );
}

/** The person's own week with everything they can do to it. */
function MyWeek({
  view,
  setView,
}: {
  view: TimesheetView;
  setView: (view: TimesheetView) => void;
}) {
  const { t } = useTranslation('timesheet');
  const cards = useMediaQuery(dataTableCardsQuery);
  const { data: week, error, isLoading, retry } = useTimesheetWeek(view.week);
  const { data: timer } = useTimesheetTimer();
  const actions = useTimesheetActions();
  const [edit, setEdit] = useState<CellEdit | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [copying, setCopying] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const attempt = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(caught);
    }
  };
  const shift = (days: number) => {
    if (!week) return;
    setView({ ...view, week: shiftDate(week.week_start, days) });
  };
  const { week: _week, ...withoutWeek } = view;

  let body: ReactNode;
  if (isLoading && !week) body = <LoadingWeek />;
  else if (error && !week) body = <FailedWeek error={error} onRetry={retry} />;
  else if (week) {
    const editable = week.can_edit;
    const running = Boolean(timer?.running);
    body = (
      <Flex direction="column" gap="4">
        <WeekStatus week={week} />
        <TimerBar timer={timer} onStop={() => actions.stopTimer()} />
        {week.drafts.map((draft) => (
          <DraftPanel
            key={draft.id}
            draft={draft}
            onConfirm={editable ? (lines) => actions.confirmDraft(draft.id, { lines }) : undefined}
            onDiscard={editable ? () => actions.discardDraft(draft.id) : undefined}
          />
        ))}
        {failure ? <Alert tone="danger">{timesheetErrorMessage(t, failure)}</Alert> : null}
        {editable ? (
          <AddRowBar
            onAdd={(target) => actions.addRow({ week_start: week.week_start, ...target })}
          />
        ) : null}
        {week.rows.length === 0 ? (
          <EmptyState title={t('week.emptyTitle')} text={t('week.emptyText')} />
        ) : null}
        <WeekGrid
          week={week}
          cards={cards}
          onEditCell={editable ? (row, date) => setEdit({ row, date }) : undefined}
          onRemoveRow={
            editable
              ? (row: TimesheetRow) =>
                  void attempt(() =>
                    actions.removeRow({ week_start: week.week_start, ...targetOfRow(row) }),
                  )
              : undefined
          }
          onStartTimer={
            editable && !running
              ? (row: TimesheetRow) => void attempt(() => actions.startTimer(targetOfRow(row)))
              : undefined
          }
        />
        {editable ? (
          <WeekActions
            week={week}
            actions={actions}
            copying={copying}
            setCopying={setCopying}
            submitting={submitting}
            setSubmitting={setSubmitting}
          />
        ) : null}
        <CellDialog
          edit={edit}
          onClose={() => setEdit(null)}
          onSave={(minutes, note) =>
            edit
              ? actions.setCell({ date: edit.date, ...targetOfRow(edit.row), minutes, note })
              : Promise.resolve()
          }
        />
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="4" pt="4">
      <WeekHeader
        week={week}
        onShift={shift}
        onToday={view.week ? () => setView(withoutWeek) : undefined}
      />
      {body}
    </Flex>
  );
}

function WeekActions({
  week,
  actions,
  copying,
  setCopying,
  submitting,
  setSubmitting,
}: {
  week: TimesheetWeek;
  actions: TimesheetActions;
  copying: boolean;
  setCopying: (open: boolean) => void;
  submitting: boolean;
  setSubmitting: (open: boolean) => void;
}) {
  const { t } = useTranslation('timesheet');
  const [withHours, setWithHours] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const confirm = (work: () => Promise<unknown>) => async () => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error);
      throw error;
    }
  };
  return (
    <Flex gap="3" justify="end" wrap="wrap">
      <Button
        variant="soft"
        tone="neutral"
        startIcon={<Copy size={16} aria-hidden />}
        onClick={() => {
          setFailure(null);
          setCopying(true);
        }}
      >
        {t('actions.copy')}
      </Button>
      <Button
        startIcon={<Send size={16} aria-hidden />}
        disabled={!week.can_submit || isLocked(week)}
        onClick={() => {
          setFailure(null);
          setSubmitting(true);
        }}
      >
        {t('actions.submit')}
      </Button>
      <ConfirmDialog
        open={copying}
        onOpenChange={setCopying}
        title={t('actions.copyTitle')}
        message={
          <Flex direction="column" gap="3">
            <Text as="p">{t('actions.copyText')}</Text>
            <Checkbox
              label={t('actions.copyHours')}
              checked={withHours}
              onCheckedChange={(checked) => setWithHours(checked === true)}
            />
          </Flex>
        }
        confirmLabel={t('actions.copy')}
        cancelLabel={t('actions.cancel')}
        error={failure ? timesheetErrorMessage(t, failure) : undefined}
        onConfirm={confirm(() => actions.copyLastWeek(week.week_start, withHours))}
      />
      <ConfirmDialog
        open={submitting}
        onOpenChange={setSubmitting}
        title={t('actions.submitTitle')}
        message={t('actions.submitText')}
        confirmLabel={t('actions.submit')}
        cancelLabel={t('actions.cancel')}
        error={failure ? timesheetErrorMessage(t, failure) : undefined}
        onConfirm={confirm(() => actions.submit(week.week_start))}
      />
    </Flex>
  );
}

/** A person's week for an approver: read-only, with approve, send back (comment) and reopen. */
function ReviewWeek({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('timesheet');
  const cards = useMediaQuery(dataTableCardsQuery);
  const dayLabel = useDayLabel();
  const { data: week, error, isLoading, retry } = useTimesheetReview(id);
  const actions = useTimesheetActions();
  const [dialog, setDialog] = useState<'reject' | 'reopen' | null>(null);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [approving, setApproving] = useState(false);

  const name = week ? week.user.full_name.trim() || week.user.username : '';
  const approve = async () => {
    setApproving(true);
    setFailure(null);
    try {
      await actions.decide(id, { decision: 'approve' });
    } catch (caught) {
      setFailure(caught);
    } finally {
      setApproving(false);
    }
  };
  const decideWithComment = async () => {
    setFailure(null);
    try {
      if (dialog === 'reject') await actions.decide(id, { decision: 'reject', comment });
      else await actions.reopen(id, comment);
      setComment('');
    } catch (caught) {
      setFailure(caught);
      throw caught;
    }
  };

  return (
    <Flex direction="column" gap="4" pt="4">
      <Flex>
        <Button variant="ghost" onClick={onBack}>
          {t('approvals.back')}
        </Button>
      </Flex>
      {isLoading && !week ? <LoadingWeek /> : null}
      {error && !week ? <FailedWeek error={error} onRetry={retry} /> : null}
      {week ? (
        <>
          <Text as="p" size="4" weight="bold" dir="auto">
            {t('approvals.reviewTitle', {
              name,
              range: t('week.range', {
                from: dayLabel(week.week_start),
                to: dayLabel(week.week_end),
              }),
            })}
          </Text>
          <WeekHeader week={week} />
          <WeekStatus week={week} />
          <Text size="2" color="gray">
            {t('approvals.readOnly')}
          </Text>
          {failure && !dialog ? (
            <Alert tone="danger">{timesheetErrorMessage(t, failure)}</Alert>
          ) : null}
          <WeekGrid week={week} cards={cards} />
          <Flex gap="3" justify="end" wrap="wrap">
            {week.can_reopen ? (
              <Button variant="soft" tone="neutral" onClick={() => setDialog('reopen')}>
                {t('approvals.reopen')}
              </Button>
            ) : null}
            {week.can_decide ? (
              <>
                <Button variant="soft" tone="danger" onClick={() => setDialog('reject')}>
                  {t('approvals.reject')}
                </Button>
                <Button loading={approving} onClick={() => void approve()}>
                  {t('approvals.approve')}
                </Button>
              </>
            ) : null}
          </Flex>
          <ConfirmDialog
            open={dialog !== null}
            onOpenChange={(open) => {
              if (!open) {
                setDialog(null);
                setFailure(null);
              }
            }}
            title={dialog === 'reject' ? t('approvals.rejectTitle') : t('approvals.reopenTitle')}
            message={
              <Flex direction="column" gap="3">
                <Text as="p">
                  {dialog === 'reject'
                    ? t('approvals.rejectText', { name })
                    : t('approvals.reopenText', { name })}
                </Text>
                <Textarea
                  label={t('approvals.comment')}
                  value={comment}
                  maxLength={1000}
                  onChange={(event) => setComment(event.target.value)}
                />
              </Flex>
            }
            confirmLabel={dialog === 'reject' ? t('approvals.reject') : t('approvals.reopen')}
            cancelLabel={t('actions.cancel')}
            tone={dialog === 'reject' ? 'danger' : 'accent'}
            error={failure ? timesheetErrorMessage(t, failure) : undefined}
            onConfirm={decideWithComment}
          />
        </>
      ) : null}
    </Flex>
  );
}
