import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import type { EventBus } from '../../events/bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MasterKeyChecker } from '../../plugins/masterKey.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import { createDriveQueries } from '../drive/drive.queries.ts';
import type { DriveLinkService } from '../drive/driveLinks.service.ts';
import type { DriveStorage } from '../drive/driveStorage.ts';
import { createProjectService } from './project.service.ts';
import { createStoryAttachmentQueries } from './storyAttachments.queries.ts';
import { createStoryAttachmentService } from './storyAttachments.service.ts';
import { createStoryEvents } from './story.events.ts';
import { createStoryQueries } from './story.queries.ts';
import { createStoryService } from './story.service.ts';
import { createStorySummaryService } from './story.summary.ts';
import type { TimeEntryGuard } from '../timesheet/timeEntryGuard.ts';

/** The projects' and stories' services, wired from the app's parts (story.routes.ts). */
export function createStoryModule({
  db,
  clock,
  notifications,
  events,
  masterKeys,
  logger,
  timeGuard,
  storage,
  links,
}: {
  db: Database;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  events: Pick<EventBus, 'publish'>;
  masterKeys: MasterKeyChecker;
  logger: NotificationLogger;
  /** The timesheet's week locks and local dates for time entries (ADR 0024). */
  timeGuard?: TimeEntryGuard;
  /** The drive's bytes and thumbnails: attachments open through the story (ADR 0025). */
  storage: Pick<DriveStorage, 'blobs' | 'thumbnails'>;
  /** Share links: a story's material is one. */
  links: Pick<DriveLinkService, 'create' | 'get'>;
}) {
  const repo = transactional(db, createStoryQueries);
  const drive = createDriveQueries(db);
  const storyEvents = createStoryEvents({ notifications, events, logger });
  return {
    projectService: createProjectService({ repo, clock }),
    storyService: createStoryService({
      repo,
      clock,
      events: storyEvents,
      ...(timeGuard ? { timeGuard } : {}),
    }),
    summaryService: createStorySummaryService({ repo, clock }),
    masterKeys,
    attachments: {
      service: createStoryAttachmentService({
        repo,
        attachments: transactional(db, createStoryAttachmentQueries),
        drive,
        links,
        clock,
        events: storyEvents,
      }),
      blobs: storage.blobs,
      thumbnails: storage.thumbnails,
      teamIdsOf: (userId: string) => drive.teamIdsOf(userId),
    },
  };
}
