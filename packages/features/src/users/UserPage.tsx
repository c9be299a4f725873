import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FolderKanban, History, KeyRound, Pencil, RotateCcw, UserX } from 'lucide-react';
import { isApiError, type StatusEvent, type User } from '@atrium/api';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Chip,
  Container,
  DataList,
  DataTable,
  DateRangePicker,
  type DateRangeValue,
  EmptyState,
  Flex,
  Grid,
  Heading,
  PageHeader,
  Skeleton,
  Stat,
  Text,
  Timeline,
  type TimelineItem,
  useIntlLocale,
  useUi,
} from '@atrium/ui';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';
import { formatDate, formatNumber } from '../i18n/languages.ts';
import { useSession } from '../app/SessionProvider.tsx';
import { DeactivateUserDialog } from './DeactivateUserDialog.tsx';
import { ReactivateUserDialog } from './InactiveUserDialogs.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { displayName, formatDateTime, toIsoDay } from './userDisplay.ts';
import { useStatusHistory } from './useStatusHistory.ts';
import { ManagerName } from './ManagerName.tsx';
import { PendingInvitation } from './PendingInvitation.tsx';
import { UserPhotoCard } from './UserPhotoCard.tsx';
import { useTeamOptions } from './useTeamOptions.ts';
import { useProjectsSummary, useUser } from './useUser.ts';

/** Days the status history shows when the page opens (today included). */
export const STATUS_HISTORY_DEFAULT_DAYS = 30;
const HISTORY_PAGE_SIZES = [5, 10, 20, 50, 100] as const;

export interface UserPageProps {
  /** The user shown (route /main/user/{id}). */
  userId: string;
  /** Back to the users list. */
  onBack: () => void;
  /** "Today" for the default date range; stories and tests pin it. */
  today?: Date;
}

function defaultRange(today: Date): DateRangeValue {
  const from = new Date(today);
  from.setDate(from.getDate() - (STATUS_HISTORY_DEFAULT_DAYS - 1));
  return { from, to: today };
}

/** One user: profile, status history as a timeline in a date range, projects summary. */
export function UserPage({ userId, onBack, today }: UserPageProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const { user, error, isLoading, refresh } = useUser(userId);
  const canManage = useAppAbility().can('manage', 'User');
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'reset' | 'deactivate' | 'reactivate' | null>(null);
  const { user: me } = useSession();
  const { dir } = useUi();
  const [notice, setNotice] = useState<string | null>(null);
  // Only a super admin acts on a super admin account (USER_ERROR_DETAILS.superAdminOnly).
  const mayActOn = (target: User) => target.role !== 'super_admin' || me?.role === 'super_admin';
  useDocumentTitle(user ? displayName(user) : t('profile.title'));

  const back = (
    <Button variant="soft" tone="neutral" onClick={onBack}>
      <ArrowLeft
        size={16}
        aria-hidden="true"
        style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
      />
      {t('actions.backToUsers')}
    </Button>
  );

  let content;
  if (isLoading) {
    content = (
      <Card aria-busy="true" aria-label={t('profile.loading')}>
        <Flex gap="4" align="center">
          <Skeleton variant="circle" blockSize={56} />
          <Flex direction="column" gap="2" flexGrow="1">
            <Skeleton inlineSize="40%" />
            <Skeleton inlineSize="25%" />
          </Flex>
        </Flex>
      </Card>
    );
  } else if (isApiError(error) && error.status === 404) {
    // A deleted (or never existing) user is one clear state, not a failure: the page says so
    // here, and the failed call counts as shown, so no "Not found" toast comes with it.
    markShownInPlace(error);
    content = (
      <Card>
        <EmptyState
          icon={<UserX size={24} />}
          title={t('profile.notFoundTitle')}
          text={t('profile.notFoundText')}
        />
      </Card>
    );
  } else if (error || !user) {
    content = (
      <Alert tone="danger" title={t('profile.errorTitle')}>
        <Flex direction="column" gap="3" align="start">
          <Text>{errorMessage(t, error)}</Text>
          <Button variant="soft" onClick={refresh}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else {
    content = (
      <Flex direction="column" gap="5">
        <PendingInvitation
          user={user}
          canResend={canManage && mayActOn(user)}
          onResent={(sent) => setNotice(t('invite.resent', { email: sent.email ?? '' }))}
        />
        <ProfileCard user={user} locale={locale} />
        {/* Their own photo is in account settings; a super admin's, for super admins only. */}
        {canManage && mayActOn(user) && user.id !== me?.id ? <UserPhotoCard user={user} /> : null}
        <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
          <StatusHistoryCard userId={user.id} locale={locale} today={today ?? new Date()} />
          <ProjectsSummaryCard userId={user.id} locale={locale} />
        </Grid>
        {canManage ? (
          <>
            <UserFormDialog
              open={editing}
              onOpenChange={setEditing}
              user={user}
              onSaved={() => undefined}
            />
            <ResetPasswordDialog
              user={dialog === 'reset' ? user : null}
              onClose={() => setDialog(null)}
              onDone={(done) => setNotice(t('notices.passwordReset', { name: displayName(done) }))}
            />
            <DeactivateUserDialog
              user={dialog === 'deactivate' ? user : null}
              onClose={() => setDialog(null)}
            />
            <ReactivateUserDialog
              user={dialog === 'reactivate' ? user : null}
              onClose={() => setDialog(null)}
              onDone={(done) => setNotice(t('notices.reactivated', { name: displayName(done) }))}
            />
          </>
        ) : null}
      </Flex>
    );
  }

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={user ? displayName(user) : t('profile.title')}
          description={user ? t('profile.description') : undefined}
          actions={
            <Flex gap="3" wrap="wrap">
              {back}
              {user && canManage && mayActOn(user) ? (
                <>
                  {user.is_active && user.id !== me?.id ? (
                    <>
                      <Button variant="soft" onClick={() => setDialog('reset')}>
                        <KeyRound size={16} aria-hidden="true" />
                        {t('actions.resetPassword')}
                      </Button>
                      <Button variant="soft" tone="danger" onClick={() => setDialog('deactivate')}>
                        <UserX size={16} aria-hidden="true" />
                        {t('actions.deactivate')}
                      </Button>
                    </>
                  ) : null}
                  {user.is_active ? null : (
                    <Button variant="soft" onClick={() => setDialog('reactivate')}>
                      <RotateCcw size={16} aria-hidden="true" />
                      {t('actions.reactivate')}
                    </Button>
                  )}
                  <Button onClick={() => setEditing(true)}>
                    <Pencil size={16} aria-hidden="true" />
                    {t('actions.edit')}
                  </Button>
                </>
              ) : null}
            </Flex>
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? <Alert tone="success">{notice}</Alert> : null}
        </Box>
        {content}
      </Flex>
    </Container>
  );
}

function ProfileCard({ user, locale }: { user: User; locale: string }) {
  const { t } = useTranslation('users');
  const { teams, available } = useTeamOptions();
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const none = <Text color="gray">{t('profile.none')}</Text>;
  return (
    <Card title={t('profile.cardTitle')} titleAs="h2">
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="5">
        <Flex gap="4" align="center" style={{ minInlineSize: '16rem' }}>
          <Avatar
            name={displayName(user)}
            size={4}
            availability={user.is_available ? 'online' : 'offline'}
            availabilityLabel={user.is_available ? t('status.online') : t('status.offline')}
            {...(user.avatar ? { src: user.avatar } : {})}
          />
          <Flex direction="column" gap="1">
            <Text size="4" weight="bold">
              {displayName(user)}
            </Text>
            <Text size="2" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
              @{user.username}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Badge tone={user.role === 'user' ? 'neutral' : 'accent'}>
                {t(`common:roles.${user.role}`)}
              </Badge>
              <Badge
                tone={user.is_active ? (user.is_available ? 'success' : 'neutral') : 'warning'}
              >
                {user.is_active
                  ? user.is_available
                    ? t('status.online')
                    : t('status.offline')
                  : t('status.inactive')}
              </Badge>
              {user.must_change_password ? (
                <Badge tone="warning">{t('profile.mustChangePassword')}</Badge>
              ) : null}
            </Flex>
          </Flex>
        </Flex>
        <DataList.Root size="2" style={{ flexGrow: 1 }}>
          <DataList.Item>
            <DataList.Label>{t('fields.jobTitle')}</DataList.Label>
            <DataList.Value>{user.job_title ?? none}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('fields.employeeNumber')}</DataList.Label>
            <DataList.Value>
              {user.employee_number ? <span dir="ltr">{user.employee_number}</span> : none}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('fields.manager')}</DataList.Label>
            <DataList.Value>
              <ManagerName id={user.manager_id} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('fields.email')}</DataList.Label>
            <DataList.Value>
              {user.email ? <span dir="ltr">{user.email}</span> : none}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('fields.phone')}</DataList.Label>
            <DataList.Value>
              {user.phone ? <span dir="ltr">{user.phone}</span> : none}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('fields.timeZone')}</DataList.Label>
            <DataList.Value>
              <span dir="ltr">{user.time_zone}</span>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('fields.teams')}</DataList.Label>
            <DataList.Value>
              {user.team_ids.length === 0 ? (
                <Text color="gray">{t('profile.noTeams')}</Text>
              ) : available ? (
                <Flex gap="2" wrap="wrap">
                  {user.team_ids.map((id) => (
                    <Chip key={id}>{names.get(id) ?? t('profile.unknownTeam')}</Chip>
                  ))}
                </Flex>
              ) : (
                t('profile.teamCount', { count: user.team_ids.length })
              )}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('profile.memberSince')}</DataList.Label>
            <DataList.Value>
              <time dateTime={user.created_at}>
                {formatDate(new Date(user.created_at), locale, { dateStyle: 'long' })}
              </time>
            </DataList.Value>
          </DataList.Item>
          {user.deactivated_at ? (
            <DataList.Item>
              <DataList.Label>{t('profile.deactivatedAt')}</DataList.Label>
              <DataList.Value>
                <time dateTime={user.deactivated_at}>
                  {formatDateTime(user.deactivated_at, locale)}
                </time>
              </DataList.Value>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      </Flex>
    </Card>
  );
}

function eventTitle(t: (key: string) => string, event: StatusEvent): string {
  const reason = event.reason ?? '';
  const known = ['start', 'finish', 'timeout', 'auto_checkout', 'deactivated'];
  if (known.includes(reason)) return t(`history.reasons.${reason}`);
  return event.is_available ? t('history.available') : t('history.unavailable');
}

function StatusHistoryCard({
  userId,
  locale,
  today,
}: {
  userId: string;
  locale: string;
  today: Date;
}) {
  const { t } = useTranslation('users');
  const [range, setRange] = useState<DateRangeValue | null>(() => defaultRange(today));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const query = {
    user_id: userId,
    page,
    size,
    ...(range ? { from_date: toIsoDay(range.from) } : {}),
    ...(range?.to ? { to_date: toIsoDay(range.to) } : {}),
  };
  const { events, total, hasAny, error, isLoading, refresh } = useStatusHistory(query);

  const items: TimelineItem[] = useMemo(
    () =>
      events.map((event) => ({
        id: event.id,
        title: eventTitle(t, event),
        time: formatDateTime(event.at, locale),
        dateTime: event.at,
        tone: event.is_available ? 'success' : event.reason === 'timeout' ? 'warning' : 'neutral',
        description: t(`history.sources.${event.source}`),
      })),
    [events, locale, t],
  );

  let body;
  if (isLoading) {
    body = (
      <Flex direction="column" gap="3" aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </Flex>
    );
  } else if (error) {
    body = (
      <Alert tone="danger" title={t('history.errorTitle')}>
        <Flex direction="column" gap="3" align="start">
          <Text>{errorMessage(t, error)}</Text>
          <Button variant="soft" onClick={refresh}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      // a new user has nothing in any dates: wider dates would not help
      <EmptyState
        icon={<History size={24} />}
        title={hasAny === false ? t('history.noneYetTitle') : t('history.emptyTitle')}
        text={hasAny === false ? t('history.noneYetText') : t('history.emptyText')}
      />
    );
  } else {
    body = <Timeline items={items} aria-label={t('history.title')} />;
  }

  return (
    <Card title={t('history.title')} titleAs="h2" description={t('history.description')}>
      <Flex direction="column" gap="4">
        <DateRangePicker
          label={t('history.range')}
          labels={{
            openCalendar: t('dates.openCalendar'),
            clear: t('dates.clear'),
            previousMonth: t('dates.previousMonth'),
            nextMonth: t('dates.nextMonth'),
            start: t('dates.start'),
            end: t('dates.end'),
          }}
          value={range}
          maxDate={today}
          today={today}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        {body}
        {total > 0 ? (
          <DataTable.Pagination
            page={page}
            size={size}
            total={total}
            onPageChange={setPage}
            onSizeChange={(next) => {
              setSize(next);
              setPage(1);
            }}
            pageSizes={HISTORY_PAGE_SIZES}
            labels={{ pagination: t('history.pagination') }}
          />
        ) : null}
      </Flex>
    </Card>
  );
}

function ProjectsSummaryCard({ userId, locale }: { userId: string; locale: string }) {
  const { t } = useTranslation('users');
  const { summary, error, isLoading, refresh } = useProjectsSummary(userId);
  const number = (value: number) => formatNumber(value, locale);

  let body;
  if (isLoading) {
    body = (
      <Grid columns="2" gap="3">
        {(['stories', 'done', 'inProgress', 'overdue'] as const).map((key) => (
          <Stat
            key={key}
            label={t(`projects.${key}`)}
            value=""
            loading
            loadingLabel={t('loading')}
          />
        ))}
      </Grid>
    );
  } else if (error || !summary) {
    body = (
      <Alert tone="danger" title={t('projects.errorTitle')}>
        <Flex direction="column" gap="3" align="start">
          <Text>{errorMessage(t, error)}</Text>
          <Button variant="soft" onClick={refresh}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else if (summary.projects.length === 0) {
    body = (
      <EmptyState
        icon={<FolderKanban size={24} />}
        title={t('projects.emptyTitle')}
        text={t('projects.emptyText')}
      />
    );
  } else {
    body = (
      <Flex direction="column" gap="4">
        <Grid columns="2" gap="3">
          <Stat label={t('projects.stories')} value={number(summary.totals.stories)} />
          <Stat label={t('projects.done')} value={number(summary.totals.done)} />
          <Stat label={t('projects.inProgress')} value={number(summary.totals.in_progress)} />
          <Stat label={t('projects.overdue')} value={number(summary.totals.overdue)} />
        </Grid>
        <Box asChild>
          <ul
            aria-label={t('projects.listLabel')}
            style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
          >
            {summary.projects.map((project) => (
              <li key={project.id}>
                <Flex justify="between" gap="3" py="2">
                  <Heading as="h3" size="2">
                    {project.name}
                  </Heading>
                  <Text size="2" color="gray">
                    {t('projects.projectLine', {
                      done: number(project.done),
                      stories: number(project.stories),
                      overdue: number(project.overdue),
                    })}
                  </Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Box>
      </Flex>
    );
  }

  return (
    <Card title={t('projects.title')} titleAs="h2">
      {body}
    </Card>
  );
}
