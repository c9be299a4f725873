import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  passwordResetTokens,
  sessions,
  teamMembers,
  users,
  type NewUserRow,
  type UserRow,
} from '../../db/schema/index.ts';

export type UserQueries = ReturnType<typeof createUserQueries>;

/**
 * Queries on one user that both user areas run (the users pages in modules/users, the own account
 * in modules/account): the row, its teams, its sessions, its reset links, and the e-mail address
 * rule (user.shared.ts checkEmailFree). Each area's repo spreads them into its own. Pass `tx`
 * inside a transaction.
 */
export function createUserQueries(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends (concurrent changes to it wait). */
    async lockById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row;
    },

    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    async teamIdsOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return result;
      const rows = await db
        .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, [...userIds]))
        .orderBy(asc(teamMembers.createdAt), asc(teamMembers.teamId));
      for (const row of rows) result.get(row.userId)?.push(row.teamId);
      return result;
    },

    /** Ends sessions (their master-key and push tokens cascade); returns how many. */
    async deleteSessions(userId: string, exceptSessionId?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    async insertResetToken(values: {
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Every other outstanding reset link of the user stops working. */
    async retireResetTokens(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    /**
     * Holds the address until the transaction ends, so two invitations to it at once are
     * checked one after the other (there is no row to lock yet).
     */
    async lockEmail(email: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`invite:${email.toLowerCase()}`}))`,
      );
    },

    /** Whether another account (active or not) has this address, regardless of case. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.email})`, email.toLowerCase()),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
