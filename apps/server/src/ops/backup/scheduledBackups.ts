import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { DumpDatabase } from '../../db/dump.ts';
import { jobs as jobsTable } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import { BACKUP_NAME_PATTERN, backupFileName, createBackup } from './createBackup.ts';
import { registerOpsListener } from './opsListener.ts';

/** The backup settings (env.ts: ATRIUM_BACKUP_INTERVAL, _DIR, _KEEP, ATRIUM_PG_DUMP). */
export interface BackupSettings {
  /** Scheduled backups; undefined: off (the default). */
  schedule: { intervalMs: number; keep: number } | undefined;
  /** Where scheduled backups go. */
  dir: string;
  /** The pg_dump for a PostgreSQL database; undefined: `pg_dump` on PATH. */
  pgDump: string | undefined;
}

/** One scheduled backup job exists at a time, across instances (the job runner's unique key). */
export const BACKUP_JOB_KEY = 'ops.backup';
/** The first scheduled backup runs this soon after it is turned on (or the interval, if shorter). */
const FIRST_BACKUP_DELAY_MS = 60_000;

/** Deletes the oldest scheduled backups beyond `keep` (only files named like ours); returns their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME_PATTERN.test(name))
    .sort()
    .reverse();
  const removed = names.slice(keep);
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

export interface BackupDeps {
  jobs: JobRunner;
  database: { db: Database; dump?: DumpDatabase; dataDir?: string };
  dataDir: string;
  settings: BackupSettings | undefined;
  clock: Clock;
  logger: FastifyBaseLogger;
}

/**
 * Makes sure the next backup is scheduled, without moving one already due within the interval
 * (every start and every instance calls this; a restart must not postpone the backup).
 */
async function ensureScheduled(
  { jobs, database, clock }: BackupDeps,
  intervalMs: number,
): Promise<void> {
  const [row] = await database.db
    .select({ status: jobsTable.status, runAt: jobsTable.runAt })
    .from(jobsTable)
    .where(eq(jobsTable.uniqueKey, BACKUP_JOB_KEY));
  const now = clock.now().getTime();
  if (row?.status === 'running') return;
  if (row?.status === 'pending' && row.runAt.getTime() <= now + intervalMs) return;
  const first = new Date(now + Math.min(FIRST_BACKUP_DELAY_MS, intervalMs));
  await jobs.schedule('ops.backup', first, {}, BACKUP_JOB_KEY);
}

/**
 * Backups in the server (app.ts): the scheduled backup job (ATRIUM_BACKUP_INTERVAL; off by
 * default), which writes an archive to the backup folder, keeps the newest N and schedules the
 * next; and the listener `npm run backup` uses while the server has the embedded database open.
 */
export function registerBackups(app: FastifyInstance, deps: BackupDeps): void {
  const { jobs, database, dataDir, settings, logger } = deps;
  const dump = database.dump;

  jobs.register('ops.backup', async ({ job, now, complete }) => {
    const schedule = settings?.schedule;
    // Turned off since it was scheduled: finish without a next run.
    if (!settings || !schedule || !dump) return;
    const next = new Date(now.getTime() + schedule.intervalMs);
    // Named after the occurrence (its scheduled time), not the clock: a second run of the same
    // occurrence (a lock that expired while this instance still worked) finds the archive there.
    const out = path.join(settings.dir, backupFileName(job.runAt));
    try {
      if (existsSync(out)) {
        logger.info({ file: out }, 'scheduled backup already written by another run');
      } else {
        const result = await createBackup({
          dump: (file) =>
            dump(file, settings.pgDump === undefined ? {} : { pgDump: settings.pgDump }),
          dataDir,
          out,
          now,
        });
        const removed = await pruneBackups(settings.dir, schedule.keep);
        logger.info(
          { file: result.file, bytes: result.bytes, ms: result.ms, removed },
          'scheduled backup written',
        );
      }
    } catch (error) {
      // Another run of this occurrence published its archive first: that backup is done.
      if (!existsSync(out)) {
        logger.error({ err: error, dir: settings.dir }, 'scheduled backup failed');
        // A failed backup does not stop the schedule; the runner logs the failure.
        await jobs.schedule('ops.backup', next, {}, BACKUP_JOB_KEY);
        throw error;
      }
    }
    // Done and the next one scheduled together, once: a run that lost its claim stops here.
    await database.db.transaction(async (tx) => {
      await complete(tx);
      await jobs.schedule('ops.backup', next, {}, BACKUP_JOB_KEY, { tx });
    });
  });

  const schedule = settings?.schedule;
  if (schedule && dump) app.addHook('onReady', () => ensureScheduled(deps, schedule.intervalMs));
  if (dump)
    registerOpsListener(app, { dataDir, database: { dump, dataDir: database.dataDir }, logger });
}
