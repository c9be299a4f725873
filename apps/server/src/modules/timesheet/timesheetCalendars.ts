import type { WorkingCalendarRules } from '@atrium/api';
import type { ScheduleDay } from '@atrium/api/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import type { CalendarService } from '../workingTime/calendar.service.ts';
import type { WorkingTimeQueries } from '../workingTime/workingTime.queries.ts';
import { calendarsOfPeople, fallbackCalendar } from '../workingTime/workingTime.schedules.ts';

/** A person's working calendar as the timesheet needs it (ADR 0022's rules, ADR 0024). */
export interface TimesheetCalendars {
  rulesOf(userId: string): Promise<WorkingCalendarRules>;
  /** Expected minutes (less holidays and leave), holidays and leave of each date, from–to. */
  days(person: UserRow, from: string, to: string): Promise<ScheduleDay[]>;
}

/** The working-time module's schedule, read as the person themself (who may always see it). */
export function createTimesheetCalendars({
  repo,
  calendarService,
}: {
  repo: Pick<WorkingTimeQueries, 'calendars' | 'linesOf' | 'effectiveCalendars'>;
  calendarService: Pick<CalendarService, 'schedule'>;
}): TimesheetCalendars {
  return {
    async rulesOf(userId) {
      const calendar = (await calendarsOfPeople(repo, [userId])).get(userId);
      return (calendar ?? fallbackCalendar(userId, 'UTC')).rules;
    },
    async days(person, from, to) {
      const schedule = await calendarService.schedule(
        { user: person, can: () => false },
        { user_id: person.id, from_date: from, to_date: to },
      );
      return schedule.days;
    },
  };
}
