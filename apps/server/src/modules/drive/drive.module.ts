import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import { filesDir } from '../../lib/files.ts';
import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createDriveEvents } from './drive.events.ts';
import { createDriveQueries } from './drive.queries.ts';
import { createDriveService, DRIVE_LIMITS_FROM_SETTINGS } from './drive.service.ts';

/** Where the drive's file versions live: `<dataDir>/files/drive/<storage key>`. */
export const driveFilesDir = (dataDir: string) => filesDir(dataDir, 'drive');

/** The drive's service and what its routes need, wired from the app's parts. */
export function createDriveModule({
  db,
  clock,
  dataDir,
  notifications,
  notificationRepo,
  settings,
  logger,
}: {
  db: Database;
  clock: Clock;
  dataDir: string;
  notifications: Pick<NotificationService, 'notify'>;
  notificationRepo: Pick<NotificationRepo, 'people' | 'teamMemberIds'>;
  settings: Pick<SettingsService, 'getAll'>;
  logger: NotificationLogger;
}) {
  const repo = transactional(db, createDriveQueries);
  const directory = driveFilesDir(dataDir);
  const driveService = createDriveService({
    repo,
    clock,
    events: createDriveEvents({ notifications, repo: notificationRepo, logger }),
    limits: async () => DRIVE_LIMITS_FROM_SETTINGS(await settings.getAll()),
    async removeBlobs(keys) {
      // Storage keys are server-made ids, never paths; basename keeps it so.
      await Promise.all(
        keys.map((key) => rm(path.join(directory, path.basename(key)), { force: true })),
      );
    },
  });
  return { driveService, teamIdsOf: (userId: string) => repo.teamIdsOf(userId) };
}
