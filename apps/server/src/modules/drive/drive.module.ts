import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createDriveEvents } from './drive.events.ts';
import { createDriveQueries } from './drive.queries.ts';
import { createDriveService, DRIVE_LIMITS_FROM_SETTINGS } from './drive.service.ts';
import { createDriveFilesService } from './driveFiles.service.ts';
import { typeOfStored } from './driveFileType.ts';
import type { DriveStorage } from './driveStorage.ts';
import { createDriveUploadService } from './driveUploads.service.ts';

/** The drive's service and what its routes need, wired from the app's parts. */
export function createDriveModule({
  db,
  clock,
  storage,
  notifications,
  notificationRepo,
  settings,
  logger,
}: {
  db: Database;
  clock: Clock;
  /** Where the bytes are: the data directory or S3 (driveStorage.ts). */
  storage: DriveStorage;
  notifications: Pick<NotificationService, 'notify'>;
  notificationRepo: Pick<NotificationRepo, 'people' | 'teamMemberIds'>;
  settings: Pick<SettingsService, 'getAll'>;
  logger: NotificationLogger;
}) {
  const repo = transactional(db, createDriveQueries);
  const { blobs } = storage;
  const limits = async () => DRIVE_LIMITS_FROM_SETTINGS(await settings.getAll());
  const driveService = createDriveService({
    repo,
    clock,
    events: createDriveEvents({ notifications, repo: notificationRepo, logger }),
    limits,
    removeBlobs: (keys) => blobs.remove(keys),
  });
  const uploadService = createDriveUploadService({
    repo,
    blobs,
    clock,
    limits,
    typeOf: (key) => typeOfStored(blobs, key),
  });
  const filesService = createDriveFilesService({
    repo,
    blobs,
    thumbnails: storage.thumbnails,
    clock,
    limits,
  });
  return {
    driveService,
    uploadService,
    filesService,
    blobs,
    uploadStore: storage.uploads,
    maxFileBytes: async () => (await limits()).maxFileBytes,
    teamIdsOf: (userId: string) => repo.teamIdsOf(userId),
  };
}
