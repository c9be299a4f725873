import { execFile, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readSchemaVersion, type SchemaVersion } from './schemaVersion.ts';

/** What a dump says about where it came from (the backup manifest records it). */
export interface DumpInfo {
  engine: 'pglite' | 'postgres';
  /** `server_version` of the dumped database, e.g. `17.5` (PGlite) or `15.20`. */
  serverVersion: string;
  /** The pg_dump that wrote it, e.g. `pg_dump (PostgreSQL) 15.20` or `pg_dump (PGlite WASM)`. */
  dumpedWith: string;
  /** The last migration applied to the dumped database. */
  schema: SchemaVersion;
}

export interface DumpOptions {
  /** The pg_dump binary for PostgreSQL (ATRIUM_PG_DUMP); `pg_dump` on PATH by default. */
  pgDump?: string;
}

/** Writes a consistent plain-SQL dump of the whole database to `file`. */
export type DumpDatabase = (file: string, options?: DumpOptions) => Promise<DumpInfo>;

export class DumpError extends Error {}

/**
 * Plain SQL that either engine restores: INSERTs rather than COPY (a driver can run them), no
 * owners, grants or tablespaces (the target's role names differ), 100 rows per INSERT (a restore
 * into PGlite runs a statement at a time).
 */
export const DUMP_ARGS = [
  '--format=plain',
  '--no-owner',
  '--no-privileges',
  '--no-tablespaces',
  '--no-publications',
  '--no-subscriptions',
  '--no-security-labels',
  '--column-inserts',
  '--rows-per-insert=100',
] as const;

/**
 * pg_dump 15.14+/17.6+ frames its output with psql's `\restrict KEY` … `\unrestrict KEY`. We run
 * dumps through a driver, never psql, and a backslash line is not SQL: drop exactly that pair
 * (the random key makes a data line that matches it impossible).
 */
export function withoutPsqlRestrict(text: string): string {
  const key = /^\\restrict (\S+)\r?$/m.exec(text)?.[1];
  if (!key) return text;
  return text
    .split('\n')
    .filter((line) => {
      const bare = line.replace(/\r$/, '');
      return bare !== `\\restrict ${key}` && bare !== `\\unrestrict ${key}`;
    })
    .join('\n');
}

/**
 * Dumps the PGlite database the server has open, inside that same process (a second process must
 * never open its folder). PGlite is one session, and pg_dump (compiled to WASM, pglite-tools)
 * talks to it through the raw protocol, bypassing PGlite's locks; left alone it would run inside a
 * transaction the app has open between two statements, and it leaves its own read-only
 * transaction and session settings (search_path '') behind. So it runs inside a transaction of
 * ours: PGlite's transaction lock keeps every other query of the app waiting until it ends;
 * pg_dump's own BEGIN/SET TRANSACTION only warn inside it (we set the same isolation first); and
 * the ROLLBACK at the end takes back everything pg_dump changed in the session. pg_dump itself runs
 * synchronously on the event loop (about a second for a small database).
 */
export async function dumpPglite(
  client: PGlite,
  file: string,
  migrationsFolder: string,
): Promise<DumpInfo> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  let text = '';
  let info: DumpInfo | undefined;
  await client.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const version = await tx.query<{ server_version: string }>('SHOW server_version');
    const schema = await readSchemaVersion(
      async (statement) => (await tx.query<Record<string, unknown>>(statement)).rows,
      migrationsFolder,
    );
    // pgDump uses only query, exec and execProtocolRawStream: the first two go through our
    // transaction (not PGlite's locks, which we hold), the raw protocol to the one session.
    const session = {
      query: tx.query,
      exec: tx.exec,
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    };
    const dump = await pgDump({ pg: session as unknown as PGlite, args: [...DUMP_ARGS] });
    text = await dump.text();
    info = {
      engine: 'pglite',
      serverVersion: version.rows[0]?.server_version ?? 'unknown',
      dumpedWith: 'pg_dump (PGlite WASM, @electric-sql/pglite-tools)',
      schema,
    };
    await tx.rollback();
  });
  if (!info) throw new DumpError('pg_dump of the embedded database returned nothing');
  await writeFile(file, withoutPsqlRestrict(text), { mode: 0o600 });
  return info;
}

/** The URL without its password, which goes to pg_dump through PGPASSWORD (not `ps`). */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

async function postgresFacts(
  url: string,
  migrationsFolder: string,
): Promise<{ serverVersion: string; schema: SchemaVersion }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const schema = await readSchemaVersion(
      async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      migrationsFolder,
    );
    return { serverVersion: version.rows[0]?.server_version ?? 'unknown', schema };
  } finally {
    await client.end();
  }
}

function runPgDump(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new DumpError(
              `pg_dump not found ("${binary}"). Install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set ATRIUM_PG_DUMP to its path.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const mismatch = /server version: ([\d.]+); pg_dump version: ([\d.]+)/.exec(stderr);
      reject(
        new DumpError(
          mismatch
            ? `pg_dump ${mismatch[2]} cannot dump PostgreSQL ${mismatch[1]}: install the client of that version (or newer) and set ATRIUM_PG_DUMP to its pg_dump.`
            : `pg_dump failed (exit ${code}): ${stderr.trim()}`,
        ),
      );
    });
  });
}

/**
 * Dumps a PostgreSQL database with the system's pg_dump: one REPEATABLE READ snapshot, so the dump
 * is consistent while servers keep writing. The schema version is read before and after; a
 * migration in between fails the backup rather than recording the wrong one.
 */
export async function dumpPostgres(
  url: string,
  file: string,
  migrationsFolder: string,
  { pgDump = 'pg_dump' }: DumpOptions = {},
): Promise<DumpInfo> {
  const before = await postgresFacts(url, migrationsFolder);
  const { url: withoutPassword, password } = splitPassword(url);
  const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  await runPgDump(pgDump, [...DUMP_ARGS, `--file=${file}`, `--dbname=${withoutPassword}`], env);
  const after = await postgresFacts(url, migrationsFolder);
  if (after.schema.createdAt !== before.schema.createdAt) {
    throw new DumpError(
      'A migration ran during the backup (a server was starting?): run it again.',
    );
  }
  await writeFile(file, withoutPsqlRestrict(await readFile(file, 'utf8')), { mode: 0o600 });
  const { stdout } = await promisify(execFile)(pgDump, ['--version']);
  return {
    engine: 'postgres',
    serverVersion: before.serverVersion,
    dumpedWith: stdout.trim(),
    schema: before.schema,
  };
}
