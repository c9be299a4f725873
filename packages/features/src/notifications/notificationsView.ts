import { DEFAULT_PAGE_SIZE, NOTIFICATION_EVENTS, type NotificationEvent } from '@atrium/api';
import { oneOf, pageAndSizeOf } from '../app/viewSearch.ts';

export const NOTIFICATION_VIEWS = ['all', 'unread', 'archived'] as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[number];

/**
 * What the inbox shows: all, unread or archived, one type of notification, and the page. It
 * lives in the URL (notifications.tsx), so reloading or coming Back keeps it.
 */
export interface NotificationsView {
  tab: NotificationView;
  event?: NotificationEvent;
  page: number;
  size: number;
}

export const DEFAULT_NOTIFICATIONS_VIEW: NotificationsView = {
  tab: 'all',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** The view a URL's query string describes; what the server would refuse is left out. */
export function parseNotificationsSearch(search: string | URLSearchParams): NotificationsView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: NotificationsView = { ...DEFAULT_NOTIFICATIONS_VIEW, ...pageAndSizeOf(params) };
  const tab = params.get('tab');
  if (oneOf(NOTIFICATION_VIEWS, tab)) view.tab = tab;
  const event = params.get('event');
  if (oneOf(NOTIFICATION_EVENTS, event)) view.event = event;
  return view;
}

/** The URL query string of a view, without the defaults (`?` included, or ''). */
export function notificationsSearchString(view: NotificationsView): string {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_NOTIFICATIONS_VIEW.tab) params.set('tab', view.tab);
  if (view.event) params.set('event', view.event);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_NOTIFICATIONS_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}
