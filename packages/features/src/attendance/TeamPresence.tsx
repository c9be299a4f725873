import { useMemo } from 'react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Box, Card, EmptyState, Flex, Skeleton, useIntlLocale } from '@atrium/ui';
import { WidgetError } from '../app/WidgetError.tsx';
import { errorMessage } from '../i18n/errorMessage.ts';
import { formatNumber } from '../i18n/languages.ts';
import { PRESENCE_STATES, presenceOf } from './attendanceFormat.ts';
import { PersonPresence } from './PersonPresence.tsx';
import { useNow } from './useNow.ts';
import { useTeamPresence } from './useTeamPresence.ts';

export interface TeamPresenceProps {
  /** Pins "now" (stories, tests). */
  now?: Date;
}

/** Home widget: the people in my teams, working ones first, with since when. */
export function TeamPresence({ now: fixedNow }: TeamPresenceProps) {
  const { t } = useTranslation('attendance');
  const locale = useIntlLocale();
  const now = useNow(30_000, fixedNow);
  const { teammates, isEmpty, error, isLoading, retry } = useTeamPresence();

  // Memoised on what the card shows, like AttendanceCard: each answer first re-renders this at
  // once with the previous one (useNonBlockingAnswer), which would otherwise rebuild the whole list.
  return useMemo(() => {
    const people = teammates
      .map((person) => ({ ...person, presence: presenceOf(person, now) }))
      .sort(
        (a, b) =>
          PRESENCE_STATES.indexOf(a.presence) - PRESENCE_STATES.indexOf(b.presence) ||
          (a.full_name || a.username).localeCompare(b.full_name || b.username),
      );
    const working = people.filter((person) => person.presence === 'working').length;
    return (
      <Card
        title={t('team.title')}
        titleAs="h2"
        description={
          !isLoading && !error && !isEmpty
            ? t('team.working', {
                working: formatNumber(working, locale),
                total: formatNumber(people.length, locale),
              })
            : undefined
        }
        aria-busy={isLoading || undefined}
      >
        {error ? (
          <WidgetError
            title={t('team.errorTitle')}
            message={errorMessage(t, error)}
            retryLabel={t('board.retry')}
            onRetry={retry}
          />
        ) : isLoading ? (
          <Flex direction="column" gap="3" role="status" aria-label={t('team.loading')}>
            {[0, 1, 2].map((row) => (
              <Flex key={row} align="center" gap="3">
                <Skeleton variant="circle" blockSize={32} />
                <Skeleton inlineSize="50%" />
              </Flex>
            ))}
          </Flex>
        ) : isEmpty ? (
          <EmptyState
            icon={<Users size={24} />}
            title={t('team.emptyTitle')}
            text={t('team.emptyText')}
          />
        ) : (
          <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
            <ul>
              {people.map((person) => (
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
      </Card>
    );
  }, [t, locale, now, teammates, isEmpty, error, isLoading, retry]);
}
