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
export { NotificationsPage, type NotificationsPageProps } from './NotificationsPage.tsx';
export {
  NOTIFICATION_VIEWS,
  DEFAULT_NOTIFICATIONS_VIEW,
  parseNotificationsSearch,
  notificationsSearchString,
  type NotificationView,
  type NotificationsView,
} from './notificationsView.ts';
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
