import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import type { CalendarService } from '../workingTime/calendar.service.ts';
import type { WorkingTimeQueries } from '../workingTime/workingTime.queries.ts';
import { createTimesheetEvents } from './timesheet.events.ts';
import { createTimesheetQueries } from './timesheet.queries.ts';
import { createTimesheetService } from './timesheet.service.ts';
import { createTimesheetApprovals } from './timesheetApprovals.ts';
import { createTimesheetCalendars } from './timesheetCalendars.ts';
import { createTimesheetDrafts } from './timesheetDrafts.ts';
import { createTimeEntryGuard } from './timesheetGuard.ts';

/** The timesheet's parts, wired from the app's (calendars and leave come from working time). */
export function createTimesheetModule({
  db,
  clock,
  workingTime,
  notifications,
  notificationRepo,
  logger,
}: {
  db: Database;
  clock: Clock;
  workingTime: { repo: WorkingTimeQueries; calendarService: Pick<CalendarService, 'schedule'> };
  notifications: Pick<NotificationService, 'notify'>;
  notificationRepo: Pick<NotificationRepo, 'people'>;
  logger: NotificationLogger;
}) {
  const repo = transactional(db, createTimesheetQueries);
  const calendars = createTimesheetCalendars(workingTime);
  const approvers = workingTime.repo;
  const events = createTimesheetEvents({ notifications, repo: notificationRepo, logger });
  const timesheetService = createTimesheetService({ repo, calendars, approvers, clock });
  return {
    repo,
    calendars,
    events,
    timesheetService,
    approvals: createTimesheetApprovals({
      repo,
      calendars,
      approvers,
      clock,
      events,
      weeks: timesheetService,
    }),
    drafts: createTimesheetDrafts({ repo, calendars, clock, logger }),
    guard: createTimeEntryGuard({ repo, calendars }),
  };
}
