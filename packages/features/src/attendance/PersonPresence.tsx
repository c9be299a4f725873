import { useTranslation } from 'react-i18next';
import { Avatar, type AvatarAvailability, Flex, Text } from '@atrium/ui';
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
}

/** One person on a board: avatar with the availability dot, name, and since when. */
export function PersonPresence({
  name,
  username,
  presence,
  since,
  now,
  locale,
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
      </Flex>
    </Flex>
  );
}
