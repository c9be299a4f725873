import { useTranslation } from 'react-i18next';
import type { AvailabilityState } from '@atrium/api';
import { Avatar, type AvatarAvailability, Badge, type BadgeTone, Flex, Text } from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { formatSince, type PresenceState } from './attendanceFormat.ts';

const AVAILABILITY: Record<PresenceState, AvatarAvailability> = {
  working: 'online',
  off: 'away',
  notStarted: 'offline',
};

export interface PersonPresenceProps {
  name: string;
  username: string;
  presence: PresenceState;
  since: string | null;
  now: Date;
  /** Intl locale for the time (`useIntlLocale()`): the reader's language and digits. */
  locale: string;
  /** The server's state against the person's working calendar (absent without a calendar). */
  availability?: AvailabilityState | undefined;
  /** Minutes since the shift began, for `not_started`. */
  minutesLate?: number | null | undefined;
}

/** Schedule states worth a word beside the name; working and finished say it in their column. */
const SCHEDULE_TONE: Partial<Record<AvailabilityState, BadgeTone>> = {
  not_started: 'warning',
  absent: 'danger',
  on_leave: 'info',
  off_today: 'neutral',
};

/** "Not started (12 min late)", "On leave", "Off today", "Absent": null when there is nothing to add. */
function ScheduleBadge({
  availability,
  minutesLate,
  locale,
}: {
  availability: AvailabilityState | undefined;
  minutesLate: number | null | undefined;
  locale: string;
}) {
  const { t } = useTranslation('attendance');
  const tone = availability ? SCHEDULE_TONE[availability] : undefined;
  if (!availability || !tone) return null;
  const late = availability === 'not_started' && minutesLate ? minutesLate : 0;
  if (availability === 'not_started' && late === 0) return null;
  return (
    <Badge tone={tone} data-availability={availability} style={{ alignSelf: 'start' }}>
      {late > 0
        ? t('availability.late', { count: late, minutes: formatNumber(late, locale) })
        : t(`availability.${availability}`)}
    </Badge>
  );
}

/** One person on a board: avatar with the availability dot, name, and since when. */
export function PersonPresence({
  name,
  username,
  presence,
  since,
  now,
  locale,
  availability,
  minutesLate,
}: PersonPresenceProps) {
  const { t } = useTranslation('attendance');
  const display = name.trim() || username;
  return (
    <Flex as="li" align="center" gap="3" py="2" data-presence={presence}>
      <Avatar
        name={display}
        size={2}
        availability={AVAILABILITY[presence]}
        availabilityLabel={t(`presence.${presence}`)}
      />
      <Flex direction="column" style={{ minInlineSize: 0 }}>
        <Text size="2" weight="medium" truncate>
          {display}
        </Text>
        <Text size="1" color="gray">
          {since ? (
            <time dateTime={since}>
              {t(`since.${presence}`, { time: formatSince(new Date(since), now, locale) })}
            </time>
          ) : (
            t('since.never')
          )}
        </Text>
        <ScheduleBadge availability={availability} minutesLate={minutesLate} locale={locale} />
      </Flex>
    </Flex>
  );
}
