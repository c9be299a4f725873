import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { checksumTree } from '../ops/backup/archive.ts';
import { seedDemo } from '../seed/demo.ts';
import { seededHash } from './helpers.ts';

/** PostgreSQL's admin URL when the suite runs on it (databases.ts's convention); else undefined. */
export const postgresAdminUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;

/** A new database with nothing in it (not migrated), on the server at postgresAdminUrl. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresAdminUrl) throw new Error('emptyPostgresDatabase needs PG_TEST_URL');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Files like the app's and harder ones: binary, nested, non-ASCII and empty. */
export async function writeSampleFiles(filesDir: string): Promise<void> {
  const samples: [string, Buffer][] = [
    ['avatars/0b7c.webp', randomBytes(48_000)],
    ['avatars/91fe.png', randomBytes(7_000)],
    ['drive/reports/2026/q1 report.txt', Buffer.from('Quarterly report\n')],
    ['drive/ملفات/تقرير.txt', Buffer.from('تقرير الحضور\n')],
    ['drive/empty.bin', Buffer.alloc(0)],
  ];
  for (const [name, data] of samples) {
    const file = path.join(filesDir, ...name.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }
}

/** The demo organisation (teams, people, permissions, two weeks of attendance) and some files. */
export async function seedBackupSource(handle: DatabaseHandle, dataDir: string): Promise<void> {
  await seedDemo(handle.db, {
    now: new Date('2026-03-16T09:00:00Z'),
    passwordHash: await seededHash(),
  });
  await writeSampleFiles(path.join(dataDir, 'files'));
}

type Rows = { rows: Record<string, unknown>[] };

async function rowsOf(db: Database, statement: string): Promise<Record<string, unknown>[]> {
  // Both drivers answer with `rows`; the shared Database type leaves the result untyped.
  return ((await db.execute(sql.raw(statement))) as unknown as Rows).rows;
}

/** Every row of every table (public and drizzle), as text keyed by its primary key. */
export type DatabaseSnapshot = Map<string, Map<string, string>>;

const TABLES_SQL = `
select n.nspname as schema, c.relname as name,
       coalesce((select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum))
                   from pg_index i
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                  where i.indrelid = c.oid and i.indisprimary), '') as pk
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
 order by 1, 2`;

/**
 * Reads every table ordered by primary key, each row as PostgreSQL's text of the whole row in one
 * session with TimeZone UTC, so PGlite and PostgreSQL render the same values identically.
 */
export async function databaseSnapshot(handle: DatabaseHandle): Promise<DatabaseSnapshot> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local time zone 'UTC'`));
    const snapshot: DatabaseSnapshot = new Map();
    for (const table of await rowsOf(tx, TABLES_SQL)) {
      const name = `"${String(table.schema)}"."${String(table.name)}"`;
      const key = table.pk ? `(${String(table.pk)})::text` : 't::text';
      const order = table.pk ? String(table.pk) : 't::text';
      const rows = await rowsOf(
        tx,
        `select ${key} as k, t::text as r from ${name} t order by ${order}`,
      );
      snapshot.set(name, new Map(rows.map((row) => [String(row.k), String(row.r)])));
    }
    return snapshot;
  });
}

/** Rows (and tables) missing on either side or different; 0 means identical. */
export function snapshotDifferences(a: DatabaseSnapshot, b: DatabaseSnapshot): string[] {
  const differences: string[] = [];
  for (const table of new Set([...a.keys(), ...b.keys()])) {
    const left = a.get(table);
    const right = b.get(table);
    if (!left || !right) {
      differences.push(`${table}: table only on one side`);
      continue;
    }
    for (const key of new Set([...left.keys(), ...right.keys()])) {
      if (left.get(key) !== right.get(key)) {
        differences.push(
          `${table} ${key}: ${left.get(key) ?? '(none)'} ≠ ${right.get(key) ?? '(none)'}`,
        );
      }
    }
  }
  return differences;
}

export function rowCount(snapshot: DatabaseSnapshot): number {
  return [...snapshot.values()].reduce((total, rows) => total + rows.size, 0);
}

/** Files missing on either side or with another SHA-256. */
export async function fileDifferences(dirA: string, dirB: string): Promise<string[]> {
  const [a, b] = await Promise.all([checksumTree(dirA), checksumTree(dirB)]);
  const differences: string[] = [];
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    if (a.get(name)?.sha256 !== b.get(name)?.sha256) differences.push(name);
  }
  return differences;
}
