import { localDateIn, localDayBounds } from '@atrium/api';
import type { AttendanceSessionRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationLogger } from '../notification/notification.service.ts';
import type { TimesheetQueries } from './timesheet.queries.ts';
import { lockMessage } from './timesheetAccess.ts';
import type { TimesheetCalendars } from './timesheetCalendars.ts';
import { entryMinutes } from './timesheetWeekView.ts';

/** `minutes` spread over `count` lines: equal shares, the odd minutes to the first ones. */
export function spreadMinutes(minutes: number, count: number): number[] {
  if (count <= 0) return [];
  const share = Math.floor(minutes / count);
  const rest = minutes - share * count;
  return Array.from({ length: count }, (_, index) => share + (index < rest ? 1 : 0));
}

/**
 * Finish Working's draft (ADR 0024 §6): the session's minutes not yet logged that day, spread
 * over the stories the person touched that day (changes, comments, time), in the order they
 * first touched them. Nothing is proposed when no story was touched, nothing is left to log, or
 * the week is locked. A failure is logged and never fails Finish Working.
 */
export function createTimesheetDrafts({
  repo,
  calendars,
  clock,
  logger,
}: {
  repo: Transactional<TimesheetQueries>;
  calendars: TimesheetCalendars;
  clock: Clock;
  logger: NotificationLogger;
}) {
  async function draftFor(session: AttendanceSessionRow): Promise<void> {
    if (session.endReason !== 'finish' || !session.endedAt) return;
    const rules = await calendars.rulesOf(session.userId);
    const date = localDateIn(session.startedAt, rules.time_zone);
    if (lockMessage((await repo.lockingWeek(session.userId, date))?.status)) return;
    const sessionMinutes = Math.min(
      24 * 60,
      Math.max(0, Math.floor((session.endedAt.getTime() - session.startedAt.getTime()) / 60_000)),
    );
    const now = clock.now();
    const logged = (await repo.userTimeEntries(session.userId, date, date)).reduce(
      (sum, entry) => sum + entryMinutes(entry, now),
      0,
    );
    const left = sessionMinutes - logged;
    if (left <= 0) return;
    const bounds = localDayBounds(date, rules.time_zone);
    const storyIds = await repo.touchedStories(session.userId, bounds.start, bounds.end);
    if (storyIds.length === 0) return;
    const shares = spreadMinutes(left, storyIds.length);
    await repo.insertDraft({
      userId: session.userId,
      sessionId: session.id,
      date,
      sessionMinutes,
      lines: storyIds.map((storyId, index) => ({ storyId, minutes: shares[index] ?? 0 })),
      createdAt: now,
    });
  }

  return {
    async sessionFinished(session: AttendanceSessionRow): Promise<void> {
      try {
        await draftFor(session);
      } catch (error) {
        logger.warn({ err: error, sessionId: session.id }, 'timesheet draft failed');
      }
    },
  };
}
