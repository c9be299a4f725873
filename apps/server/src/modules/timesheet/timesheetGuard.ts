import { localDateIn } from '@atrium/api';
import type { TimesheetQueries } from './timesheet.queries.ts';
import { lockMessage } from './timesheetAccess.ts';
import type { TimesheetCalendars } from './timesheetCalendars.ts';
import type { TimeEntryGuard } from './timeEntryGuard.ts';

/** The story module's view of the timesheet: local dates and week locks (timeEntryGuard.ts). */
export function createTimeEntryGuard({
  repo,
  calendars,
}: {
  repo: Pick<TimesheetQueries, 'lockingWeek'>;
  calendars: TimesheetCalendars;
}): TimeEntryGuard {
  return {
    async localDate(userId, at) {
      return localDateIn(at, (await calendars.rulesOf(userId)).time_zone);
    },
    async lockedReason(userId, date) {
      return lockMessage((await repo.lockingWeek(userId, date))?.status);
    },
  };
}
