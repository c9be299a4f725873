import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rateLimit.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import type { EventBus } from '../../events/bus.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createMaterialReviewService } from '../story/materialReview.service.ts';
import { createStoryEvents } from '../story/story.events.ts';
import { createStoryQueries } from '../story/story.queries.ts';
import { createStoryAttachmentQueries } from '../story/storyAttachments.queries.ts';
import { createDriveQueries } from './drive.queries.ts';
import { createDriveLinkExpiry } from './driveLinks.expiry.ts';
import { createDriveLinkQueries } from './driveLinks.queries.ts';
import { createDriveLinkService } from './driveLinks.service.ts';
import type { DriveStorage } from './driveStorage.ts';
import { createSharedLinkService } from './sharedLinks.service.ts';

/** Share links, wired from the app's parts: what the staff routes and the public routes need. */
export function createDriveLinksModule({
  db,
  clock,
  storage,
  jobs,
  notifications,
  settings,
  limiter,
  production,
  logger,
  events,
}: {
  db: Database;
  clock: Clock;
  /** The drive's bytes and its thumbnail maker (shared with the drive module). */
  storage: Pick<DriveStorage, 'blobs' | 'thumbnails'>;
  jobs: Pick<JobRunner, 'schedule' | 'cancel' | 'register'>;
  notifications: Pick<NotificationService, 'notify'>;
  settings: Pick<SettingsService, 'getAll'>;
  limiter: RateLimiter;
  production: boolean;
  logger: NotificationLogger;
  /** Live events: a story decided on from its material's page refetches on open boards. */
  events: Pick<EventBus, 'publish'>;
}) {
  const repo = transactional(db, createDriveQueries);
  const links = transactional(db, createDriveLinkQueries);
  const expiry = createDriveLinkExpiry({ jobs, links, clock, notifications, logger });
  const linkService = createDriveLinkService({
    repo,
    links,
    clock,
    expiry,
    limits: async () => {
      const all = await settings.getAll();
      return {
        defaultExpiryDays: all.driveLinkDefaultExpiryDays,
        maxExpiryDays: all.driveLinkMaxExpiryDays,
      };
    },
  });
  // "Approve / Request changes" on a story's material page write to the story (ADR 0025).
  const materialReview = createMaterialReviewService({
    repo: transactional(db, (tx) => ({
      story: createStoryQueries(tx),
      links: createStoryAttachmentQueries(tx),
    })),
    clock,
    events: createStoryEvents({ notifications, events, logger }),
  });
  const shared = createSharedLinkService({
    links,
    drive: repo,
    clock,
    version: (versionId) => repo.version(versionId),
    reviewOf: (link) => materialReview.status(link),
  });
  return {
    staff: { linkService, teamIdsOf: (userId: string) => repo.teamIdsOf(userId) },
    public: {
      shared,
      blobs: storage.blobs,
      thumbnails: storage.thumbnails,
      limiter,
      production,
      materialReview,
    },
  };
}
