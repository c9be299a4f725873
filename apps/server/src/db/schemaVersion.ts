import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Atrium's schema version: the last drizzle migration applied. drizzle records each applied
 * migration's journal time (`when`) in `drizzle.__drizzle_migrations.created_at` and applies the
 * ones whose time is later than the last recorded, so that time is what orders versions.
 */
export interface SchemaVersion {
  /** The migration's tag, e.g. `0008_users_invites_password_change`; null when this code does not know it. */
  migration: string | null;
  /** Its position in the journal (0-based); null when unknown. */
  index: number | null;
  /** The journal time of the migration (ms), as drizzle records it. */
  createdAt: number;
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** The committed migrations (apps/server/drizzle/meta/_journal.json), oldest first. */
export function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/** The newest schema this code can create (and restore). */
export function codeSchemaVersion(migrationsFolder: string): SchemaVersion {
  const last = readJournal(migrationsFolder).at(-1);
  if (!last) throw new Error(`No migrations in ${migrationsFolder}`);
  return { migration: last.tag, index: last.idx, createdAt: last.when };
}

export class NoSchemaError extends Error {}

/** Runs one statement and returns its rows (PGlite, node-postgres, a transaction of either). */
export type RowQuery = (statement: string) => Promise<Record<string, unknown>[]>;

/** The schema version of a database, from drizzle's own table. */
export async function readSchemaVersion(
  query: RowQuery,
  migrationsFolder: string,
): Promise<SchemaVersion> {
  const [table] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const [last] = table?.present
    ? await query(`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`)
    : [];
  if (typeof last?.created_at !== 'string') {
    throw new NoSchemaError(
      'The database has no Atrium schema (no migration applied): start Atrium on it once, or check DATABASE_URL / ATRIUM_DATA_DIR.',
    );
  }
  const createdAt = Number(last.created_at);
  const entry = readJournal(migrationsFolder).find((item) => item.when === createdAt);
  return { migration: entry?.tag ?? null, index: entry?.idx ?? null, createdAt };
}

export function describeSchema(version: SchemaVersion): string {
  return (
    version.migration ?? `an unknown migration of ${new Date(version.createdAt).toISOString()}`
  );
}
