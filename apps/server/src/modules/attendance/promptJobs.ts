import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobContext, JobRunner } from '../../jobs/jobRunner.ts';
import type { AttendanceRepo } from './attendance.repo.ts';
import { iso } from './attendance.mappers.ts';
import type { AttendanceSettingsReader } from './attendance.settings.ts';
import { ATTENDANCE_JOB_KINDS, type SessionJobs } from './sessionJobs.ts';
import {
  autoCheckedOut,
  isOverdue,
  isPromptDue,
  promptIntervalMs,
  timedOut,
  timeoutAfterMs,
} from './sessionRules.ts';
import { promptAllowed, type AttendanceSchedules } from './scheduleRules.ts';
import type { SessionTransitions } from './sessionTransitions.ts';

export interface AttendancePromptSent {
  message: string;
  /** When the prompt was sent (ISO 8601, UTC). */
  timestamp: string;
  sessionId: string;
}

/** Where the "Confirm attendance" prompt goes out (SSE / push); wired by the notifications module. */
export interface AttendanceEvents {
  promptSent(userId: string, event: AttendancePromptSent): Promise<void>;
}

const PROMPT_MESSAGES: Record<UserRow['language'], string> = {
  en: 'Are you still working? Confirm to keep your session open.',
  ar: 'هل ما زلت تعمل؟ أكّد لإبقاء جلستك مفتوحة.',
};

export interface PromptJobsDeps {
  repo: AttendanceRepo;
  clock: Clock;
  settings: AttendanceSettingsReader;
  logger: FastifyBaseLogger;
  events: AttendanceEvents;
  sessionJobs: SessionJobs;
  transitions: Pick<SessionTransitions, 'close'>;
  schedules?: AttendanceSchedules | undefined;
}

/**
 * The handlers of the session's scheduled jobs. A job may run late, twice, or after the user
 * already acted, so each one locks the user, re-reads the open session and does nothing unless
 * it is still the session (and the prompt) it was scheduled for. Each first marks its job done
 * in the same transaction (`complete`, the job's idempotency check): when an instance's lock
 * expired while it was still working and another instance ran the job too, only one of the two
 * transactions commits, so a prompt is sent, and a session closed, once.
 */
export function createPromptJobs({
  repo,
  clock,
  settings,
  logger,
  events,
  sessionJobs,
  transitions,
  schedules,
}: PromptJobsDeps) {
  /** Marks the prompt sent and schedules its timeout, then (after the commit) tells the user. */
  async function sendPrompt({
    payload,
    complete,
  }: JobContext<{ sessionId: string }>): Promise<void> {
    const { sessionId } = payload;
    const s = await settings();
    // Outside working hours or on leave, no prompt: the next check comes an interval later.
    const owner = schedules ? (await repo.findSession(sessionId))?.userId : undefined;
    const allowed = owner
      ? promptAllowed((await schedules?.at([owner], clock.now()))?.get(owner), clock.now())
      : true;
    const prompted = await repo.transaction(async (tx) => {
      await complete(tx.db);
      const found = await tx.findSession(sessionId);
      if (!found || found.endedAt) return undefined;
      const user = await tx.lockUser(found.userId);
      const session = await tx.findOpenSession(found.userId);
      if (!user || session?.id !== sessionId || session.promptSentAt) return undefined;
      const now = clock.now();
      // Continue Session moved the prompt while this job waited for the lock.
      if (!isPromptDue(session, now, s)) return undefined;
      if (!allowed) {
        await sessionJobs.schedulePrompt(
          tx.db,
          session.id,
          new Date(now.getTime() + promptIntervalMs(s)),
        );
        return undefined;
      }
      await tx.updateSession(session.id, { promptSentAt: now });
      const timeoutAt = new Date(now.getTime() + timeoutAfterMs(s));
      await sessionJobs.scheduleTimeout(tx.db, session.id, timeoutAt, now);
      return { userId: user.id, language: user.language, now };
    });
    if (!prompted) return;
    try {
      await events.promptSent(prompted.userId, {
        message: PROMPT_MESSAGES[prompted.language],
        timestamp: iso(prompted.now),
        sessionId,
      });
    } catch (error) {
      // The server still ends the session if nobody answers (the browser may be closed anyway).
      logger.warn({ err: error, sessionId }, 'attendance prompt could not be delivered');
    }
  }

  /** The prompt it was scheduled for is still unanswered → end the session at the prompt time. */
  async function expirePrompt({
    payload,
    complete,
  }: JobContext<{ sessionId: string; promptSentAt: string }>): Promise<void> {
    const { sessionId, promptSentAt } = payload;
    const s = await settings();
    await repo.transaction(async (tx) => {
      await complete(tx.db);
      const found = await tx.findSession(sessionId);
      if (!found || found.endedAt) return;
      await tx.lockUser(found.userId);
      const session = await tx.findOpenSession(found.userId);
      if (session?.id !== sessionId || !session.promptSentAt) return;
      if (iso(session.promptSentAt) !== promptSentAt) return;
      const now = clock.now();
      // Thrown, not skipped: the runner retries it later instead of the session staying open.
      if (!isOverdue(session, now, s)) {
        throw new Error('attendance timeout ran before its prompt expired');
      }
      await transitions.close(tx, session, timedOut(session, now), now);
    });
  }

  /** Closes the session at the configured local hour (the time the job was scheduled for). */
  async function autoCheckout({
    payload,
    job,
    complete,
  }: JobContext<{ sessionId: string }>): Promise<void> {
    const { sessionId } = payload;
    await repo.transaction(async (tx) => {
      await complete(tx.db);
      const found = await tx.findSession(sessionId);
      if (!found || found.endedAt) return;
      await tx.lockUser(found.userId);
      const session = await tx.findOpenSession(found.userId);
      if (session?.id !== sessionId) return;
      const now = clock.now();
      await transitions.close(tx, session, autoCheckedOut(session, job.runAt), now);
    });
  }

  return {
    register(runner: JobRunner): void {
      runner.register(ATTENDANCE_JOB_KINDS.prompt, sendPrompt);
      runner.register(ATTENDANCE_JOB_KINDS.timeout, expirePrompt);
      runner.register(ATTENDANCE_JOB_KINDS.autoCheckout, autoCheckout);
    },
  };
}
