import { and, count, desc, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  sessions,
  users,
  type NewUserRow,
  type SessionRow,
  type UserRow,
} from '../../db/schema/index.ts';

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

    /** Inserts unless the username is taken (also by a concurrent first run); undefined then. */
    async insertUser(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updatePasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * Counts one wrong password, in one statement (concurrent failures all count). The
     * `maxFailures`-th one in a row locks the account until `lockedUntil` and starts the count
     * again. Failures while locked are not counted. Returns true when this one locked it.
     */
    async recordFailedLogin(
      userId: string,
      now: Date,
      maxFailures: number,
      lockedUntil: Date,
    ): Promise<boolean> {
      const locks = sql`${users.failedLoginCount} + 1 >= ${maxFailures}`;
      const [row] = await db
        .update(users)
        .set({
          failedLoginCount: sql`case when ${locks} then 0 else ${users.failedLoginCount} + 1 end`,
          lockedUntil: sql`case when ${locks} then ${lockedUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
        })
        .where(
          and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))),
        )
        .returning({ lockedUntil: users.lockedUntil });
      return row?.lockedUntil?.getTime() === lockedUntil.getTime();
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

    async findSession(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
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
