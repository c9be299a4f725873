import type { AttendanceState } from '@atrium/api/contracts';
import type { AttendanceSessionRow, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AttendanceQueries, AttendanceRepo } from './attendance.repo.ts';
import { ATTENDANCE_ERRORS, AttendanceError, notFound } from './attendance.errors.ts';
import type { AttendanceSettingsReader } from './attendance.settings.ts';
import { createKeyedLock } from './keyedLock.ts';
import type { SessionJobs } from './sessionJobs.ts';
import {
  attendanceState,
  endTime,
  finishedByUser,
  isOverdue,
  promptIntervalMs,
  timedOut,
  type SessionEnd,
} from './sessionRules.ts';
import { autoCheckoutAt, type AttendanceSchedules } from './scheduleRules.ts';
import { safeTimeZone } from './zonedTime.ts';

export interface SessionTransitionsDeps {
  repo: AttendanceRepo;
  clock: Clock;
  settings: AttendanceSettingsReader;
  sessionJobs: SessionJobs;
  schedules?: AttendanceSchedules | undefined;
  /** Told after Finish Working has committed (the timesheet's draft, ADR 0024); never throws. */
  onFinished?: ((session: AttendanceSessionRow) => Promise<void>) | undefined;
}

export type SessionTransitions = ReturnType<typeof createSessionTransitions>;

/**
 * The state machine's moves (sessionRules.ts) applied to the database. Each runs in one
 * transaction holding the user's row lock, so requests and jobs of one user go one at a time
 * across instances; the keyed lock also queues one user's requests in this process.
 */
export function createSessionTransitions({
  repo,
  clock,
  settings,
  sessionJobs,
  schedules,
  onFinished,
}: SessionTransitionsDeps) {
  const oneAtATime = createKeyedLock();

  /** Closes the session, marks the user unavailable, records the change and drops its jobs. */
  async function close(
    tx: AttendanceQueries,
    session: AttendanceSessionRow,
    end: SessionEnd,
    now: Date,
  ): Promise<AttendanceSessionRow> {
    const endedAt = endTime(session, end);
    const closed = await tx.updateSession(session.id, {
      endedAt,
      endReason: end.reason,
      needsReview: end.needsReview,
    });
    await tx.setAvailable(session.userId, false, now);
    await tx.insertStatusEvent({
      userId: session.userId,
      isAvailable: false,
      source: end.source,
      reason: end.reason,
      at: endedAt,
    });
    await sessionJobs.cancelAll(tx.db, session.id);
    return closed;
  }

  async function start(user: UserRow): Promise<AttendanceState> {
    const s = await settings();
    // Read before the transaction (one connection on PGlite): the day decides the check-out.
    const day = (await schedules?.at([user.id], clock.now()))?.get(user.id);
    return repo.transaction(async (tx) => {
      const locked = await tx.lockUser(user.id);
      if (!locked) throw notFound();
      const now = clock.now();
      let open = await tx.findOpenSession(user.id);
      if (open && isOverdue(open, now, s)) {
        await close(tx, open, timedOut(open, now), now);
        open = undefined;
      }
      // Starting twice leaves one open session (security.md): answer with it.
      if (open) return attendanceState(open, s, now);

      const timeZone = safeTimeZone(locked.timeZone);
      const session = await tx.insertSession({
        userId: user.id,
        startedAt: now,
        lastConfirmedAt: now,
        timeZone,
      });
      await tx.setAvailable(user.id, true, now);
      await tx.insertStatusEvent({
        userId: user.id,
        isAvailable: true,
        source: 'user',
        reason: 'start',
        at: now,
      });
      await sessionJobs.schedulePrompt(
        tx.db,
        session.id,
        new Date(now.getTime() + promptIntervalMs(s)),
      );
      const checkoutAt = autoCheckoutAt(day, now, s, timeZone);
      if (checkoutAt) await sessionJobs.scheduleAutoCheckout(tx.db, session.id, checkoutAt);
      return attendanceState(session, s, now);
    });
  }

  async function finish(user: UserRow): Promise<AttendanceState> {
    const s = await settings();
    const { state, closed } = await repo.transaction(async (tx) => {
      await tx.lockUser(user.id);
      const now = clock.now();
      const open = await tx.findOpenSession(user.id);
      if (!open) throw new AttendanceError('conflict', ATTENDANCE_ERRORS.notWorking);
      const end = isOverdue(open, now, s) ? timedOut(open, now) : finishedByUser(now);
      const session = await close(tx, open, end, now);
      return { state: attendanceState(session, s, now), closed: session };
    });
    await onFinished?.(closed);
    return state;
  }

  /** Continue Session: answers the prompt and moves the next one an interval on. */
  async function confirm(user: UserRow): Promise<AttendanceState> {
    const s = await settings();
    // The timeout must commit even though the caller gets an error, so it is thrown after.
    const result = await repo.transaction(async (tx) => {
      await tx.lockUser(user.id);
      const now = clock.now();
      const open = await tx.findOpenSession(user.id);
      if (!open) return { ended: false as const, state: undefined };
      if (isOverdue(open, now, s)) {
        // Too late: the server ends it as it would have anyway, and says so.
        await close(tx, open, timedOut(open, now), now);
        return { ended: true as const, state: undefined };
      }
      const session = await tx.updateSession(open.id, {
        promptSentAt: null,
        lastConfirmedAt: now,
      });
      await sessionJobs.schedulePrompt(
        tx.db,
        session.id,
        new Date(now.getTime() + promptIntervalMs(s)),
      );
      await sessionJobs.cancelTimeout(tx.db, session.id);
      return { ended: false as const, state: attendanceState(session, s, now) };
    });
    if (result.state) return result.state;
    throw new AttendanceError(
      'conflict',
      result.ended ? ATTENDANCE_ERRORS.sessionEnded : ATTENDANCE_ERRORS.notWorking,
    );
  }

  return {
    close,
    /** Start Working (idempotent) or Finish Working. */
    setStatus(user: UserRow, isAvailable: boolean): Promise<AttendanceState> {
      return oneAtATime(user.id, () => (isAvailable ? start(user) : finish(user)));
    },
    continueSession(user: UserRow): Promise<AttendanceState> {
      return oneAtATime(user.id, () => confirm(user));
    },
  };
}
