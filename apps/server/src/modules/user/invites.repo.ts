import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type InvitesRepo = ReturnType<typeof createInvitesRepo>;

/**
 * The e-mail address rule of invitations, which creating and editing a user follow too
 * (users.service.ts checkEmailFree); the account itself goes through users.repo. Pass `tx`
 * inside a transaction.
 */
export function createInvitesRepo(db: Database) {
  return {
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
