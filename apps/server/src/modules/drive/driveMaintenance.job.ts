import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs as jobsTable } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createDriveQueries } from './drive.queries.ts';
import { purgeExpiredTrash, sweepOrphanBlobs } from './driveMaintenance.ts';
import type { DriveStorage } from './driveStorage.ts';

/** One maintenance job exists at a time, across instances (the job runner's unique key). */
export const DRIVE_MAINTENANCE_KEY = 'drive.maintenance';
/** How often the trash is purged and leftovers are swept. */
export const DRIVE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The drive's hourly job: deletes what has been in the trash past the retention window
 * (setting `driveTrashRetentionDays`), sweeps finished and stale uploads and removes stored
 * files no version points at. A failure is logged and the next run is scheduled all the same.
 */
export function registerDriveMaintenance(
  app: FastifyInstance,
  deps: {
    jobs: JobRunner;
    db: Database;
    /** Where the bytes are: the data directory or S3 (driveStorage.ts). */
    storage: DriveStorage;
    settings: Pick<SettingsService, 'getAll'>;
    clock: Clock;
    logger: FastifyBaseLogger;
  },
): void {
  const { jobs, db, storage, settings, clock, logger } = deps;
  const repo = transactional(db, createDriveQueries);
  const { blobs } = storage;

  jobs.register('drive.maintenance', async ({ now }) => {
    try {
      const { driveTrashRetentionDays } = await settings.getAll();
      const purged = await purgeExpiredTrash({
        repo,
        blobs,
        now,
        retentionDays: driveTrashRetentionDays,
      });
      const uploads = await storage.uploads.sweep(now);
      const orphans = await sweepOrphanBlobs({ blobs, repo, now });
      if (purged + uploads + orphans > 0) {
        logger.info(
          { event: 'drive_maintenance', purged, uploads, orphans },
          'drive maintenance done',
        );
      }
    } finally {
      await jobs.schedule(
        'drive.maintenance',
        new Date(now.getTime() + DRIVE_MAINTENANCE_INTERVAL_MS),
        {},
        DRIVE_MAINTENANCE_KEY,
      );
    }
  });

  // Every start makes sure a run is scheduled, without postponing one already due.
  app.addHook('onReady', async () => {
    const [row] = await db
      .select({ status: jobsTable.status })
      .from(jobsTable)
      .where(eq(jobsTable.uniqueKey, DRIVE_MAINTENANCE_KEY));
    if (row?.status === 'pending' || row?.status === 'running') return;
    await jobs.schedule(
      'drive.maintenance',
      new Date(clock.now().getTime() + DRIVE_MAINTENANCE_INTERVAL_MS),
      {},
      DRIVE_MAINTENANCE_KEY,
    );
  });
}
