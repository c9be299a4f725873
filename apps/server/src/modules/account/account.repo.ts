import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional, type Transactional } from '../../db/transactional.ts';
import {
  passwordResetTokens,
  sessions,
  users,
  type SessionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { createUserQueries } from '../user/user.queries.ts';

/** The queries, on the database or on one transaction. */
export type AccountQueries = ReturnType<typeof createAccountQueries>;

export type AccountRepo = Transactional<AccountQueries>;

/** Queries of the own account: profile, password, image, devices and password recovery. */
export function createAccountRepo(db: Database): AccountRepo {
  return transactional(db, createAccountQueries);
}

function createAccountQueries(db: Database) {
  return {
    /** The database or transaction these queries run on (audit rows join it). */
    db,
    ...createUserQueries(db),

    async findActiveByLogin(usernameOrEmail: string): Promise<UserRow | undefined> {
      const value = usernameOrEmail.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)),
          ),
        )
        // A username match wins over an e-mail match; then the oldest account.
        .orderBy(sql`(lower(${users.username}) = ${value}) desc`, asc(users.createdAt))
        .limit(1);
      return row;
    },

    async sessionsOf(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(sql`${sessions.lastSeenAt} desc`, asc(sessions.id));
    },

    async deleteOwnSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /**
     * The same statement as `insertResetToken` with nothing to insert: an unknown account costs
     * what a known one does (forgot password must not tell them apart by timing).
     */
    async insertNoResetToken(values: { tokenHash: string; createdAt: Date; expiresAt: Date }) {
      await db.execute(
        sql`insert into ${passwordResetTokens} (token_hash, user_id, created_at, expires_at) select ${values.tokenHash}, ${users.id}, ${values.createdAt.toISOString()}::timestamptz, ${values.expiresAt.toISOString()}::timestamptz from ${users} where false`,
      );
    },

    /**
     * Marks a live reset token used, in one statement (two concurrent uses: one wins).
     * Returns its user, or undefined for unknown, expired or used tokens.
     */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
  };
}
