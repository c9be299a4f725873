import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Notification, NotificationPage, UnreadCount } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import {
  isNotificationListKey,
  notificationsKeys,
  type NotificationListKey,
} from './notificationsKeys.ts';

export interface NotificationActions {
  markRead(notification: Notification): Promise<void>;
  markUnread(notification: Notification): Promise<void>;
  markAllRead(): Promise<void>;
  archive(notification: Notification): Promise<void>;
  remove(notification: Notification): Promise<void>;
}

type Query = NotificationListKey[2];
/** How one cached page looks once the change is made (its filters decide what stays on it). */
type PageChange = (page: NotificationPage, query: Query) => NotificationPage;

const isUnread = (item: Notification) => item.read_at === null && item.archived_at === null;

/**
 * Read / unread / all read / archive / remove. Each changes every cached inbox page and the unread
 * count at once (optimistic), then asks the server; on an error the cache goes back to what it was
 * and the promise rejects (the caller says so). Either way the shown pages are refetched.
 */
export function useNotificationActions(): NotificationActions {
  const api = useApi();
  const { mutate } = useSWRConfig();

  const run = useCallback(
    async (request: () => Promise<unknown>, change: PageChange, countDelta: number) => {
      const listKeys: NotificationListKey[] = [];
      // The filter runs synchronously over the cache: collect the pages, change none here.
      void mutate((key) => {
        if (isNotificationListKey(key)) listKeys.push(key);
        return false;
      });
      const call = request();
      const options = { populateCache: false, rollbackOnError: true, revalidate: true } as const;
      const settled = call.then(() => undefined);
      const results = await Promise.allSettled([
        ...listKeys.map((key) =>
          mutate<NotificationPage | undefined>(key, settled, {
            ...options,
            optimisticData: (current) => current && change(current, key[2]),
          }),
        ),
        mutate<UnreadCount | undefined>(notificationsKeys.unreadCount(), settled, {
          ...options,
          optimisticData: (current) =>
            current && { count: Math.max(0, current.count + countDelta) },
        }),
        call,
      ]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    [mutate],
  );

  return useMemo<NotificationActions>(() => {
    const update =
      (id: string, patch: Partial<Notification>): PageChange =>
      (page, query) => {
        const items = page.items.map((item) => (item.id === id ? { ...item, ...patch } : item));
        const kept = items.filter((item) => matches(item, query));
        return { ...page, items: kept, total: page.total - (items.length - kept.length) };
      };
    const drop =
      (id: string): PageChange =>
      (page) => {
        const items = page.items.filter((item) => item.id !== id);
        return { ...page, items, total: page.total - (page.items.length - items.length) };
      };
    return {
      markRead: (notification) =>
        run(
          () => api.notification.markRead(notification.id),
          update(notification.id, { read_at: notification.read_at ?? new Date().toISOString() }),
          isUnread(notification) ? -1 : 0,
        ),
      markUnread: (notification) =>
        run(
          () => api.notification.markUnread(notification.id),
          update(notification.id, { read_at: null }),
          notification.read_at !== null && notification.archived_at === null ? 1 : 0,
        ),
      markAllRead: () => {
        const now = new Date().toISOString();
        return run(
          () => api.notification.markAllRead(),
          (page, query) => {
            const items = page.items.map((item) => ({ ...item, read_at: item.read_at ?? now }));
            const kept = items.filter((item) => matches(item, query));
            return { ...page, items: kept, total: page.total - (items.length - kept.length) };
          },
          -Infinity,
        );
      },
      archive: (notification) =>
        run(
          () => api.notification.archive(notification.id),
          update(notification.id, {
            archived_at: notification.archived_at ?? new Date().toISOString(),
          }),
          isUnread(notification) ? -1 : 0,
        ),
      remove: (notification) =>
        run(
          () => api.notification.remove(notification.id),
          drop(notification.id),
          isUnread(notification) ? -1 : 0,
        ),
    };
  }, [api, run]);
}

/** Whether an item still belongs on a page with these filters. */
function matches(item: Notification, query: Query): boolean {
  if ((item.archived_at !== null) !== (query.archived ?? false)) return false;
  if (query.status === 'unread' && item.read_at !== null) return false;
  if (query.status === 'read' && item.read_at === null) return false;
  return query.event === undefined || item.event === query.event;
}
