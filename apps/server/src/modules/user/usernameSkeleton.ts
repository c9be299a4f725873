import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The confusable skeleton of a username (Unicode TR39 section 4, with the confusables.txt data
 * of `unhomoglyph`): two names with one skeleton look alike, e.g. Cyrillic `аdmin` and `admin`,
 * or `adrnin` and `admin` (the table maps m to rn). Never shown; only compared, through the
 * unique index on users.username_skeleton.
 *
 * Usernames are told apart regardless of case (the lower() unique index, and sign-in), so the
 * skeleton starts from the lower-case name: names the server already counts as one (Admin,
 * admin) must share a skeleton, or the index would let through what the name check refuses.
 * The table maps to prototypes of mixed case (0 → O), so the result is lower-cased again: 0 is
 * then o, as O is. NFD before and after the mapping is TR39's: Cyrillic ё decomposes to е + ̈,
 * whose е maps to e like the base of Latin ë. NFKC first makes it the stored spelling's
 * skeleton even for a name written before usernames were stored in NFKC.
 *
 * Changing this (or upgrading unhomoglyph, pinned exactly) changes skeletons: a migration that
 * sets username_skeleton to NULL then lets `backfillUsernameSkeletons` compute them again.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).toLowerCase().normalize('NFD');
}

/** PostgreSQL unique_violation on the skeleton index, whether or not the driver wrapped it. */
export function isSkeletonConflict(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ('code' in current && current.code === '23505') {
      return 'constraint' in current && current.constraint === 'users_username_skeleton_key';
    }
    current = 'cause' in current && current.cause !== current ? current.cause : undefined;
  }
  return false;
}

/**
 * Gives every user without a skeleton its skeleton, oldest account first; runs after the
 * migrations. SQL has no TR39 table, so migration 0007 only adds the column and its index and
 * this fills it, with the very function that checks new names.
 *
 * A database made before the check may already hold look-alikes (admin, then Cyrillic аdmin).
 * Upgrading must not fail on them, nor rename anybody: the oldest keeps the skeleton, the later
 * ones keep their names and a NULL skeleton (a unique index ignores NULLs). Those stay NULL, and
 * are tried again at each start (a few rows), so one gets its skeleton once the holder is renamed
 * or deleted. Their own renames are checked like anybody's.
 */
export async function backfillUsernameSkeletons(db: Database): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton))
    .orderBy(asc(users.createdAt), asc(users.id));
  for (const row of rows) {
    const skeleton = usernameSkeleton(row.username);
    try {
      // One statement per row, each its own transaction: a look-alike is skipped, not a failure.
      await db
        .update(users)
        .set({ usernameSkeleton: skeleton })
        .where(
          and(
            eq(users.id, row.id),
            isNull(users.usernameSkeleton),
            sql`not exists (select 1 from ${users} where ${users.usernameSkeleton} = ${skeleton})`,
          ),
        );
    } catch (error) {
      // Taken between the check and the write: by a user created or renamed meanwhile, or by
      // another instance starting on the same PostgreSQL. This row stays NULL, like any twin.
      if (!isSkeletonConflict(error)) throw error;
    }
  }
}
