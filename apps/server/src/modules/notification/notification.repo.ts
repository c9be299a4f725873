import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  notificationPreferences,
  notifications,
  pushTokens,
  sessions,
  teamMembers,
  teams,
  users,
  type NotificationRow,
  type PushTokenRow,
} from '../../db/schema/index.ts';

export interface NewNotification {
  recipientId: string;
  event: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

export interface NotificationFilter {
  status: 'unread' | 'read' | 'all';
  archived: boolean;
  event?: string | undefined;
}

export type Channel = 'in_app' | 'push';

export type NotificationRepo = ReturnType<typeof createNotificationRepo>;

function filterWhere(recipientId: string, filter: NotificationFilter) {
  return and(
    eq(notifications.recipientId, recipientId),
    filter.archived ? isNotNull(notifications.archivedAt) : isNull(notifications.archivedAt),
    filter.status === 'unread'
      ? isNull(notifications.readAt)
      : filter.status === 'read'
        ? isNotNull(notifications.readAt)
        : undefined,
    filter.event === undefined ? undefined : eq(notifications.event, filter.event),
  );
}

/** Drizzle queries only: no business rules, no HTTP. */
export function createNotificationRepo(db: Database) {
  return {
    /** The users among `userIds` who are active (deactivated users get nothing), with their language. */
    async activeRecipients(
      userIds: readonly string[],
    ): Promise<Array<{ id: string; language: 'en' | 'ar' }>> {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), eq(users.isActive, true)));
    },

    /** Names (for the texts that say who did what) and time zones of these users. */
    async people(
      userIds: readonly string[],
    ): Promise<Array<{ id: string; username: string; fullName: string; timeZone: string }>> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          timeZone: users.timeZone,
        })
        .from(users)
        .where(inArray(users.id, [...userIds]));
    },

    async teamName(teamId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
      return row?.name;
    },

    async teamMemberIds(teamId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId));
      return rows.map((row) => row.userId);
    },

    /** The turned-off channels of one event for these users. */
    async disabledChannels(
      userIds: readonly string[],
      event: string,
    ): Promise<Array<{ userId: string; channel: string }>> {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: notificationPreferences.userId,
          channel: notificationPreferences.channel,
        })
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, [...userIds]),
            eq(notificationPreferences.event, event),
            eq(notificationPreferences.enabled, false),
          ),
        );
    },

    async insertNotifications(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning();
    },

    async findById(id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },

    async findOwn(recipientId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
        .limit(1);
      return row;
    },

    async list(
      recipientId: string,
      filter: NotificationFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const where = filterWhere(recipientId, filter);
      const [totalRow] = await db.select({ value: count() }).from(notifications).where(where);
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: totalRow?.value ?? 0 };
    },

    /** Unread, unarchived notifications of these events only. */
    async unreadCount(recipientId: string, events: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(
          and(
            filterWhere(recipientId, { status: 'unread', archived: false, event: undefined }),
            inArray(notifications.event, [...events]),
          ),
        );
      return row?.value ?? 0;
    },

    /** Sets read_at / archived_at of one own notification; undefined when it is not theirs. */
    async updateOwn(
      recipientId: string,
      id: string,
      values: { readAt?: Date | null; archivedAt?: Date | null },
    ): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set(values)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
        .returning();
      return row;
    },

    /** Marks read only what is unread, so earlier read times stay. */
    async markUnreadAsRead(recipientId: string, readAt: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt })
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async deleteOwn(recipientId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async preferences(
      userId: string,
    ): Promise<Array<{ event: string; channel: string; enabled: boolean }>> {
      return db
        .select({
          event: notificationPreferences.event,
          channel: notificationPreferences.channel,
          enabled: notificationPreferences.enabled,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    async setPreferences(
      userId: string,
      cells: Array<{ event: string; channel: Channel; enabled: boolean }>,
    ): Promise<void> {
      if (cells.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(cells.map((cell) => ({ userId, ...cell })))
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.event,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled` },
        });
    },

    /**
     * Registers a token for a user and session in one transaction: a token has one owner
     * (registering moves it), re-registering refreshes it, and the user keeps the newest
     * `maxPerUser`. The user's row is locked so concurrent registrations count correctly.
     */
    async registerToken(
      values: { userId: string; sessionId: string; token: string; type: 'browser' | 'mobile' },
      now: Date,
      maxPerUser: number,
    ): Promise<{ token: PushTokenRow; movedFrom: string | null; dropped: number }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, values.userId))
          .for('update');
        const [previous] = await tx
          .select({ userId: pushTokens.userId })
          .from(pushTokens)
          .where(eq(pushTokens.token, values.token))
          .limit(1);
        const [row] = await tx
          .insert(pushTokens)
          .values({ ...values, createdAt: now, lastSeenAt: now })
          .onConflictDoUpdate({
            target: pushTokens.token,
            set: {
              userId: values.userId,
              sessionId: values.sessionId,
              type: values.type,
              lastSeenAt: now,
              // A token that changes hands starts again as the new owner's newest.
              createdAt: sql`case when ${pushTokens.userId} = ${values.userId} then ${pushTokens.createdAt} else ${now.toISOString()}::timestamptz end`,
            },
          })
          .returning();
        if (!row) throw new Error('Push token upsert returned no row');
        const newest = tx
          .select({ id: pushTokens.id })
          .from(pushTokens)
          .where(eq(pushTokens.userId, values.userId))
          .orderBy(desc(pushTokens.lastSeenAt), desc(pushTokens.createdAt), desc(pushTokens.id))
          .limit(maxPerUser);
        const dropped = await tx
          .delete(pushTokens)
          .where(and(eq(pushTokens.userId, values.userId), notInArray(pushTokens.id, newest)))
          .returning({ id: pushTokens.id });
        const movedFrom = previous && previous.userId !== values.userId ? previous.userId : null;
        return { token: row, movedFrom, dropped: dropped.length };
      });
    },

    async deleteOwnToken(userId: string, token: string): Promise<boolean> {
      const rows = await db
        .delete(pushTokens)
        .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)))
        .returning({ id: pushTokens.id });
      return rows.length > 0;
    },

    async tokensOf(userIds: readonly string[]): Promise<PushTokenRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(pushTokens)
        .where(inArray(pushTokens.userId, [...userIds]));
    },

    async deleteTokens(tokens: readonly string[]): Promise<number> {
      if (tokens.length === 0) return 0;
      const rows = await db
        .delete(pushTokens)
        .where(inArray(pushTokens.token, [...tokens]))
        .returning({ id: pushTokens.id });
      return rows.length;
    },

    /** The session with its user's state, without touching it (live streams must not slide it). */
    async sessionState(
      sessionId: string,
    ): Promise<{ expiresAt: Date; lastSeenAt: Date; isActive: boolean } | undefined> {
      const [row] = await db
        .select({
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          isActive: users.isActive,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return row;
    },
  };
}
