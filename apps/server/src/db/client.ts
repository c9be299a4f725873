import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { backfillUsernameSkeletons } from '../modules/user/usernameSkeleton.ts';
import { dumpPglite, dumpPostgres, type DumpDatabase } from './dump.ts';
import { migrateNamingFailures } from './migrationError.ts';
import {
  createQueryListeners,
  timePgliteQueries,
  timePoolQueries,
  type QueryListener,
} from './queryTiming.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What repositories receive: the same query builder on PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * Applies the committed migrations (apps/server/drizzle), then the data steps SQL cannot do
   * (usernames' confusable skeletons). A failing migration file throws a MigrationError naming it.
   */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** A consistent plain-SQL dump while the database is in use (backups: src/ops/backup). */
  dump: DumpDatabase;
  /** PGlite's folder; undefined in memory and on PostgreSQL. */
  dataDir?: string;
  /** Hears every query's duration (the metrics); answers the function that stops it. */
  observeQueries(listener: QueryListener): () => void;
  /** The connections: node-postgres' pool, or PGlite's one (never idle, nobody waits for it). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onPoolError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string | 'memory' };

/**
 * The migrations folder next to the running code: `src/db/` in development and tests,
 * `dist/` once bundled. Walks up until it finds apps/server/drizzle.
 */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No drizzle migrations folder found above ${from}`);
    dir = parent;
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  const queryListeners = createQueryListeners();

  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server (PostgreSQL restart) must not crash the process.
    pool.on('error', (error) => target.onPoolError?.(error));
    timePoolQueries(pool, queryListeners);
    const db = drizzleNodePg(pool, { schema });
    return {
      kind: 'postgres',
      db,
      migrate: async () => {
        await migrateNamingFailures(
          () => migrateNodePg(db, { migrationsFolder }),
          migrationsFolder,
        );
        await backfillUsernameSkeletons(db);
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      dump: (file, options) => dumpPostgres(target.url, file, migrationsFolder, options),
      observeQueries: queryListeners.observe,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  let releaseLock = () => {};
  if (target.dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    releaseLock = lockDataDir(target.dataDir);
    client = new PGlite(target.dataDir);
  }
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  timePgliteQueries(client, queryListeners);
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      await migrateNamingFailures(() => migratePglite(db, { migrationsFolder }), migrationsFolder);
      await backfillUsernameSkeletons(db);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: (file) => dumpPglite(client, file, migrationsFolder),
    ...(target.dataDir === 'memory' ? {} : { dataDir: target.dataDir }),
    observeQueries: queryListeners.observe,
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

export class DatabaseLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file beside the folder holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processIsAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database ${dataDir} is in use by process ${owner}. Stop it first (PGlite serves one process at a time), or use DATABASE_URL for PostgreSQL.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database ${dataDir}`);
}
