import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { driveFileVersions, driveItems } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import { accessFromChain } from '../drive/drive.access.ts';
import { createDriveQueries } from '../drive/drive.queries.ts';
import type { NotificationRepo } from '../notification/notification.repo.ts';
import type {
  NotificationLogger,
  NotificationService,
} from '../notification/notification.service.ts';
import { createAttendanceSchedules } from './attendanceSchedules.ts';
import { createCalendarService } from './calendar.service.ts';
import { createLeaveEvents } from './leave.events.ts';
import { createLeaveService, type LeaveAttachments } from './leave.service.ts';
import { createWorkingTimeQueries } from './workingTime.queries.ts';

/** A leave's attachment is a drive file the requester can open (the drive's own access rules). */
export function driveAttachments(db: Database): LeaveAttachments {
  const drive = createDriveQueries(db);
  return {
    async visibleTo(userId, isAdmin, itemId) {
      const [item] = await db
        .select({ kind: driveItems.kind, inTrash: driveItems.inTrash })
        .from(driveItems)
        .where(eq(driveItems.id, itemId))
        .limit(1);
      if (!item || item.kind !== 'file' || item.inTrash) return false;
      const caller = { id: userId, teamIds: await drive.teamIdsOf(userId), isAdmin, ip: null };
      const chain = (await drive.chains(caller, [itemId])).get(itemId) ?? [];
      return accessFromChain(chain, caller).level !== null;
    },
    async file(itemId) {
      const [row] = await db
        .select({
          storageKey: driveFileVersions.storageKey,
          mimeType: driveFileVersions.mimeType,
          name: driveItems.name,
        })
        .from(driveItems)
        .innerJoin(driveFileVersions, eq(driveFileVersions.id, driveItems.currentVersionId))
        .where(and(eq(driveItems.id, itemId), eq(driveItems.inTrash, false)))
        .limit(1);
      return row;
    },
    async names(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: driveItems.id, name: driveItems.name })
        .from(driveItems)
        .where(and(inArray(driveItems.id, [...ids])));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

/** Calendars, holidays and leave, wired from the app's parts. */
export function createWorkingTimeModule({
  db,
  clock,
  notifications,
  notificationRepo,
  logger,
}: {
  db: Database;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  notificationRepo: Pick<NotificationRepo, 'people'>;
  logger: NotificationLogger;
}) {
  const repo = transactional(db, createWorkingTimeQueries);
  return {
    repo,
    schedules: createAttendanceSchedules(repo),
    calendarService: createCalendarService({ repo, clock }),
    leaveService: createLeaveService({
      repo,
      clock,
      events: createLeaveEvents({ notifications, repo: notificationRepo, logger }),
      attachments: driveAttachments(db),
    }),
  };
}
