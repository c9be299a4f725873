export {
  notificationsKeys,
  isNotificationListKey,
  isNotificationInboxKey,
  type NotificationListKey,
} from './notificationsKeys.ts';
export { useNotifications, type UseNotificationsResult } from './useNotifications.ts';
export { useUnreadCount, type UseUnreadCountResult } from './useUnreadCount.ts';
export { useNotificationActions, type NotificationActions } from './useNotificationActions.ts';
export {
  useNotificationEvents,
  type UseNotificationEventsOptions,
  type AttendancePromptEvent,
} from './useNotificationEvents.ts';
export {
  useNotificationPreferences,
  type UseNotificationPreferencesResult,
} from './useNotificationPreferences.ts';
export { playNotificationSound } from './playNotificationSound.ts';
export { notificationLink } from './notificationLink.ts';
export { formatRelativeTime } from './formatRelativeTime.ts';
export {
  NotificationsPage,
  NOTIFICATION_VIEWS,
  type NotificationsPageProps,
  type NotificationView,
} from './NotificationsPage.tsx';
export {
  NotificationBell,
  NOTIFICATION_BELL_LATEST,
  formatUnreadBadge,
  type NotificationBellProps,
} from './NotificationBell.tsx';
export {
  NotificationPreferences,
  type NotificationPreferencesProps,
} from './NotificationPreferences.tsx';
export { notificationsResources } from './locales/index.ts';
