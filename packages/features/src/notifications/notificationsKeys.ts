import type { NotificationListInput } from '@atrium/api';

/** SWR keys of the notifications area: never inline strings (house-style). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (query: NotificationListInput) => ['notifications', 'list', query] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};

export type NotificationListKey = ReturnType<typeof notificationsKeys.list>;

/** A cached inbox page (any filters). */
export function isNotificationListKey(key: unknown): key is NotificationListKey {
  return Array.isArray(key) && key[0] === 'notifications' && key[1] === 'list';
}

/** What a new notification changes: every inbox page and the unread count (not preferences). */
export function isNotificationInboxKey(key: unknown): boolean {
  return (
    isNotificationListKey(key) ||
    (Array.isArray(key) && key[0] === 'notifications' && key[1] === 'unread-count')
  );
}
