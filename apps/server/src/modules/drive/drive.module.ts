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
import { createLocalDriveBlobs } from './driveBlobs.ts';
import { createDriveFilesService } from './driveFiles.service.ts';
import { createDriveThumbnails } from './driveThumbnails.ts';
import { typeOfFile } from './driveFileType.ts';
import { createDriveUploadService } from './driveUploads.service.ts';

/** Where the drive's file versions live: `<dataDir>/files/drive/<storage key>`. */
export const driveFilesDir = (dataDir: string) => filesDir(dataDir, 'drive');
/** Thumbnails of image files, made on first request (they can always be made again). */
export const driveThumbnailsDir = (dataDir: string) => filesDir(dataDir, 'drive-thumbnails');
/** Uploads in progress (tus), on the same disk so a finished one is linked in, not copied. */
export const driveUploadsDir = (dataDir: string) => filesDir(dataDir, 'drive-uploads');

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
  const blobs = createLocalDriveBlobs(driveFilesDir(dataDir));
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
    typeOf: typeOfFile,
  });
  const filesService = createDriveFilesService({
    repo,
    blobs,
    thumbnails: createDriveThumbnails(driveThumbnailsDir(dataDir)),
    clock,
    limits,
  });
  return {
    driveService,
    uploadService,
    filesService,
    blobs,
    uploadsDirectory: driveUploadsDir(dataDir),
    maxFileBytes: async () => (await limits()).maxFileBytes,
    teamIdsOf: (userId: string) => repo.teamIdsOf(userId),
  };
}
