import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits, users } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../lib/rateLimit.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Wrong passwords for one account from one address: the 10th in a 10-minute window locks that
 * address out of that account until the window ends (the right password gets the usual 401).
 * With the per-IP limit on the route (10 requests a minute), one address guesses at most 10
 * passwords of one account per 10 minutes, and the owner elsewhere is not affected.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimitRule = {
  scope: 'sign-in-failures:account+address',
  max: 10,
  windowMs: 10 * 60_000,
};

/**
 * Wrong passwords for one account from anywhere: the 100th in an hour locks the account for
 * every address until the hour's window ends (distributed guessing). Higher and slower than the
 * per-address limit on purpose: one address can only make 60 an hour (6 windows of 10), so no
 * single address can lock the owner out; it takes two at full speed for a whole hour, and
 * the lock ends with the window. An administrator's password reset or reactivation lifts it.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimitRule = {
  scope: 'sign-in-failures:account',
  max: 100,
  windowMs: 60 * 60_000,
};

/**
 * The owner hears of wrong passwords once per burst: when the account's count in the hour's
 * window reaches this (a typo or two stays quiet). The atomic counter makes exactly one failure
 * see this number, so one notification per window however many instances answer.
 */
export const SIGN_IN_FAILURES_NOTICE_AT = 5;

export const SIGN_IN_FAILURES_EVENT = 'account.sign_in_failures' as const;

interface ThrottleLogger {
  warn(object: object, message: string): void;
}

/** The owner's notice of wrong passwords, as the notification module's `notify` takes it. */
export interface SignInFailuresNotice {
  recipientIds: readonly string[];
  event: typeof SIGN_IN_FAILURES_EVENT;
  title: { en: string; ar: string };
  body: { en: string; ar: string };
  data: Record<string, unknown>;
}

export interface SignInThrottleDeps {
  db: Database;
  clock: Clock;
  /** Sends the notice (app.ts wires the notification service). */
  notify: (input: SignInFailuresNotice) => Promise<unknown>;
  logger: ThrottleLogger;
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

function windowStartOf(rule: RateLimitRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

function addressKey(userId: string, ip: string | null): string {
  return `${userId} ${ip ?? 'unknown'}`;
}

/**
 * Sign-in failure counting per account+address and per account, in the rate-limit table like
 * every other limit (shared by all instances, swept with it). No HTTP, no password checks: the
 * user service asks and reports.
 */
export function createSignInThrottle({ db, clock, notify, logger }: SignInThrottleDeps) {
  return {
    /** Whether this address has used up its wrong passwords for this account (a read only). */
    async addressLocked(userId: string | undefined, ip: string | null): Promise<boolean> {
      // An unknown user is looked up as well, so both cost the same query.
      const now = clock.now();
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(
          and(
            eq(rateLimits.scope, SIGN_IN_FAILURES_PER_ADDRESS.scope),
            eq(rateLimits.key, addressKey(userId ?? 'nobody', ip)),
            eq(rateLimits.windowStart, windowStartOf(SIGN_IN_FAILURES_PER_ADDRESS, now)),
          ),
        )
        .limit(1);
      return (row?.count ?? 0) >= SIGN_IN_FAILURES_PER_ADDRESS.max;
    },

    /**
     * Counts one wrong password for the account and for the account+address, in one statement
     * (one write, as every other refusal makes); locks the whole account when its budget is
     * spent, and tells the owner once per burst.
     */
    async recordFailure(userId: string, ip: string | null): Promise<void> {
      const now = clock.now();
      const accountWindow = windowStartOf(SIGN_IN_FAILURES_PER_ACCOUNT, now);
      const rows = await db
        .insert(rateLimits)
        .values([
          {
            scope: SIGN_IN_FAILURES_PER_ADDRESS.scope,
            key: addressKey(userId, ip),
            windowStart: windowStartOf(SIGN_IN_FAILURES_PER_ADDRESS, now),
            count: 1,
          },
          {
            scope: SIGN_IN_FAILURES_PER_ACCOUNT.scope,
            key: userId,
            windowStart: accountWindow,
            count: 1,
          },
        ])
        .onConflictDoUpdate({
          target: [rateLimits.scope, rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ scope: rateLimits.scope, count: rateLimits.count });
      const accountCount =
        rows.find((row) => row.scope === SIGN_IN_FAILURES_PER_ACCOUNT.scope)?.count ?? 0;

      if (accountCount >= SIGN_IN_FAILURES_PER_ACCOUNT.max) {
        const until = new Date(accountWindow.getTime() + SIGN_IN_FAILURES_PER_ACCOUNT.windowMs);
        await db.update(users).set({ lockedUntil: until }).where(eq(users.id, userId));
      }
      if (accountCount === SIGN_IN_FAILURES_NOTICE_AT) await tellOwner(userId, ip);
    },

    /** The right password from this address: its count for this account starts again. */
    async recordSuccess(userId: string, ip: string | null): Promise<void> {
      await db
        .delete(rateLimits)
        .where(
          and(
            eq(rateLimits.scope, SIGN_IN_FAILURES_PER_ADDRESS.scope),
            eq(rateLimits.key, addressKey(userId, ip)),
          ),
        );
    },
  };

  /** A notification must never turn a refused sign-in into a 500: failures are logged. */
  async function tellOwner(userId: string, ip: string | null): Promise<void> {
    const count = SIGN_IN_FAILURES_NOTICE_AT;
    try {
      await notify({
        recipientIds: [userId],
        event: SIGN_IN_FAILURES_EVENT,
        title: {
          en: 'Failed sign-in attempts on your account',
          ar: 'محاولات دخول فاشلة إلى حسابك',
        },
        body: {
          en: `Someone entered a wrong password for your account ${count} times within the hour, most recently from ${ip ?? 'an unknown address'}. If it was not you, your password still protects the account; consider changing it.`,
          ar: `أدخل أحدهم كلمة مرور خاطئة لحسابك ${count} مرات خلال ساعة، آخرها من ${ip ?? 'عنوان غير معروف'}. إن لم تكن أنت، فكلمة مرورك ما زالت تحمي الحساب؛ ويُستحسن أن تغيّرها.`,
        },
        data: { failures: count, ip },
      });
    } catch (error) {
      logger.warn({ err: error, userId }, 'sign-in failure notification not sent');
    }
  }
}
