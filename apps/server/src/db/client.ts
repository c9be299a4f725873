import { existsSync, mkdirSync } from 'node:fs';
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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What repositories receive: the same query builder on PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies the committed migrations (apps/server/drizzle). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
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

  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server (PostgreSQL restart) must not crash the process.
    pool.on('error', (error) => target.onPoolError?.(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    client = new PGlite(target.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
