import { availabilityAt } from '@atrium/api';
import type {
  AttendanceSessionsQuery,
  AttendanceSummary,
  AttendanceSummaryQuery,
  StatusHistoryQuery,
  UsersStatusQuery,
} from '@atrium/api/contracts';
import type { Clock } from '../../lib/clock.ts';
import { targetUser, type Caller } from './attendance.access.ts';
import { toPage, toSessionDto, toStatusEventDto, toUserStatusDto } from './attendance.mappers.ts';
import type { AttendanceRepo, TimeRange } from './attendance.repo.ts';
import type { AttendanceSchedules } from './scheduleRules.ts';
import { withSchedule } from './scheduledDays.ts';
import { localDateBounds, workedMinutesPerDay } from './workedMinutes.ts';
import { addDays, safeTimeZone, startOfLocalDay } from './zonedTime.ts';

/** Optional local-date filters → instants in the user's zone; `to_date` counts as a whole day. */
function localRange(
  range: { from_date?: string | undefined; to_date?: string | undefined },
  timeZone: string,
): TimeRange {
  return {
    from: range.from_date ? startOfLocalDay(range.from_date, timeZone) : undefined,
    to: range.to_date ? startOfLocalDay(addDays(range.to_date, 1), timeZone) : undefined,
  };
}

export interface AttendanceHistoryDeps {
  repo: AttendanceRepo;
  clock: Clock;
  schedules?: AttendanceSchedules | undefined;
}

export type AttendanceHistory = ReturnType<typeof createAttendanceHistory>;

/** Read-only views: status history, who is working now, sessions and worked time per day. */
export function createAttendanceHistory({ repo, clock, schedules }: AttendanceHistoryDeps) {
  return {
    async statusHistory(caller: Caller, query: StatusHistoryQuery) {
      const user = await targetUser(repo, caller, query.user_id, ['User', 'Timesheet']);
      const range = localRange(query, safeTimeZone(user.timeZone));
      const page = await repo.listStatusEvents(user.id, range, query);
      return toPage(page, query, toStatusEventDto);
    },

    /** Team presence: every active user (optionally of one team) with their status. */
    async usersStatus(query: UsersStatusQuery) {
      const page = await repo.listUserStatuses(
        { teamId: query.team_id, isAvailable: query.is_available },
        query,
      );
      const now = clock.now();
      const days = await schedules?.at(
        page.rows.map((row) => row.userId),
        now,
      );
      return toPage(page, query, (row) => {
        const dto = toUserStatusDto(row);
        const day = days?.get(row.userId);
        if (!day || (!day.configured && !day.onLeave)) return dto;
        const availability = availabilityAt(day.rules, day.holidays, now, {
          working: row.isAvailable,
          onLeave: day.onLeave,
          lastChange: row.lastChangeAt,
        });
        return {
          ...dto,
          availability: availability.state,
          minutes_late: availability.minutes_late,
        };
      });
    },

    async sessions(caller: Caller, query: AttendanceSessionsQuery) {
      const user = await targetUser(repo, caller, query.user_id, ['Timesheet']);
      const page = await repo.listSessions(
        user.id,
        { ...localRange(query, safeTimeZone(user.timeZone)), needsReview: query.needs_review },
        query,
      );
      const now = clock.now();
      return toPage(page, query, (row) => toSessionDto(row, now));
    },

    /**
     * Worked minutes per local date of the user's own time zone and, with working calendars,
     * each date's kind, expected minutes, lateness, leaving early and overtime.
     */
    async summary(caller: Caller, query: AttendanceSummaryQuery): Promise<AttendanceSummary> {
      const user = await targetUser(repo, caller, query.user_id, ['Timesheet']);
      const timeZone = safeTimeZone(user.timeZone);
      // A day either side: a night shift begun on the last date runs into the next, and the
      // calendar's zone may differ from the person's. Minutes per date stay clipped to the span.
      const { from, to } = localDateBounds(
        addDays(query.from_date, -1),
        addDays(query.to_date, 1),
        timeZone,
      );
      const now = clock.now();
      const [sessions, span] = await Promise.all([
        repo.sessionsOverlapping(user.id, from, to),
        schedules?.span(user.id, query.from_date, query.to_date),
      ]);
      const worked = workedMinutesPerDay(sessions, {
        fromDate: query.from_date,
        toDate: query.to_date,
        timeZone,
        now,
      });
      const days = span ? withSchedule(worked, sessions, span, now) : worked;
      return {
        user_id: user.id,
        time_zone: timeZone,
        from_date: query.from_date,
        to_date: query.to_date,
        total_minutes: days.reduce((sum, day) => sum + day.minutes, 0),
        days,
      };
    },
  };
}
