import { useTranslation } from 'react-i18next';
import type { Notification } from '@atrium/api';
import { Badge, Box, Button, Flex, Text, VisuallyHidden } from '@atrium/ui';
import { NotificationTime } from './NotificationTime.tsx';

export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
  onToggleRead: (notification: Notification) => void;
  onArchive: (notification: Notification) => void;
  /** Offered in the archive: asks before deleting for good. */
  onDelete?: (notification: Notification) => void;
}

/** One inbox row: the text opens it (and marks it read); read/unread and archive sit beside it. */
export function NotificationItem({
  notification,
  now,
  onOpen,
  onToggleRead,
  onArchive,
  onDelete,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = notification.read_at === null;
  const archived = notification.archived_at !== null;
  const { title } = notification;

  return (
    <Box
      asChild
      px="4"
      py="3"
      style={{
        background: unread ? 'var(--accent-a2)' : undefined,
        borderBlockEnd: '1px solid var(--gray-a4)',
        borderInlineStart: `3px solid ${unread ? 'var(--accent-9)' : 'transparent'}`,
      }}
    >
      <li data-unread={unread || undefined}>
        <Flex gap="3" align="start" justify="between" wrap="wrap">
          <button
            type="button"
            onClick={() => onOpen(notification)}
            style={{
              background: 'none',
              border: 0,
              padding: 0,
              margin: 0,
              font: 'inherit',
              color: 'inherit',
              textAlign: 'start',
              cursor: 'pointer',
              flex: '1 1 18rem',
              minInlineSize: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 'var(--space-1)',
              borderRadius: 'var(--radius-2)',
            }}
          >
            <Flex align="center" gap="2" wrap="wrap">
              {unread ? (
                <>
                  <VisuallyHidden>{t('list.unread')}:</VisuallyHidden>{' '}
                </>
              ) : null}
              <Text size="3" weight={unread ? 'bold' : 'regular'} highContrast>
                {title}
              </Text>{' '}
              <Badge size={1} tone="neutral">
                {t(`events.${notification.event}`)}
              </Badge>
            </Flex>{' '}
            {notification.body ? (
              <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                {notification.body}
              </Text>
            ) : null}{' '}
            <Text size="1" color="gray">
              <NotificationTime value={notification.created_at} now={now} />
            </Text>
          </button>
          <Flex gap="2" align="center" flexShrink="0">
            <Button
              size={1}
              variant="soft"
              tone="neutral"
              aria-label={t(unread ? 'list.markReadOf' : 'list.markUnreadOf', { title })}
              onClick={() => onToggleRead(notification)}
            >
              {t(unread ? 'list.markRead' : 'list.markUnread')}
            </Button>
            {archived ? null : (
              <Button
                size={1}
                variant="soft"
                tone="neutral"
                aria-label={t('list.archiveOf', { title })}
                onClick={() => onArchive(notification)}
              >
                {t('list.archive')}
              </Button>
            )}
            {onDelete ? (
              <Button
                size={1}
                variant="soft"
                tone="danger"
                aria-label={t('list.deleteOf', { title })}
                onClick={() => onDelete(notification)}
              >
                {t('list.delete')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </li>
    </Box>
  );
}
