import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atrium/api';
import {
  Badge,
  Box,
  Button,
  DropdownMenu,
  Flex,
  Text,
  useIntlLocale,
  VisuallyHidden,
} from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { BellIcon } from './BellIcon.tsx';
import { NotificationTime } from './NotificationTime.tsx';
import { notificationLink } from './notificationLink.ts';
import { useNotificationActions } from './useNotificationActions.ts';
import { useNotifications } from './useNotifications.ts';
import { useUnreadCount } from './useUnreadCount.ts';

/** How many of the newest notifications the menu lists. */
export const NOTIFICATION_BELL_LATEST = 5;
const BADGE_CAP = 99;

export interface NotificationBellProps {
  /** An item was chosen (it is marked read): the app navigates to `link` when there is one. */
  onOpen: (notification: Notification, link: string | null) => void;
  /** "View all": the app goes to the notifications page. */
  onViewAll: () => void;
  /** "Now" for the relative times; stories and tests pin it. */
  now?: Date;
}

/** "99+" past the cap, in the reader's digits (`locale` from `useIntlLocale()`, or a language). */
export function formatUnreadBadge(count: number, locale: string): string {
  return count > BADGE_CAP ? `${formatNumber(BADGE_CAP, locale)}+` : formatNumber(count, locale);
}

/**
 * The navbar's bell: the unread count on a badge and, when opened, the latest notifications,
 * "Mark all as read" and "View all". The list is fetched when the menu opens.
 */
export function NotificationBell({ onOpen, onViewAll, now }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const locale = useIntlLocale();
  const [open, setOpen] = useState(false);
  const { count } = useUnreadCount();
  const latest = useNotifications(open ? { page: 1, size: NOTIFICATION_BELL_LATEST } : null);
  const actions = useNotificationActions();
  const badge = count > 0 ? formatUnreadBadge(count, locale) : null;
  const today = now ?? new Date();

  const choose = (notification: Notification) => {
    // A failed mark-read rolls the badge back by itself; the navigation still happens.
    if (notification.read_at === null) actions.markRead(notification).catch(() => undefined);
    onOpen(notification, notificationLink(notification));
  };

  return (
    // Not modal: the page stays usable (and visible to assistive tech) while the list is open.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          tone="neutral"
          aria-label={badge ? t('bell.labelUnread', { count: badge }) : t('bell.label')}
          style={{ position: 'relative' }}
        >
          <BellIcon />
          {badge ? (
            <Badge
              tone="danger"
              variant="solid"
              size={1}
              aria-hidden="true"
              data-testid="notification-badge"
              style={{
                position: 'absolute',
                // Logical offsets: over the bell's top-end corner in both directions.
                insetBlockStart: -6,
                insetInlineEnd: -8,
                borderRadius: '999px',
                fontWeight: 700,
                pointerEvents: 'none',
              }}
            >
              {badge}
            </Badge>
          ) : null}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" style={{ inlineSize: 'min(24rem, 90vw)' }}>
        <DropdownMenu.Label>{t('bell.latest')}</DropdownMenu.Label>
        {latest.error ? (
          <DropdownMenu.Item disabled>{t('bell.error')}</DropdownMenu.Item>
        ) : latest.isLoading ? (
          <DropdownMenu.Item disabled>{t('bell.loading')}</DropdownMenu.Item>
        ) : latest.notifications.length === 0 ? (
          <DropdownMenu.Item disabled>{t('bell.empty')}</DropdownMenu.Item>
        ) : (
          latest.notifications.map((notification) => (
            <DropdownMenu.Item
              key={notification.id}
              textValue={notification.title}
              onSelect={() => choose(notification)}
              style={{ blockSize: 'auto', paddingBlock: 'var(--space-2)' }}
            >
              <Flex direction="column" gap="1" style={{ minInlineSize: 0 }}>
                <Flex align="center" gap="2">
                  {notification.read_at === null ? (
                    <>
                      <VisuallyHidden>{t('list.unread')}:</VisuallyHidden>{' '}
                    </>
                  ) : null}
                  {notification.read_at === null ? (
                    <Box
                      aria-hidden="true"
                      flexShrink="0"
                      style={{
                        inlineSize: 8,
                        blockSize: 8,
                        borderRadius: '50%',
                        background: 'var(--accent-9)',
                      }}
                    />
                  ) : null}
                  <Text
                    size="2"
                    weight={notification.read_at === null ? 'bold' : 'regular'}
                    truncate
                  >
                    {notification.title}
                  </Text>
                </Flex>{' '}
                <Text size="1" color="gray">
                  <NotificationTime value={notification.created_at} now={today} />
                </Text>
              </Flex>
            </DropdownMenu.Item>
          ))
        )}
        <DropdownMenu.Separator />
        {count > 0 ? (
          <DropdownMenu.Item
            onSelect={(event) => {
              // Stay open: the list turns read in place.
              event.preventDefault();
              actions.markAllRead().catch(() => undefined);
            }}
          >
            {t('markAllRead')}
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item onSelect={onViewAll}>{t('bell.viewAll')}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
