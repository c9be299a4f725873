import { addLocalDays, localDateIn, timesheetWeekStart } from '@atrium/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs as jobsTable } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TimesheetEvents } from './timesheet.events.ts';
import type { TimesheetQueries } from './timesheet.queries.ts';
import type { TimesheetCalendars } from './timesheetCalendars.ts';

/** One reminders job exists at a time, across instances (the job runner's unique key). */
export const TIMESHEET_REMINDERS_KEY = 'timesheet.reminders';
/** How often the server looks for weeks that ended without a timesheet. */
export const TIMESHEET_REMINDERS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sends the missing-timesheet reminders that are due at `now` (ADR 0024 §5). A person who holds
 * Timesheet is reminded once per week, after the end of the last shift of their week (their
 * calendar, in its zone), while the week is neither submitted nor approved. Skipped: a week with
 * no expected hours (all leave or holidays), and anyone on leave today. Answers how many were sent.
 */
export async function sendDueReminders({
  repo,
  calendars,
  events,
  now,
}: {
  repo: Transactional<TimesheetQueries>;
  calendars: TimesheetCalendars;
  events: TimesheetEvents;
  now: Date;
}): Promise<number> {
  let sent = 0;
  for (const { id } of await repo.timesheetPeople()) {
    const person = await repo.user(id);
    if (!person) continue;
    const rules = await calendars.rulesOf(id);
    const today = localDateIn(now, rules.time_zone);
    const weekStart = timesheetWeekStart(rules, today);
    const days = await calendars.days(person, weekStart, addLocalDays(weekStart, 6));
    if (days.reduce((sum, day) => sum + day.expected_minutes, 0) === 0) continue;
    if (days.find((day) => day.date === today)?.leave) continue;
    const lastEnd = Math.max(
      0,
      ...days
        .filter((day) => day.expected_minutes > 0)
        .flatMap((day) => day.shifts.map((shift) => Date.parse(shift.end))),
    );
    if (lastEnd === 0 || now.getTime() < lastEnd) continue;
    const remind = await repo.transaction(async (tx) => {
      await tx.lockUser(id);
      const week = await tx.ensureWeek(id, weekStart, now);
      if (week.remindedAt || week.status === 'submitted' || week.status === 'approved') {
        return false;
      }
      await tx.updateWeek(week.id, { remindedAt: now });
      return true;
    });
    if (!remind) continue;
    await events.reminder({ userId: id, weekStart });
    sent += 1;
  }
  return sent;
}

/** The hourly reminders job, scheduled on start like the drive's maintenance. */
export function registerTimesheetReminders(
  app: FastifyInstance,
  deps: {
    jobs: JobRunner;
    db: Database;
    repo: Transactional<TimesheetQueries>;
    calendars: TimesheetCalendars;
    events: TimesheetEvents;
    clock: Clock;
    logger: FastifyBaseLogger;
  },
): void {
  const { jobs, db, clock, logger } = deps;
  jobs.register('timesheet.reminders', async ({ now }) => {
    try {
      const sent = await sendDueReminders({ ...deps, now });
      if (sent > 0) logger.info({ event: 'timesheet_reminders', sent }, 'timesheet reminders sent');
    } finally {
      await jobs.schedule(
        'timesheet.reminders',
        new Date(now.getTime() + TIMESHEET_REMINDERS_INTERVAL_MS),
        {},
        TIMESHEET_REMINDERS_KEY,
      );
    }
  });

  // Every start makes sure a run is scheduled, without postponing one already due.
  app.addHook('onReady', async () => {
    const [row] = await db
      .select({ status: jobsTable.status })
      .from(jobsTable)
      .where(eq(jobsTable.uniqueKey, TIMESHEET_REMINDERS_KEY));
    if (row?.status === 'pending' || row?.status === 'running') return;
    await jobs.schedule(
      'timesheet.reminders',
      new Date(clock.now().getTime() + TIMESHEET_REMINDERS_INTERVAL_MS),
      {},
      TIMESHEET_REMINDERS_KEY,
    );
  });
}
