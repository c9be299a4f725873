import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { seedBackupSource } from '../../test/backups.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  addressSequence,
  createTestApp,
  login,
  manualClock,
  PASSWORD,
} from '../../test/helpers.ts';
import { inspectArchive, MANIFEST_NAME, type Manifest } from './archive.ts';
import { backupCommand, restoreCommand } from './commands.ts';
import { BACKUP_NAME_PATTERN } from './createBackup.ts';
import { OPS_FILE } from './opsListener.ts';
import { RestoreRefused, restoreBackup } from './restoreBackup.ts';
import { BACKUP_JOB_KEY } from './scheduledBackups.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Rewrites an archive after `change` edited its extracted contents (a forged or damaged backup). */
async function rewriteArchive(
  archive: string,
  out: string,
  change: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-archive-'));
  try {
    await extract({ file: archive, cwd: dir });
    await change(dir);
    await create({ gzip: true, file: out, cwd: dir }, await readdir(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function userCount(dataDir: string, username: string): Promise<number> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const result = (await handle.db.execute(
      sql`select count(*)::int as n from users where username = ${username}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}

/**
 * The server on an embedded database in a folder, as `npm start` runs it: `npm run backup` must go
 * through it, the restore must keep away from it, and the scheduled job must write and prune.
 * PGlite only (skipped under TEST_DATABASES=postgres); the PostgreSQL refusals are in
 * backupRoundTrip.test.ts.
 */
const withPglite = testDatabases.some((database) => database.name === 'pglite');

describe.skipIf(!withPglite)('backups next to a running server (PGlite in a folder)', () => {
  let root: string;
  let dataDir: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'atrium-backup-safety-'));
    dataDir = path.join(root, 'live');
    handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await handle.migrate();
    await seedBackupSource(handle, dataDir);
    app = await createTestApp(handle, { config: { dataDir } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Fastify runs onListen hooks (the backup listener) after listen() resolves.
    for (let wait = 0; wait < 100 && !existsSync(path.join(dataDir, OPS_FILE)); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('npm run backup asks the running server, which keeps answering and writing meanwhile', async () => {
    const lines: string[] = [];
    const env = loadEnv({ ATRIUM_DATA_DIR: dataDir }, root);
    const nextAddress = addressSequence('10.91');
    const backup = backupCommand(['--out', 'live.tar.gz'], {
      env,
      cwd: root,
      print: (line) => lines.push(line),
    });
    // Sign-ins write sessions while the dump runs on the same single-session database.
    const signIns = ['demo.02', 'demo.03', 'demo.04', 'demo.05'].map((username) =>
      login(app, { username, password: PASSWORD }, {}, nextAddress()),
    );
    const [out, ...responses] = await Promise.all([backup, ...signIns]);
    archive = out as string;
    expect(archive).toBe(path.join(root, 'live.tar.gz'));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(lines.join('\n')).toMatch(/made by the running server[\s\S]*every checksum matches/);
    // Not left inside pg_dump's read-only transaction or its search_path.
    const after = await login(app, { username: 'demo.06', password: PASSWORD }, {}, nextAddress());
    expect(after.statusCode).toBe(200);
    const { manifest, problems } = await inspectArchive(archive);
    expect(problems).toEqual([]);
    expect(manifest).toMatchObject({ database: { engine: 'pglite' }, files: { count: 5 } });
  });

  it('refuses to restore over the database the server has open, even with --force', async () => {
    await expect(
      restoreBackup({ archive, target: { kind: 'pglite', dataDir }, force: true }),
    ).rejects.toThrow(DatabaseLockedError);
  });

  it('refuses a non-empty data folder without --force, and replaces it with --force', async () => {
    const target = await mkdtemp(path.join(root, 'target-'));
    const lines: string[] = [];
    const context = {
      env: loadEnv({ ATRIUM_DATA_DIR: target }, root),
      cwd: root,
      print: (line: string) => lines.push(line),
    };
    await restoreCommand(['live.tar.gz'], context);
    expect(lines.join('\n')).toMatch(
      /^Restored .*live\.tar\.gz \(made .* on PGlite \(embedded\), schema 00\d\d_\w+\) into the embedded database .*\n {2}files: 5 restored into/,
    );
    await expect(restoreCommand(['live.tar.gz'], context)).rejects.toThrow(
      /the embedded database .* exists\. Restore into an empty database, or add --force/,
    );

    const changed = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') });
    await changed.db.execute(
      sql`update users set username = 'renamed.after.restore' where username = 'demo.01'`,
    );
    await changed.close();
    const forced = await restoreBackup({
      archive,
      target: { kind: 'pglite', dataDir: target },
      force: true,
    });
    expect(forced.files).toBe('unchanged');
    expect(await userCount(target, 'renamed.after.restore')).toBe(0);
    expect(await userCount(target, 'demo.01')).toBe(1);
    expect((await readdir(target)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses a files folder holding other files without --force, before touching the database', async () => {
    const target = await mkdtemp(path.join(root, 'files-'));
    await mkdir(path.join(target, 'files'));
    await writeFile(path.join(target, 'files', 'someone-elses.txt'), 'keep me');
    await expect(
      restoreBackup({ archive, target: { kind: 'pglite', dataDir: target } }),
    ).rejects.toThrow(
      /already holds 1 file\(s\) that differ from the backup's\. Move them away, or add --force/,
    );
    expect(existsSync(path.join(target, 'db'))).toBe(false);
  });

  it('refuses an archive from a newer schema, with the versions in the message', async () => {
    const future = path.join(root, 'future.tar.gz');
    await rewriteArchive(archive, future, async (dir) => {
      const file = path.join(dir, MANIFEST_NAME);
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      manifest.schema = {
        migration: '0042_from_the_future',
        index: 42,
        createdAt: manifest.schema.createdAt + 86_400_000,
      };
      await writeFile(file, JSON.stringify(manifest));
    });
    const target = await mkdtemp(path.join(root, 'future-'));
    const attempt = restoreBackup({ archive: future, target: { kind: 'pglite', dataDir: target } });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(
      /comes from a newer Atrium: its database schema is at 0042_from_the_future, and this Atrium knows migrations up to 00\d\d_\w+\. Update Atrium/,
    );
    expect(await readdir(target)).toEqual([]);
  });

  it('refuses an archive whose checksums do not match', async () => {
    const damaged = path.join(root, 'damaged.tar.gz');
    await rewriteArchive(archive, damaged, async (dir) => {
      await writeFile(path.join(dir, 'files', 'avatars', '91fe.png'), 'not the picture');
    });
    const target = await mkdtemp(path.join(root, 'damaged-'));
    await expect(
      restoreBackup({ archive: damaged, target: { kind: 'pglite', dataDir: target } }),
    ).rejects.toThrow(
      /damaged, nothing was restored: files\/avatars\/91fe\.png does not match its checksum/,
    );
    expect(await readdir(target)).toEqual([]);
  });

  it('the scheduled job writes a backup every interval, keeps the newest N and survives restarts', async () => {
    const backupsDir = path.join(root, 'scheduled');
    const clock = manualClock(new Date('2026-04-01T02:00:00Z'));
    const config = {
      dataDir,
      backups: { schedule: { intervalMs: HOUR, keep: 2 }, dir: backupsDir, pgDump: undefined },
    };
    const scheduled = await createTestApp(handle, { clock, config });
    const nextRun = async () => {
      const [row] = await handle.db
        .select({ runAt: jobs.runAt, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.uniqueKey, BACKUP_JOB_KEY));
      return row;
    };
    try {
      expect(await nextRun()).toEqual({
        runAt: new Date('2026-04-01T02:01:00Z'),
        status: 'pending',
      });
      // A restart does not postpone it.
      const restarted = await createTestApp(handle, { clock, config });
      await restarted.close();
      expect((await nextRun())?.runAt).toEqual(new Date('2026-04-01T02:01:00Z'));

      for (let run = 0; run < 3; run += 1) {
        clock.advance(run === 0 ? MINUTE : HOUR);
        expect(await scheduled.jobs.runDue()).toBe(1);
      }
      const kept = (await readdir(backupsDir)).filter((name) => BACKUP_NAME_PATTERN.test(name));
      expect(kept).toEqual([
        'atrium-backup-20260401T030100Z.tar.gz',
        'atrium-backup-20260401T040100Z.tar.gz',
      ]);
      expect(await nextRun()).toEqual({
        runAt: new Date('2026-04-01T05:01:00Z'),
        status: 'pending',
      });
      const { problems } = await inspectArchive(path.join(backupsDir, kept[1]!));
      expect(problems).toEqual([]);
    } finally {
      await scheduled.close();
    }
  });
});
