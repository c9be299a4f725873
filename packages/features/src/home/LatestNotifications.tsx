import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atrium/api';
import { Box, Button, Card, EmptyState, Flex, Skeleton } from '@atrium/ui';
import { WidgetError } from '../app/WidgetError.tsx';
import { errorMessage } from '../i18n/errorMessage.ts';
import { NotificationItem } from '../notifications/NotificationItem.tsx';
import { notificationLink } from '../notifications/notificationLink.ts';
import { useNotificationActions } from '../notifications/useNotificationActions.ts';
import { useNotifications } from '../notifications/useNotifications.ts';

/** How many notifications the home page shows. */
export const HOME_NOTIFICATIONS = 5;

export interface LatestNotificationsProps {
  now: Date;
  onOpen: (notification: Notification, link: string | null) => void;
  onViewAll?: () => void;
}

/** Home widget: the newest notifications, with read/unread and archive like the inbox. */
export function LatestNotifications({ now, onOpen, onViewAll }: LatestNotificationsProps) {
  const { t } = useTranslation('home');
  const { notifications, error, isLoading, retry } = useNotifications({
    page: 1,
    size: HOME_NOTIFICATIONS,
  });
  const actions = useNotificationActions();
  const quiet = (action: Promise<void>) => void action.catch(() => undefined);

  return (
    <Card
      title={t('notifications.title')}
      titleAs="h2"
      aria-busy={isLoading || undefined}
      actions={
        onViewAll ? (
          <Button size={1} variant="ghost" onClick={onViewAll}>
            {t('notifications.viewAll')}
          </Button>
        ) : undefined
      }
    >
      {error ? (
        <WidgetError
          title={t('notifications.errorTitle')}
          message={errorMessage(t, error)}
          retryLabel={t('retry')}
          onRetry={retry}
        />
      ) : isLoading ? (
        <Flex direction="column" gap="3" role="status" aria-label={t('notifications.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} inlineSize={`${80 - row * 15}%`} />
          ))}
        </Flex>
      ) : notifications.length === 0 ? (
        <EmptyState
          icon={<Bell size={24} />}
          title={t('notifications.emptyTitle')}
          text={t('notifications.emptyText')}
        />
      ) : (
        <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
          <ul>
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={(item) => {
                  if (item.read_at === null) quiet(actions.markRead(item));
                  onOpen(item, notificationLink(item));
                }}
                onToggleRead={(item) =>
                  quiet(item.read_at === null ? actions.markRead(item) : actions.markUnread(item))
                }
                onArchive={(item) => quiet(actions.archive(item))}
              />
            ))}
          </ul>
        </Box>
      )}
    </Card>
  );
}
