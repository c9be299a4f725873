import { ATTENDANCE_PROMPT_COUNTDOWN_MS, type AttendanceState } from '@atrium/api/contracts';
import type { AttendanceSessionRow } from '../../db/schema/index.ts';
import type { StatusEventRow } from './attendance.repo.ts';
import { iso, MINUTE_MS, toSessionDto } from './attendance.mappers.ts';
import type { AttendanceSettings } from './attendance.settings.ts';

/*
 * The session state machine as pure rules (no database, no clock: callers pass `now`).
 *
 *   (not working) --start--> open --interval passes--> prompted --confirm--> open
 *   open | prompted --finish | auto check-out--> ended
 *   prompted --countdown + grace pass--> ended (timeout, at the prompt time); a start, finish
 *   or confirm arriving after that point, before the timeout job, ends it so first
 *
 * sessionTransitions.ts and promptJobs.ts apply these rules inside a transaction.
 */

export function promptIntervalMs(settings: AttendanceSettings): number {
  return settings.promptIntervalMinutes * MINUTE_MS;
}

/** How long after the prompt the server ends an unanswered session. */
export function timeoutAfterMs(settings: AttendanceSettings): number {
  return ATTENDANCE_PROMPT_COUNTDOWN_MS + settings.promptGraceSeconds * 1000;
}

/** Unanswered past countdown + grace: the session is over even if its timeout job has not run. */
export function isOverdue(
  session: AttendanceSessionRow,
  now: Date,
  settings: AttendanceSettings,
): boolean {
  return (
    session.promptSentAt !== null &&
    now.getTime() >= session.promptSentAt.getTime() + timeoutAfterMs(settings)
  );
}

/** False when Continue Session moved the prompt on after the prompt job was scheduled. */
export function isPromptDue(
  session: AttendanceSessionRow,
  now: Date,
  settings: AttendanceSettings,
): boolean {
  return session.lastConfirmedAt.getTime() + promptIntervalMs(settings) <= now.getTime();
}

/** Null while a prompt waits for its answer (the next one is counted from it) and once ended. */
export function nextPromptAt(
  session: AttendanceSessionRow,
  settings: AttendanceSettings,
): Date | null {
  if (session.endedAt || session.promptSentAt) return null;
  return new Date(session.lastConfirmedAt.getTime() + promptIntervalMs(settings));
}

export function attendanceState(
  session: AttendanceSessionRow,
  settings: AttendanceSettings,
  now: Date,
): AttendanceState {
  const next = nextPromptAt(session, settings);
  return {
    is_available: session.endedAt === null,
    session: toSessionDto(session, now),
    next_prompt_at: next ? iso(next) : null,
  };
}

/** How a session ends: when, why, whether someone should review it, and who ended it. */
export interface SessionEnd {
  at: Date;
  reason: NonNullable<AttendanceSessionRow['endReason']>;
  needsReview: boolean;
  source: Extract<StatusEventRow['source'], 'user' | 'system'>;
}

export function finishedByUser(now: Date): SessionEnd {
  return { at: now, reason: 'finish', needsReview: false, source: 'user' };
}

/** An unanswered prompt: the session ends when the prompt was sent, not when the server noticed. */
export function timedOut(session: AttendanceSessionRow, now: Date): SessionEnd {
  return {
    at: session.promptSentAt ?? now,
    reason: 'timeout',
    needsReview: true,
    source: 'system',
  };
}

/** At the configured hour; idle time after an earlier unanswered prompt is never counted. */
export function autoCheckedOut(session: AttendanceSessionRow, hour: Date): SessionEnd {
  const at = session.promptSentAt && session.promptSentAt < hour ? session.promptSentAt : hour;
  return { at, reason: 'auto_checkout', needsReview: true, source: 'system' };
}

/** A session never ends before it started (the table's check constraint). */
export function endTime(session: AttendanceSessionRow, end: SessionEnd): Date {
  return end.at.getTime() < session.startedAt.getTime() ? session.startedAt : end.at;
}
