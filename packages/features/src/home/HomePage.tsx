import { useTranslation } from 'react-i18next';
import { Badge, Box, Card, Flex, Heading, Text, useIntlLocale, VisuallyHidden } from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import type { Notification } from '@atrium/api';
import type { SessionUser } from '../app/clientSession.ts';
import { AttendanceCard } from '../attendance/AttendanceCard.tsx';
import { TeamPresence } from '../attendance/TeamPresence.tsx';
import { formatDate } from '../i18n/languages.ts';
import { LatestNotifications } from './LatestNotifications.tsx';

export interface HomePageProps {
  user: Pick<SessionUser, 'username' | 'full_name' | 'role'>;
  /** "Today"; stories and tests pin it so screenshots do not change every day. */
  now?: Date;
  /** A notification was chosen: the app navigates to its link (if any). */
  onOpenNotification?: (notification: Notification, link: string | null) => void;
  /** "View all" of the notifications widget; hidden when omitted. */
  onViewAllNotifications?: () => void;
}

/**
 * The signed-in landing page: a greeting, the user's role and today's date, then my attendance,
 * my team's presence and the latest notifications. It renders inside the app's layout (which
 * owns the navbar, the toasts, the sign-out and the `main` landmark).
 */
export function HomePage({
  user,
  now,
  onOpenNotification = () => undefined,
  onViewAllNotifications,
}: HomePageProps) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const locale = useIntlLocale();
  const today = formatDate(now ?? new Date(), locale, { dateStyle: 'full' });
  const name = user.full_name.trim() || user.username;

  return (
    <Flex direction="column" gap="4" py="5">
      <Card>
        <Flex direction="column" gap="4">
          <Text as="p" size="2" color="gray">
            {/* The label carries its own separator: a middle dot reads as the digit ٠ in Arabic. */}
            {t('todayLabel')} <time dateTime={toIsoDate(now ?? new Date())}>{today}</time>
          </Text>
          <Heading as="h1" size="8">
            {t('welcome', { name })}
          </Heading>
          <Flex align="center" gap="3" wrap="wrap">
            <Badge size={2} tone="accent">
              <VisuallyHidden>{t('role')}: </VisuallyHidden>
              {t(`common:roles.${user.role}`)}
            </Badge>
            <Text size="2" color="gray">
              {t('signedInAs', { username: user.username })}
            </Text>
          </Flex>
          <Text as="p" size="3" color="gray" style={{ maxWidth: '60ch' }}>
            {t('intro')}
          </Text>
        </Flex>
      </Card>
      <Box
        style={{
          display: 'grid',
          gap: 'var(--space-4)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <AttendanceCard {...(now ? { now } : {})} />
        <TeamPresence {...(now ? { now } : {})} />
        <LatestNotifications
          now={now ?? new Date()}
          onOpen={onOpenNotification}
          {...(onViewAllNotifications ? { onViewAll: onViewAllNotifications } : {})}
        />
      </Box>
    </Flex>
  );
}

function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
