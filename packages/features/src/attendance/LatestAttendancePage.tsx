import { useMemo } from 'react';
import { Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  Select,
  Skeleton,
  Text,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { useSearchField } from '../app/useSearchField.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { formatNumber } from '../i18n/languages.ts';
import { PRESENCE_STATES, type PresenceState } from './attendanceFormat.ts';
import type { AttendanceBoardView } from './attendanceBoardView.ts';
import { groupBoard, type BoardGroup } from './boardGroups.ts';
import { PersonPresence } from './PersonPresence.tsx';
import { useNow } from './useNow.ts';
import { useTeamsWithMembers } from './useTeamsWithMembers.ts';
import { useUsersStatus } from './useUsersStatus.ts';

const ALL = 'all';

/** The view with one filter set, or removed when `value` is undefined. */
function withFilter<K extends keyof AttendanceBoardView>(
  view: AttendanceBoardView,
  key: K,
  value: AttendanceBoardView[K] | undefined,
): AttendanceBoardView {
  const next: AttendanceBoardView = { ...view, [key]: value };
  // Rebuilt with the filters that are set, so a removed one is absent (from the URL too).
  return {
    ...(next.team_id ? { team_id: next.team_id } : {}),
    ...(next.presence ? { presence: next.presence } : {}),
    ...(next.q ? { q: next.q } : {}),
  };
}

export interface LatestAttendancePageProps {
  /** Pins "now" (stories, tests); otherwise the board's times follow the clock. */
  now?: Date;
  /**
   * The team, state and search, when the app keeps them (in the URL: attendanceBoardView.ts);
   * the page keeps its own otherwise.
   */
  view?: AttendanceBoardView;
  onViewChange?: (view: AttendanceBoardView) => void;
}

/**
 * Latest Attendance (/main/attendance): who is working, who has not started and who has
 * stopped, grouped by team, refreshed every 30 s, on focus and after Start / Finish Working.
 */
export function LatestAttendancePage({
  now: fixedNow,
  view: givenView,
  onViewChange,
}: LatestAttendancePageProps) {
  const { t } = useTranslation('attendance');
  useDocumentTitle(t('board.title'));
  const locale = useIntlLocale();
  const now = useNow(30_000, fixedNow);
  const canReadTeams = useAppAbility().can('manage', 'Team');
  const { statuses, error, isLoading, retry } = useUsersStatus();
  const teams = useTeamsWithMembers(canReadTeams);
  const [view, changeView] = useListView<AttendanceBoardView>(givenView, onViewChange, {});
  const teamId = view.team_id ?? ALL;
  const presence = view.presence ?? ALL;
  // The board filters as the person types; the URL follows once typing pauses.
  const [search, setSearch] = useSearchField(
    view.q ?? '',
    (text) => changeView(withFilter(view, 'q', text || undefined)),
    250,
  );
  const setTeamId = (value: string) =>
    changeView(withFilter(view, 'team_id', value === ALL ? undefined : value));
  const setPresence = (value: string) =>
    changeView(
      withFilter(
        view,
        'presence',
        PRESENCE_STATES.find((state) => state === value),
      ),
    );

  const groups = useMemo(
    () =>
      groupBoard(
        statuses,
        teams.teams,
        {
          teamId: teamId === ALL ? null : teamId,
          presence: presence === ALL ? null : (presence as PresenceState),
          search,
        },
        now,
      ),
    [statuses, teams.teams, teamId, presence, search, now],
  );
  const filtered = teamId !== ALL || presence !== ALL || search.trim() !== '';
  const clearFilters = () => {
    setSearch('');
    changeView({});
  };

  const totals = useMemo(() => {
    const counts: Record<PresenceState, number> = { working: 0, notStarted: 0, off: 0 };
    for (const group of groupBoard(statuses, [], { teamId: null, presence: null, search: '' }, now))
      for (const state of PRESENCE_STATES) counts[state] += group.columns[state].length;
    return counts;
  }, [statuses, now]);

  const loading = isLoading || (canReadTeams && teams.isLoading);

  return (
    <Flex direction="column" gap="4" py="5">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {t('board.title')}
        </Heading>
        {!loading && !error ? (
          <Flex gap="2" wrap="wrap" aria-label={t('board.totals')} role="group">
            {PRESENCE_STATES.map((state) => (
              <Badge key={state} tone={state === 'working' ? 'success' : 'neutral'}>
                {t(`columns.${state}`)}: {formatNumber(totals[state], locale)}
              </Badge>
            ))}
          </Flex>
        ) : null}
      </Flex>

      <Flex role="search" aria-label={t('filters.label')} gap="3" wrap="wrap" align="end">
        <TextField
          label={t('filters.search')}
          type="search"
          placeholder={t('filters.searchPlaceholder')}
          startIcon={<Search size={14} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={t('filters.status')}
          options={[
            { value: ALL, label: t('filters.anyStatus') },
            ...PRESENCE_STATES.map((state) => ({ value: state, label: t(`columns.${state}`) })),
          ]}
          value={presence}
          onValueChange={setPresence}
        />
        {canReadTeams && teams.teams.length > 0 ? (
          <Select
            label={t('filters.team')}
            options={[
              { value: ALL, label: t('filters.anyTeam') },
              ...teams.teams.map((team) => ({ value: team.id, label: team.name })),
            ]}
            value={teamId}
            onValueChange={setTeamId}
          />
        ) : null}
        {filtered ? (
          <Button variant="ghost" tone="neutral" onClick={clearFilters}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Flex>

      {error ? (
        <Alert tone="danger" title={t('board.errorTitle')}>
          <Flex direction="column" gap="2" align="start">
            <Text as="p">{errorMessage(t, error)}</Text>
            <Button size={1} variant="soft" onClick={retry}>
              {t('board.retry')}
            </Button>
          </Flex>
        </Alert>
      ) : loading ? (
        <BoardSkeleton label={t('board.loading')} />
      ) : statuses.length === 0 ? (
        <EmptyState
          icon={<Users size={24} />}
          title={t('board.emptyTitle')}
          text={t('board.emptyText')}
          titleAs="h2"
        />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<Search size={24} />}
          title={t('board.noMatchTitle')}
          text={t('board.noMatchText')}
          titleAs="h2"
          action={
            <Button variant="soft" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        groups.map((group) => <TeamBoard key={group.id ?? 'none'} group={group} now={now} />)
      )}
    </Flex>
  );
}

function TeamBoard({ group, now }: { group: BoardGroup; now: Date }) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  return (
    <Card
      title={group.name ?? t('board.noTeam')}
      titleAs="h2"
      description={t('board.members', {
        count: group.size,
        formatted: formatNumber(group.size, locale),
      })}
    >
      <Box
        style={{
          display: 'grid',
          gap: 'var(--space-4)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        }}
      >
        {PRESENCE_STATES.map((state) => (
          <div key={state} role="group" aria-labelledby={`${group.id ?? 'none'}-${state}`}>
            <Heading as="h3" size="2" id={`${group.id ?? 'none'}-${state}`} color="gray">
              {t(`columns.${state}`)} ({formatNumber(group.columns[state].length, locale)})
            </Heading>
            {group.columns[state].length === 0 ? (
              <Text as="p" size="1" color="gray" mt="2">
                {t('board.nobody')}
              </Text>
            ) : (
              <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
                <ul>
                  {group.columns[state].map((person) => (
                    <PersonPresence
                      key={person.user_id}
                      name={person.full_name}
                      username={person.username}
                      presence={person.presence}
                      availability={person.availability}
                      minutesLate={person.minutes_late}
                      since={person.since}
                      now={now}
                      locale={locale}
                    />
                  ))}
                </ul>
              </Box>
            )}
          </div>
        ))}
      </Box>
    </Card>
  );
}

function BoardSkeleton({ label }: { label: string }) {
  return (
    <Card aria-busy="true" aria-label={label}>
      <Flex direction="column" gap="3">
        {[0, 1, 2, 3].map((row) => (
          <Flex key={row} align="center" gap="3">
            <Skeleton variant="circle" blockSize={32} />
            <Skeleton inlineSize="40%" />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
