import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import type { EventBus } from '../../events/bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MasterKeyChecker } from '../../plugins/masterKey.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import { createProjectService } from './project.service.ts';
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
}: {
  db: Database;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  events: Pick<EventBus, 'publish'>;
  masterKeys: MasterKeyChecker;
  logger: NotificationLogger;
  /** The timesheet's week locks and local dates for time entries (ADR 0024). */
  timeGuard?: TimeEntryGuard;
}) {
  const repo = transactional(db, createStoryQueries);
  return {
    projectService: createProjectService({ repo, clock }),
    storyService: createStoryService({
      repo,
      clock,
      events: createStoryEvents({ notifications, events, logger }),
      ...(timeGuard ? { timeGuard } : {}),
    }),
    summaryService: createStorySummaryService({ repo, clock }),
    masterKeys,
  };
}
