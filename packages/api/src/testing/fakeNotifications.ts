import type { NotificationResource } from '../client/resources/notification.ts';
import type { ServerEventListener } from '../client/events.ts';
import { ApiError } from '../client/ApiError.ts';
import { ERROR_DETAILS } from '../contracts/common.ts';
import {
  NOTIFICATION_EVENTS,
  PUSH_TOKENS_PER_USER,
  type Notification,
  type NotificationPreferences,
  type ServerEvent,
} from '../contracts/notification.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeNotifications {
  resource: NotificationResource;
  /** Delivers a live event to every `subscribe` listener (stories: a push arriving). */
  emit(event: ServerEvent): void;
  /** Registered push tokens, oldest first. */
  readonly pushTokens: ReadonlyArray<{ token: string; type: 'browser' | 'mobile' }>;
}

function notFound(url: string): ApiError {
  return new ApiError({ kind: 'detail', status: 404, url, detail: ERROR_DETAILS.notFound });
}

/**
 * The signed-in user's inbox, preferences and push tokens in memory, with the server's rules:
 * newest first, archived items out of the inbox and the unread count, one row per token, at
 * most 10 tokens, unknown ids 404.
 */
export function createFakeNotifications(
  respond: Respond,
  requireSignedIn: (url: string) => void,
  initial: readonly Notification[] = [],
): FakeNotifications {
  let items: Notification[] = initial.map((item) => ({ ...item }));
  const listeners = new Set<ServerEventListener>();
  const tokens: Array<{ token: string; type: 'browser' | 'mobile' }> = [];
  const preferences = {} as NotificationPreferences;
  for (const event of NOTIFICATION_EVENTS) preferences[event] = { in_app: true, push: true };

  const signedIn = <T>(name: string, url: string, produce: () => T) =>
    respond(name, () => {
      requireSignedIn(url);
      return produce();
    });
  const find = (id: string, url: string) => {
    const item = items.find((entry) => entry.id === id);
    if (!item) throw notFound(url);
    return item;
  };
  const newestFirst = (a: Notification, b: Notification) =>
    b.created_at.localeCompare(a.created_at);

  const resource: NotificationResource = {
    registerPushToken: ({ token, type }) =>
      signedIn('notification.registerPushToken', '/api/notification/fcmtoken', () => {
        const index = tokens.findIndex((entry) => entry.token === token);
        if (index >= 0) tokens.splice(index, 1);
        tokens.push({ token, type });
        while (tokens.length > PUSH_TOKENS_PER_USER) tokens.shift();
        return { ok: true as const };
      }),
    removePushToken: (token) =>
      signedIn('notification.removePushToken', '/api/notification/fcmtoken', () => {
        const index = tokens.findIndex((entry) => entry.token === token);
        if (index < 0) throw notFound('/api/notification/fcmtoken');
        tokens.splice(index, 1);
        return { ok: true as const };
      }),
    list: ({ page = 1, size = 10, status = 'all', archived = false, event } = {}) =>
      signedIn('notification.list', '/api/notifications', () => {
        const matching = items
          .filter((item) => (item.archived_at !== null) === archived)
          .filter((item) =>
            status === 'all' ? true : status === 'read' ? item.read_at !== null : !item.read_at,
          )
          .filter((item) => event === undefined || item.event === event)
          .sort(newestFirst);
        return {
          items: matching.slice((page - 1) * size, page * size),
          total: matching.length,
          page,
          size,
        };
      }),
    unreadCount: () =>
      signedIn('notification.unreadCount', '/api/notifications/unread-count', () => ({
        count: items.filter((item) => item.read_at === null && item.archived_at === null).length,
      })),
    markRead: (id) =>
      signedIn('notification.markRead', `/api/notification/${id}/read`, () => {
        const item = find(id, `/api/notification/${id}/read`);
        item.read_at ??= new Date().toISOString();
        return { ...item };
      }),
    markUnread: (id) =>
      signedIn('notification.markUnread', `/api/notification/${id}/unread`, () => {
        const item = find(id, `/api/notification/${id}/unread`);
        item.read_at = null;
        return { ...item };
      }),
    markAllRead: () =>
      signedIn('notification.markAllRead', '/api/notifications/read-all', () => {
        const now = new Date().toISOString();
        const unread = items.filter((item) => item.read_at === null);
        for (const item of unread) item.read_at = now;
        return { updated: unread.length };
      }),
    archive: (id) =>
      signedIn('notification.archive', `/api/notification/${id}/archive`, () => {
        const item = find(id, `/api/notification/${id}/archive`);
        item.archived_at ??= new Date().toISOString();
        return { ...item };
      }),
    remove: (id) =>
      signedIn('notification.remove', `/api/notification/${id}`, () => {
        find(id, `/api/notification/${id}`);
        items = items.filter((item) => item.id !== id);
        return { ok: true as const };
      }),
    preferences: () =>
      signedIn('notification.preferences', '/api/notification/preferences', () =>
        structuredClone(preferences),
      ),
    updatePreferences: (change) =>
      signedIn('notification.updatePreferences', '/api/notification/preferences', () => {
        for (const event of NOTIFICATION_EVENTS) {
          const cell = change[event];
          if (cell) preferences[event] = { ...preferences[event], ...cell };
        }
        return structuredClone(preferences);
      }),
    subscribe: (onEvent) => {
      listeners.add(onEvent);
      return () => {
        listeners.delete(onEvent);
      };
    },
  };

  return {
    resource,
    emit(event) {
      if (event.type === 'notification') items.push({ ...event.notification });
      for (const listener of [...listeners]) listener(event);
    },
    pushTokens: tokens,
  };
}
