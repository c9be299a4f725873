import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A dump's opening lines set session parameters of the engine that wrote it; PGlite's pg_dump 17
 * writes `SET transaction_timeout = 0`, which PostgreSQL 15 does not know. Drops the SETs of the
 * header the target does not have (only the header: later lines may be data).
 */
export function adaptDumpHeader(text: string, knownSettings: ReadonlySet<string>): string {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (
      line.trim() === '' ||
      line.startsWith('--') ||
      /^SELECT pg_catalog\.set_config\(/.test(line)
    ) {
      continue;
    }
    const setting = /^SET ([A-Za-z_.]+) = .*;\r?$/.exec(line);
    if (!setting) break;
    if (!knownSettings.has((setting[1] ?? '').toLowerCase()))
      lines[index] = `-- (not on this server) ${line}`;
  }
  return lines.join('\n');
}

async function settingNames(query: (statement: string) => Promise<{ name: string }[]>) {
  return new Set(
    (await query('select name from pg_settings')).map((row) => row.name.toLowerCase()),
  );
}

/**
 * Restores a dump into a new PGlite folder `dir`: built beside it under a temp name, then renamed
 * into place, so a failure leaves nothing half-restored. An existing `dir` is replaced only when
 * `replace` is set (the caller checked it and holds its lock).
 */
export async function restoreIntoPglite(
  dir: string,
  dump: string,
  replace: boolean,
): Promise<void> {
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  const suffix = randomBytes(6).toString('hex');
  const building = path.join(parent, `.${path.basename(dir)}.restoring-${suffix}`);
  const previous = path.join(parent, `.${path.basename(dir)}.replaced-${suffix}`);
  try {
    const client = new PGlite(building);
    try {
      await client.waitReady;
      const known = await settingNames(
        async (statement) => (await client.query<{ name: string }>(statement)).rows,
      );
      await client.exec(adaptDumpHeader(dump, known));
    } finally {
      await client.close();
    }
    if (replace) await rename(dir, previous).catch(ignoreMissing);
    await rename(building, dir);
  } finally {
    await rm(building, { recursive: true, force: true });
    await rm(previous, { recursive: true, force: true });
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/** Objects a PostgreSQL database holds besides the system's and extensions': what a restore would clash with. */
const CONTENTS_SQL = `
with ext as (select objid, classid from pg_depend where deptype = 'e')
select 'schema' as kind, n.nspname as schema, n.nspname as name, null::text as signature
  from pg_namespace n
 where n.nspname not in ('public', 'information_schema') and n.nspname not like 'pg\\_%'
   and not exists (select 1 from ext where ext.classid = 'pg_namespace'::regclass and ext.objid = n.oid)
union all
select case c.relkind when 'r' then 'table' when 'p' then 'table' when 'f' then 'foreign table'
                      when 'v' then 'view' when 'm' then 'materialized view' else 'sequence' end,
       n.nspname, c.relname, null
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = 'public' and c.relkind in ('r', 'p', 'f', 'v', 'm', 'S')
   and not exists (select 1 from ext where ext.classid = 'pg_class'::regclass and ext.objid = c.oid)
union all
select 'type', n.nspname, t.typname, null
  from pg_type t join pg_namespace n on n.oid = t.typnamespace
 where n.nspname = 'public'
   and (t.typtype in ('e', 'd', 'r', 'm') or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
   and not exists (select 1 from ext where ext.classid = 'pg_type'::regclass and ext.objid = t.oid)
union all
select 'function', n.nspname, p.proname, p.oid::regprocedure::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
 where n.nspname = 'public'
   and not exists (select 1 from ext where ext.classid = 'pg_proc'::regclass and ext.objid = p.oid)
`;

export interface DatabaseObject {
  kind: string;
  schema: string;
  name: string;
  signature: string | null;
}

/** What the database at `url` holds (empty: a restore needs no --force). */
export async function postgresContents(url: string): Promise<DatabaseObject[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<DatabaseObject>(CONTENTS_SQL)).rows;
  } finally {
    await client.end();
  }
}

/** Other sessions on the same database (running servers): a forced restore refuses them. */
async function otherSessions(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return result.rows[0]?.count ?? 0;
}

export class RestoreTargetError extends Error {}

function dropStatement(client: pg.Client, object: DatabaseObject): string {
  const name = `${client.escapeIdentifier(object.schema)}.${client.escapeIdentifier(object.name)}`;
  switch (object.kind) {
    case 'schema':
      return `drop schema if exists ${client.escapeIdentifier(object.name)} cascade`;
    case 'table':
      return `drop table if exists ${name} cascade`;
    case 'foreign table':
      return `drop foreign table if exists ${name} cascade`;
    case 'view':
      return `drop view if exists ${name} cascade`;
    case 'materialized view':
      return `drop materialized view if exists ${name} cascade`;
    case 'sequence':
      return `drop sequence if exists ${name} cascade`;
    case 'type':
      return `drop type if exists ${name} cascade`;
    default:
      return `drop function if exists ${object.signature ?? name} cascade`;
  }
}

/**
 * Restores a dump into the PostgreSQL database at `url` in one transaction: all of it or nothing.
 * With `replace`, everything already there (see CONTENTS_SQL) is dropped first, in the same
 * transaction; the public schema itself stays, with its owner and grants.
 */
export async function restoreIntoPostgres(
  url: string,
  dump: string,
  replace: boolean,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (replace) {
      const others = await otherSessions(client);
      if (others > 0) {
        throw new RestoreTargetError(
          `${others} other connection(s) use this database: stop every Atrium server on it before restoring over it.`,
        );
      }
    }
    const known = await settingNames(
      async (statement) => (await client.query<{ name: string }>(statement)).rows,
    );
    await client.query('BEGIN');
    try {
      if (replace) {
        for (const object of (await client.query<DatabaseObject>(CONTENTS_SQL)).rows) {
          await client.query(dropStatement(client, object));
        }
      }
      await client.query(adaptDumpHeader(dump, known));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }
}
