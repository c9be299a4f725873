// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import type { Route } from './common.constants.ts';

/** Every kind of notification the server sends; preferences are kept per event × channel. */
export const NOTIFICATION_EVENTS = [
  'attendance.prompt',
  'attendance.timeout',
  'correction.requested',
  'correction.reviewed',
  'team.member_added',
  'team.member_removed',
  'team.lead_changed',
  'team.permissions_changed',
  'account.password_reset',
  'account.reactivated',
  'account.sign_in_failures',
  'announcement.published',
  'story.assigned',
  'story.mentioned',
  'story.review_requested',
  'story.sent_back',
  'story.approved',
  'drive.shared',
  'drive.link_expiring',
  'leave.requested',
  'leave.decided',
  'leave.cancelled',
  'timesheet.submitted',
  'timesheet.decided',
  'timesheet.reopened',
  'timesheet.reminder',
  'system',
] as const;

/** `in_app`: the stored inbox item and its live event; `push`: Firebase Cloud Messaging. */
export const NOTIFICATION_CHANNELS = ['in_app', 'push'] as const;

/** Spec section 3: `browser` for the web app, `mobile` for the mobile app. */
export const PUSH_TOKEN_TYPES = ['browser', 'mobile'] as const;
/** Most push tokens one user keeps; registering one more drops the oldest. */
export const PUSH_TOKENS_PER_USER = 10;
export const PUSH_TOKEN_MAX = 4096;
/**
 * Title of the attendance push and notification (spec section 4), in the recipient's language.
 * Clients recognise the prompt by `data.event === 'attendance.prompt'` (or either title).
 */
export const ATTENDANCE_PROMPT_TITLE = { en: 'Confirm attendance', ar: 'تأكيد الحضور' } as const;

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 2000;

/** The `type` of each event `GET /events` delivers (the variants of `serverEventSchema`). */
export const SERVER_EVENT_TYPES = ['notification', 'attendance.prompt', 'refetch'] as const;

/** Where each notification endpoint lives (the `notificationEndpoints` contracts add the schemas). */
export const NOTIFICATION_ROUTES = {
  registerPushToken: { method: 'POST', path: '/notification/fcmtoken' },
  removePushToken: { method: 'DELETE', path: '/notification/fcmtoken' },
  list: { method: 'GET', path: '/notifications' },
  unreadCount: { method: 'GET', path: '/notifications/unread-count' },
  readAll: { method: 'PUT', path: '/notifications/read-all' },
  markRead: { method: 'PUT', path: '/notification/:id/read' },
  markUnread: { method: 'PUT', path: '/notification/:id/unread' },
  archive: { method: 'PUT', path: '/notification/:id/archive' },
  remove: { method: 'DELETE', path: '/notification/:id' },
  preferences: { method: 'GET', path: '/notification/preferences' },
  updatePreferences: { method: 'PUT', path: '/notification/preferences' },
  events: { method: 'GET', path: '/events' },
} as const satisfies Record<string, Route>;
