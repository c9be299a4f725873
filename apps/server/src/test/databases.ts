import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database; `drop` closes and removes it. */
  open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>;
}

const adminUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  },
};

/** A throw-away database on the server at PG_TEST_URL (or DATABASE_URL), dropped afterwards. */
function postgres(url: string): TestDatabase {
  const withAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async open() {
      const database = `atrium_test_${randomBytes(6).toString('hex')}`;
      await withAdmin(`CREATE DATABASE ${database}`);
      const target = new URL(url);
      target.pathname = `/${database}`;
      const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
      await handle.migrate();
      return {
        handle,
        drop: async () => {
          await handle.close();
          await withAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        },
      };
    },
  };
}

/**
 * PGlite always; PostgreSQL too when PG_TEST_URL or DATABASE_URL is set. TEST_DATABASES=postgres
 * runs PostgreSQL alone (CI's PostgreSQL step: `npm test` has just run every suite on PGlite).
 */
function chooseTestDatabases(): TestDatabase[] {
  const onPostgres = adminUrl ? [postgres(adminUrl)] : [];
  if (process.env.TEST_DATABASES === 'postgres') {
    if (!adminUrl) throw new Error('TEST_DATABASES=postgres needs PG_TEST_URL or DATABASE_URL');
    return onPostgres;
  }
  return [pglite, ...onPostgres];
}

export const testDatabases: TestDatabase[] = chooseTestDatabases();

/** Every table of the schema, so each test starts from nothing (the migrations table is kept). */
export async function emptyTables(handle: DatabaseHandle): Promise<void> {
  // Both drivers answer with `rows`; the shared Database type leaves the result untyped.
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = result.rows.map((row) => `"${row.tablename}"`);
  if (names.length > 0) {
    await handle.db.execute(sql.raw(`truncate table ${names.join(', ')} cascade`));
  }
}
