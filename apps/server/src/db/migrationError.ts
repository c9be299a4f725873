import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** drizzle-kit's separator between the statements of one migration file. */
const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/** A committed migration (apps/server/drizzle/<name>.sql) failed; none of the pending ones applied. */
export class MigrationError extends Error {
  override name = 'MigrationError';

  constructor(
    /** The migration's file name without `.sql`, e.g. `0004_users_list_order`. */
    readonly migration: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed`, { cause });
  }
}

/**
 * The migration one of whose statements is `statement` (drizzle reports the failed statement
 * exactly as it split it from the file). The last one wins: an identical statement in an older
 * migration ran long ago.
 */
export function migrationWithStatement(
  statement: string,
  migrationsFolder: string,
): string | undefined {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  const wanted = statement.trim();
  let found: string | undefined;
  for (const { tag } of journal.entries) {
    const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
    if (text.split(STATEMENT_BREAKPOINT).some((part) => part.trim() === wanted)) found = tag;
  }
  return found;
}

/**
 * Runs drizzle's migrator; a statement of a migration file that fails comes back as a
 * MigrationError naming the file, so the operator knows which one. Anything else (the database
 * unreachable before the first statement, drizzle's own bookkeeping) is rethrown as it was.
 */
export async function migrateNamingFailures(
  migrate: () => Promise<void>,
  migrationsFolder: string,
): Promise<void> {
  try {
    await migrate();
  } catch (error) {
    if (!(error instanceof DrizzleQueryError)) throw error;
    const migration = migrationWithStatement(error.query, migrationsFolder);
    if (migration === undefined) throw error;
    throw new MigrationError(migration, error.cause ?? error);
  }
}
