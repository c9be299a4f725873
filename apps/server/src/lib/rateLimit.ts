import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface RateLimitRule {
  /** What is limited, e.g. 'login'; each scope counts separately. */
  scope: string;
  /** Requests allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in this window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Windows older than this are deleted whenever a new window starts for some key. */
const RETENTION_MS = 60 * 60 * 1000;

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters in the database, so every instance shares them. One atomic upsert
 * per request: concurrent requests never both see the same count.
 */
export function createRateLimiter(db: Database, clock: { now(): Date }) {
  return {
    async hit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
      const now = clock.now().getTime();
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const [row] = await db
        .insert(rateLimits)
        .values({ scope: rule.scope, key, windowStart: new Date(windowStart), count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.scope, rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      const count = row?.count ?? 1;
      if (count === 1) {
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - RETENTION_MS)));
      }
      return {
        allowed: count <= rule.max,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
      };
    },
  };
}
