import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * Wrong master passwords per user, kept in the shared `rate_limits` table so every instance sees
 * them: one row per failure (scope `master-key-failure`, keyed by user, at the failure time) and
 * one row per lock (scope `master-key-lock`, window_start = when the lock ends).
 */
const FAILURE_SCOPE = 'master-key-failure';
const LOCK_SCOPE = 'master-key-lock';

export type MasterKeyLockoutRepo = ReturnType<typeof createMasterKeyLockoutRepo>;

export function createMasterKeyLockoutRepo(db: Database) {
  return {
    /** When the user's lock ends, or null when they are not locked at `now`. */
    async lockedUntil(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: rateLimits.windowStart })
        .from(rateLimits)
        .where(
          and(
            eq(rateLimits.scope, LOCK_SCOPE),
            eq(rateLimits.key, userId),
            gt(rateLimits.windowStart, now),
          ),
        )
        .orderBy(sql`${rateLimits.windowStart} desc`)
        .limit(1);
      return row?.until ?? null;
    },

    /**
     * Counts one failure and returns how many the user has since `since`, this one included
     * (concurrent failures at the same millisecond add up on one row).
     */
    async recordFailure(userId: string, now: Date, since: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(rateLimits)
          .values({ scope: FAILURE_SCOPE, key: userId, windowStart: now, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.scope, rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          });
        const [row] = await tx
          .select({ total: sum(rateLimits.count) })
          .from(rateLimits)
          .where(
            and(
              eq(rateLimits.scope, FAILURE_SCOPE),
              eq(rateLimits.key, userId),
              gt(rateLimits.windowStart, since),
            ),
          );
        return Number(row?.total ?? 0);
      });
    },

    /** Locks the user until `until` and starts the failure count again. */
    async lock(userId: string, until: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(rateLimits)
          .values({ scope: LOCK_SCOPE, key: userId, windowStart: until, count: 1 })
          .onConflictDoNothing();
        await tx
          .delete(rateLimits)
          .where(and(eq(rateLimits.scope, FAILURE_SCOPE), eq(rateLimits.key, userId)));
      });
    },

    /** A right master password clears the failures. */
    async clearFailures(userId: string): Promise<void> {
      await db
        .delete(rateLimits)
        .where(and(eq(rateLimits.scope, FAILURE_SCOPE), eq(rateLimits.key, userId)));
    },
  };
}
