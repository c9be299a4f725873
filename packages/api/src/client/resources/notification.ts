import type {
  Notification,
  NotificationEvent,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  PushTokenRequest,
  ReadAllResponse,
  UnreadCount,
} from '../../contracts/notification.ts';
import type { notificationEndpoints } from '../../contracts/notification.ts';
import { NOTIFICATION_ROUTES } from '../../contracts/notification.constants.ts';
import type { Ok } from '../../contracts/common.ts';
import { subscribeEvents, type EventsOptions, type ServerEventListener } from '../events.ts';
import { routesOf, type Http } from '../http.ts';

/** `GET /notifications` filters; `archived: true` lists the archive instead of the inbox. */
export interface NotificationListInput {
  page?: number;
  size?: number;
  status?: 'unread' | 'read' | 'all';
  archived?: boolean;
  event?: NotificationEvent;
}

export interface NotificationResource {
  /** Register this device's push token (spec: `POST /notification/fcmtoken`, token + type). */
  registerPushToken(body: PushTokenRequest): Promise<Ok>;
  /** Remove one of the caller's push tokens (spec: `DELETE /notification/fcmtoken?token=`). */
  removePushToken(token: string): Promise<Ok>;
  list(query?: NotificationListInput): Promise<NotificationPage>;
  unreadCount(): Promise<UnreadCount>;
  markRead(id: string): Promise<Notification>;
  markUnread(id: string): Promise<Notification>;
  markAllRead(): Promise<ReadAllResponse>;
  archive(id: string): Promise<Notification>;
  remove(id: string): Promise<Ok>;
  preferences(): Promise<NotificationPreferences>;
  updatePreferences(change: NotificationPreferencesUpdate): Promise<NotificationPreferences>;
  /**
   * Live events of the signed-in user (Server-Sent Events with the session cookie).
   * Returns the function that closes the stream.
   */
  subscribe(onEvent: ServerEventListener, options?: Omit<EventsOptions, 'baseUrl'>): () => void;
}

export function notificationResource(http: Http, baseUrl = '/api'): NotificationResource {
  const e = routesOf<typeof notificationEndpoints>(NOTIFICATION_ROUTES);
  return {
    registerPushToken: (body) => http.call(e.registerPushToken, { body }),
    removePushToken: (token) => http.call(e.removePushToken, { query: { token } }),
    list: ({ archived, ...query } = {}) =>
      http.request<NotificationPage>(e.list.method, e.list.path, {
        query: { ...query, ...(archived === undefined ? {} : { archived: String(archived) }) },
      }),
    unreadCount: () => http.call(e.unreadCount),
    markRead: (id) => http.call(e.markRead, { params: { id } }),
    markUnread: (id) => http.call(e.markUnread, { params: { id } }),
    markAllRead: () => http.call(e.readAll),
    archive: (id) => http.call(e.archive, { params: { id } }),
    remove: (id) => http.call(e.remove, { params: { id } }),
    preferences: () => http.call(e.preferences),
    updatePreferences: (change) => http.call(e.updatePreferences, { body: change }),
    subscribe: (onEvent, options = {}) => subscribeEvents(onEvent, { ...options, baseUrl }),
  };
}
