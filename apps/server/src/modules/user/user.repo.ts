import { and, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  rateLimits,
  sessions,
  teamMembers,
  teamPermissions,
  users,
  type NewUserRow,
  type SessionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { usernameSkeleton } from './usernameSkeleton.ts';

export interface NewSession {
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export type UserRepo = ReturnType<typeof createUserRepo>;

export function createUserRepo(db: Database) {
  // Every authenticated request runs this query first: a prepared statement skips building the
  // SQL in drizzle on each call and, on PostgreSQL, re-parsing it (a named statement per
  // connection) — about a third of the auth cost in the API bench.
  const findSessionStatement = db
    .select({
      session: sessions,
      user: users,
      permissions: sql<string[]>`coalesce((
        select array_agg(distinct ${teamPermissions.permission} order by ${teamPermissions.permission})
        from ${teamPermissions}
        inner join ${teamMembers} on ${teamMembers.teamId} = ${teamPermissions.teamId}
        where ${teamMembers.userId} = ${users.id}
      ), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('atrium_find_session');

  return {
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row;
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    /**
     * Inserts unless the username is taken or looks like a taken one (also by a concurrent first
     * run); undefined then.
     */
    async insertUser(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updatePasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * Counts a refused sign-in that has no account row to count on (unknown, locked, inactive),
     * per client address and minute, in the rate-limit table (old windows are swept with it).
     */
    async noteLoginFailure(ip: string | null, now: Date): Promise<void> {
      const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      await db
        .insert(rateLimits)
        .values({ scope: 'login-failure', key: ip ?? 'unknown', windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.scope, rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        });
    },

    async resetFailedLogins(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null })
        .where(eq(users.id, userId));
    },

    /** Creates the session and drops the user's oldest ones beyond `maxPerUser`. */
    async createSession(values: NewSession, maxPerUser: number): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({ ...values, lastSeenAt: values.createdAt })
          .returning();
        if (!session) throw new Error('Session insert returned no row');
        // The users list's "last sign-in": kept on the user, since sessions end and are deleted.
        await tx
          .update(users)
          .set({ lastSignInAt: values.createdAt })
          .where(eq(users.id, values.userId));
        const newest = tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, values.userId))
          .orderBy(desc(sessions.createdAt), desc(sessions.id))
          .limit(maxPerUser);
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, values.userId), notInArray(sessions.id, newest)));
        return session;
      });
    },

    /**
     * The session behind a token, its user and the permission names of the user's teams, in one
     * round trip: every authenticated request runs this, so it is the API's hottest query.
     */
    async findSession(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow; permissions: string[] } | undefined> {
      const [row] = await findSessionStatement.execute({ tokenHash });
      return row;
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends the session behind a token (not `keepId`): a new sign-in replaces the old one. */
    async deleteSessionByTokenHash(tokenHash: string, keepId: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), ne(sessions.id, keepId)));
    },

    async countSessions(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.value ?? 0;
    },
  };
}
