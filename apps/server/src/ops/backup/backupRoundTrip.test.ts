import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import {
  databaseSnapshot,
  emptyPostgresDatabase,
  fileDifferences,
  postgresAdminUrl,
  rowCount,
  seedBackupSource,
  snapshotDifferences,
  type DatabaseSnapshot,
} from '../../test/backups.ts';
import { testDatabases } from '../../test/databases.ts';
import { createBackup } from './createBackup.ts';
import { restoreBackup } from './restoreBackup.ts';

type Engine = 'pglite' | 'postgres';

/**
 * The test: a demo organisation and files, backed up and restored elsewhere, compared
 * table by table (every row, by primary key) and file by file (SHA-256): 0 differences, on each
 * engine and across them. PGlite → PGlite runs in `npm test`; the cases with PostgreSQL run when
 * PG_TEST_URL asks for it (also under TEST_DATABASES=postgres, which needs PGlite for the moves).
 */
const onPostgres = postgresAdminUrl !== undefined;
const withPglite = testDatabases.some((database) => database.name === 'pglite');
const targetsOf: Record<Engine, Engine[]> = {
  pglite: [
    ...(withPglite ? (['pglite'] as const) : []),
    ...(onPostgres ? (['postgres'] as const) : []),
  ],
  postgres: onPostgres ? ['postgres', 'pglite'] : [],
};
const sources = (['pglite', 'postgres'] as const).filter((engine) => targetsOf[engine].length > 0);

async function openSource(
  engine: Engine,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const database = await emptyPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

describe.each(sources)('a backup of %s', (source) => {
  let root: string;
  let sourceDataDir: string;
  let archive: string;
  let snapshot: DatabaseSnapshot;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'atrium-backup-test-'));
    sourceDataDir = path.join(root, 'source');
    const opened = await openSource(source);
    drop = opened.drop;
    await seedBackupSource(opened.handle, sourceDataDir);
    archive = path.join(root, 'backup.tar.gz');
    const result = await createBackup({
      dump: opened.handle.dump,
      dataDir: sourceDataDir,
      out: archive,
    });
    expect(result.manifest).toMatchObject({ database: { engine: source }, files: { count: 5 } });
    snapshot = await databaseSnapshot(opened.handle);
  });
  afterAll(async () => {
    await drop?.();
    await rm(root, { recursive: true, force: true });
  });

  it.each(targetsOf[source])('restores into %s with 0 differences', async (target) => {
    const dataDir = await mkdtemp(path.join(root, `${target}-`));
    const postgres = target === 'postgres' ? await emptyPostgresDatabase() : undefined;
    try {
      const result = await restoreBackup({
        archive,
        target: postgres
          ? { kind: 'postgres', url: postgres.url, dataDir }
          : { kind: 'pglite', dataDir },
      });
      expect(result.files).toBe('restored');

      const restored = await openDatabase(
        postgres
          ? { kind: 'postgres', url: postgres.url }
          : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      );
      let differences: string[];
      try {
        differences = snapshotDifferences(snapshot, await databaseSnapshot(restored));
        // A server starts on it: nothing left to migrate, no error.
        await restored.migrate();
        // The comparison sees a change of one character in one row.
        await restored.db.execute(
          sql`update users set full_name = full_name || '.' where id = (select min(id::text)::uuid from users)`,
        );
        expect(snapshotDifferences(snapshot, await databaseSnapshot(restored))).toHaveLength(1);
      } finally {
        await restored.close();
      }
      const files = await fileDifferences(
        path.join(sourceDataDir, 'files'),
        path.join(dataDir, 'files'),
      );
      printScoreboard('backup', [
        [
          `backup round trip ${source} → ${target} (${snapshot.size} tables, ${rowCount(snapshot)} rows, 5 files)`,
          `${differences.length + files.length} differences, restore ${result.ms} ms`,
        ],
      ]);
      expect(differences).toEqual([]);
      expect(files).toEqual([]);
      expect(rowCount(snapshot)).toBeGreaterThan(500);
    } finally {
      await postgres?.drop();
    }
  });

  it.runIf(source === 'postgres')(
    'refuses a non-empty PostgreSQL database without --force, and replaces it with --force',
    async () => {
      const database = await emptyPostgresDatabase();
      const target = await mkdtemp(path.join(root, 'refusals-'));
      try {
        const into = { kind: 'postgres', url: database.url, dataDir: target } as const;
        await restoreBackup({ archive, target: into });
        await expect(restoreBackup({ archive, target: into })).rejects.toThrow(
          /holds .+ and \d+ more\. Restore into an empty database, or add --force/,
        );
        const changed = await openDatabase({ kind: 'postgres', url: database.url });
        await changed.db.execute(sql`create table leftover (id int)`);
        await changed.close();
        await restoreBackup({ archive, target: into, force: true });
        const check = await openDatabase({ kind: 'postgres', url: database.url });
        const result = (await check.db.execute(
          sql`select to_regclass('public.leftover') is null as gone, (select count(*)::int from users) as users`,
        )) as unknown as { rows: { gone: boolean; users: number }[] };
        await check.close();
        expect(result.rows[0]).toEqual({ gone: true, users: 30 });
      } finally {
        await database.drop();
      }
    },
  );
});
