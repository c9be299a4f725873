import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TITLE_MAX,
  PUSH_TOKENS_PER_USER,
  type Notification,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type PushTokenRequest,
} from '@atrium/api/contracts';
import type { NotificationRow } from '../../db/schema/index.ts';
import type { EventBus } from '../../events/bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { SESSION_IDLE_MS } from '../user/sessionPolicy.ts';
import type { Channel, NotificationFilter, NotificationRepo } from './notification.repo.ts';
import type { PushMessage, PushSender } from './push.ts';

/** Pushes in flight at once for one notify call. */
const PUSH_CONCURRENCY = 8;
/** Keys FCM refuses in `data`. */
const RESERVED_DATA_KEY = /^(from|notification|message_type|google\..*|gcm\..*)$/i;

/** A text every recipient reads in their own language (users.language), or one text for all. */
export type LocalizedText = string | { en: string; ar: string };

export function textFor(text: LocalizedText, language: 'en' | 'ar'): string {
  return typeof text === 'string' ? text : text[language];
}

export interface NotifyInput {
  recipientIds: readonly string[];
  event: NotificationEvent;
  title: LocalizedText;
  body?: LocalizedText;
  /** Stored with the item (where it leads in the app, ids); sent as strings in the push. */
  data?: Record<string, unknown>;
  /** High-priority push (the attendance prompt). */
  urgent?: boolean;
}

export interface NotifyResult {
  /** The stored items, one per recipient whose in_app channel is on. */
  stored: Notification[];
  /** Devices FCM accepted a push for. */
  pushed: number;
  /** Dead tokens FCM rejected, now deleted. */
  pruned: number;
}

export interface NotificationLogger {
  warn(object: object, message: string): void;
}

export interface NotificationServiceDeps {
  repo: NotificationRepo;
  clock: Clock;
  events: EventBus;
  /** Firebase Cloud Messaging when configured; without it, live events (SSE) only. */
  push?: PushSender | undefined;
  logger: NotificationLogger;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    event: row.event as NotificationEvent,
    title: row.title,
    body: row.body,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

/** FCM data values must be strings; reserved keys are dropped. */
export function toPushData(values: Record<string, unknown>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (RESERVED_DATA_KEY.test(key) || value === undefined) continue;
    data[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return data;
}

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await run(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The inbox, preferences, push tokens and delivery (store → live event → push); no HTTP. */
export function createNotificationService({
  repo,
  clock,
  events,
  push,
  logger,
}: NotificationServiceDeps) {
  const refetch = (userId: string) =>
    events.publish(userId, { type: 'refetch', resource: 'notifications' });

  /** Sends one message to every device of these users; prunes the tokens FCM calls dead. */
  async function pushTo(
    userIds: readonly string[],
    message: (userId: string) => PushMessage,
  ): Promise<{ pushed: number; pruned: number }> {
    if (!push || userIds.length === 0) return { pushed: 0, pruned: 0 };
    const tokens = await repo.tokensOf(userIds);
    const dead: string[] = [];
    let pushed = 0;
    await eachLimited(tokens, PUSH_CONCURRENCY, async (token) => {
      try {
        const outcome = await push.send(token.token, message(token.userId));
        if (outcome === 'sent') pushed += 1;
        else if (outcome === 'unregistered' || outcome === 'invalid') dead.push(token.token);
        else logger.warn({ outcome }, 'push not accepted');
      } catch (error) {
        logger.warn({ err: error }, 'push failed');
      }
    });
    const pruned = await repo.deleteTokens(dead);
    return { pushed, pruned };
  }

  /** Users among `userIds` (active ones) with `channel` on for `event`, and their languages. */
  async function audience(userIds: readonly string[], event: NotificationEvent) {
    const recipients = await repo.activeRecipients([...new Set(userIds)]);
    const active = recipients.map((recipient) => recipient.id);
    const off = await repo.disabledChannels(active, event);
    const offFor = (channel: Channel) =>
      new Set(off.filter((row) => row.channel === channel).map((row) => row.userId));
    const inAppOff = offFor('in_app');
    const pushOff = offFor('push');
    return {
      inApp: active.filter((id) => !inAppOff.has(id)),
      push: active.filter((id) => !pushOff.has(id)),
      language: new Map(recipients.map((recipient) => [recipient.id, recipient.language])),
    };
  }

  return {
    /**
     * Delivers one event to its recipients: a stored item and a live `notification` event for
     * those with in_app on, a push to every device of those with push on (when FCM is set up).
     * Inactive users and unknown ids get nothing.
     */
    async notify(input: NotifyInput): Promise<NotifyResult> {
      const data = input.data ?? {};
      const to = await audience(input.recipientIds, input.event);
      const texts = (userId: string) => {
        const language = to.language.get(userId) ?? 'en';
        return {
          title: textFor(input.title, language).slice(0, NOTIFICATION_TITLE_MAX),
          body: textFor(input.body ?? '', language).slice(0, NOTIFICATION_BODY_MAX),
        };
      };
      const createdAt = clock.now();
      const rows = await repo.insertNotifications(
        to.inApp.map((recipientId) => ({
          recipientId,
          event: input.event,
          ...texts(recipientId),
          data,
          createdAt,
        })),
      );
      const stored = rows.map(toNotification);
      const byRecipient = new Map(rows.map((row) => [row.recipientId, row.id]));
      await Promise.all(
        rows.map((row, index) =>
          events.publish(row.recipientId, {
            type: 'notification',
            notification: stored[index] as Notification,
          }),
        ),
      );
      const { pushed, pruned } = await pushTo(to.push, (userId) => {
        const id = byRecipient.get(userId);
        return {
          ...texts(userId),
          urgent: input.urgent ?? false,
          data: toPushData({
            ...data,
            event: input.event,
            ...(id === undefined ? {} : { notification_id: id }),
          }),
        };
      });
      return { stored, pushed, pruned };
    },

    async list(
      userId: string,
      query: { page: number; size: number } & NotificationFilter,
    ): Promise<{ items: Notification[]; total: number; page: number; size: number }> {
      const { rows, total } = await repo.list(userId, query, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return { items: rows.map(toNotification), total, page: query.page, size: query.size };
    },

    /**
     * Counts only the events the contract knows: the inbox leaves out a row it cannot describe
     * (contractRoute.ts), and the badge must not promise one the user can never open.
     */
    async unreadCount(userId: string): Promise<{ count: number }> {
      return { count: await repo.unreadCount(userId, NOTIFICATION_EVENTS) };
    },

    /** Undefined when the notification is not the user's (the route answers 404). */
    async setRead(userId: string, id: string, read: boolean): Promise<Notification | undefined> {
      const current = await repo.findOwn(userId, id);
      if (!current) return undefined;
      // Reading again keeps the first read time.
      const readAt = read ? (current.readAt ?? clock.now()) : null;
      const row = await repo.updateOwn(userId, id, { readAt });
      if (!row) return undefined;
      await refetch(userId);
      return toNotification(row);
    },

    async archive(userId: string, id: string): Promise<Notification | undefined> {
      const current = await repo.findOwn(userId, id);
      if (!current) return undefined;
      const row = await repo.updateOwn(userId, id, {
        archivedAt: current.archivedAt ?? clock.now(),
      });
      if (!row) return undefined;
      await refetch(userId);
      return toNotification(row);
    },

    async readAll(userId: string): Promise<{ updated: number }> {
      const updated = await repo.markUnreadAsRead(userId, clock.now());
      if (updated > 0) await refetch(userId);
      return { updated };
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await repo.deleteOwn(userId, id);
      if (removed) await refetch(userId);
      return removed;
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      const matrix = {} as NotificationPreferences;
      for (const event of NOTIFICATION_EVENTS) matrix[event] = { in_app: true, push: true };
      for (const row of await repo.preferences(userId)) {
        const cell = matrix[row.event as NotificationEvent] as Record<string, boolean> | undefined;
        if (cell && (NOTIFICATION_CHANNELS as readonly string[]).includes(row.channel)) {
          cell[row.channel] = row.enabled;
        }
      }
      return matrix;
    },

    async updatePreferences(
      userId: string,
      change: NotificationPreferencesUpdate,
    ): Promise<NotificationPreferences> {
      const cells: Array<{ event: string; channel: Channel; enabled: boolean }> = [];
      for (const event of NOTIFICATION_EVENTS) {
        const channels = change[event];
        if (!channels) continue;
        for (const channel of NOTIFICATION_CHANNELS) {
          const enabled = channels[channel];
          if (enabled !== undefined) cells.push({ event, channel, enabled });
        }
      }
      await repo.setPreferences(userId, cells);
      return this.preferences(userId);
    },

    /** Registers this device's token for the caller's session (spec: token + type). */
    async registerToken(
      owner: { userId: string; sessionId: string },
      request: PushTokenRequest,
    ): Promise<{ movedFrom: string | null; dropped: number }> {
      const { movedFrom, dropped } = await repo.registerToken(
        { ...owner, token: request.token, type: request.type },
        clock.now(),
        PUSH_TOKENS_PER_USER,
      );
      return { movedFrom, dropped };
    },

    /** False when the caller has no such token (someone else's stays untouched). */
    removeToken(userId: string, token: string): Promise<boolean> {
      return repo.deleteOwnToken(userId, token);
    },

    /** Whether a session is still valid, without sliding its idle timeout. */
    async sessionAlive(sessionId: string): Promise<boolean> {
      const state = await repo.sessionState(sessionId);
      if (!state || !state.isActive) return false;
      const now = clock.now().getTime();
      return state.expiresAt.getTime() > now && state.lastSeenAt.getTime() + SESSION_IDLE_MS > now;
    },

    /** Loads a stored item for a live event that travelled as an id only. */
    async findForEvent(id: string): Promise<Notification | undefined> {
      const row = await repo.findById(id);
      return row ? toNotification(row) : undefined;
    },
  };
}
