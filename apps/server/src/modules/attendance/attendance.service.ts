import {
  ATTENDANCE_PROMPT_COUNTDOWN_MS,
  type AttendanceCorrection,
  type CorrectionsQuery,
  type AttendanceSession,
  type AttendanceSessionsQuery,
  type AttendanceState,
  type AttendanceSummary,
  type AttendanceSummaryQuery,
  type CreateCorrectionRequest,
  type DecideCorrectionRequest,
  type StatusEvent,
  type StatusHistoryQuery,
  type UserStatus,
  type UsersStatusQuery,
} from '@atrium/api/contracts';
import type { Subject } from '@atrium/api';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AttendanceCorrectionRow,
  AttendanceSessionRow,
  UserRow,
} from '../../db/schema/index.ts';
import type { JobContext, JobRunner } from '../../jobs/jobRunner.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { PeopleEvents } from '../notification/peopleEvents.ts';
import type { Clock } from '../../lib/clock.ts';
import { createKeyedLock } from './keyedLock.ts';
import type {
  AttendanceQueries,
  AttendanceRepo,
  StatusEventRow,
  TimeRange,
} from './attendance.repo.ts';
import { addDays, localDate, nextLocalHour, safeTimeZone, startOfLocalDay } from './zonedTime.ts';

export const ATTENDANCE_DEFAULTS = {
  promptIntervalMinutes: 60,
  promptGraceSeconds: 60,
  autoCheckoutHour: 22,
} as const;

export interface AttendanceSettings {
  /** Minutes between "Confirm attendance" prompts while working. */
  promptIntervalMinutes: number;
  /** Extra seconds after the 5-minute countdown before the server ends the session. */
  promptGraceSeconds: number;
  /** Local hour (0–23, the user's time zone) at which an open session is closed; null = never. */
  autoCheckoutHour: number | null;
}

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

/** Who is asking, and what their rules allow. */
export interface Caller {
  user: UserRow;
  can(subject: Subject): boolean;
}

export const ATTENDANCE_JOB_KINDS = {
  prompt: 'attendance.prompt',
  timeout: 'attendance.timeout',
  autoCheckout: 'attendance.auto_checkout',
} as const;

/** The job keys of one session (the e2e switch in modules/testing runs the prompt job now). */
export const jobKeys = (sessionId: string) => ({
  prompt: `attendance-prompt:${sessionId}`,
  timeout: `attendance-timeout:${sessionId}`,
  autoCheckout: `attendance-auto-checkout:${sessionId}`,
});

export const ATTENDANCE_ERRORS = {
  notWorking: 'You have no open attendance session',
  sessionEnded: 'Your attendance session has already ended',
  otherUserForbidden: "You do not have permission to view other users' attendance",
  ownCorrection: 'You cannot review your own correction request',
  alreadyDecided: 'This correction request has already been decided',
  sessionOpen: 'Finish the session before correcting it',
  overlap: 'The corrected times overlap another session',
  future: 'Times cannot be in the future',
} as const;

const PROMPT_MESSAGES: Record<UserRow['language'], string> = {
  en: 'Are you still working? Confirm to keep your session open.',
  ar: 'هل ما زلت تعمل؟ أكّد لإبقاء جلستك مفتوحة.',
};

/** A business rule said no; the routes turn it into the HTTP answer. */
export class AttendanceError extends Error {
  constructor(
    readonly kind: 'conflict' | 'not_found' | 'forbidden' | 'invalid',
    message: string,
    /** For `invalid`: the field the message belongs to. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AttendanceError';
  }
}

const MINUTE_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function iso(date: Date): string {
  return date.toISOString();
}

export function toSessionDto(row: AttendanceSessionRow, now: Date): AttendanceSession {
  const end = row.endedAt ?? now;
  return {
    id: row.id,
    user_id: row.userId,
    started_at: iso(row.startedAt),
    ended_at: row.endedAt ? iso(row.endedAt) : null,
    end_reason: row.endReason,
    needs_review: row.needsReview,
    last_confirmed_at: iso(row.lastConfirmedAt),
    prompt_sent_at: row.promptSentAt ? iso(row.promptSentAt) : null,
    time_zone: row.timeZone,
    minutes: Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / MINUTE_MS)),
  };
}

function toStatusEventDto(row: StatusEventRow): StatusEvent {
  return {
    id: row.id,
    user_id: row.userId,
    is_available: row.isAvailable,
    source: row.source,
    reason: row.reason,
    at: iso(row.at),
  };
}

export function toCorrectionDto(row: AttendanceCorrectionRow): AttendanceCorrection {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    start: iso(row.requestedStart),
    end: iso(row.requestedEnd),
    reason: row.reason,
    status: row.status,
    reviewer_id: row.reviewerId,
    reviewed_at: row.reviewedAt ? iso(row.reviewedAt) : null,
    review_note: row.reviewNote,
    created_at: iso(row.createdAt),
  };
}

export interface AttendanceServiceDeps {
  repo: AttendanceRepo;
  jobs: JobRunner;
  clock: Clock;
  logger: FastifyBaseLogger;
  events: AttendanceEvents;
  /** Tells the requester their correction was decided (after the commit). */
  people: Pick<PeopleEvents, 'correctionDecided'>;
  /** Read on every use so a changed setting applies to the next prompt. */
  settings?: () => AttendanceSettings | Promise<AttendanceSettings>;
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;

export function createAttendanceService({
  repo,
  jobs,
  clock,
  logger,
  events,
  people,
  settings = () => ATTENDANCE_DEFAULTS,
}: AttendanceServiceDeps) {
  const oneAtATime = createKeyedLock();
  const promptIntervalMs = (s: AttendanceSettings) => s.promptIntervalMinutes * MINUTE_MS;
  /** How long after the prompt the server ends an unanswered session. */
  const timeoutAfterMs = (s: AttendanceSettings) =>
    ATTENDANCE_PROMPT_COUNTDOWN_MS + s.promptGraceSeconds * 1000;

  function isOverdue(session: AttendanceSessionRow, now: Date, s: AttendanceSettings): boolean {
    return (
      session.promptSentAt !== null &&
      now.getTime() >= session.promptSentAt.getTime() + timeoutAfterMs(s)
    );
  }

  function nextPromptAt(session: AttendanceSessionRow, s: AttendanceSettings): Date | null {
    if (session.endedAt || session.promptSentAt) return null;
    return new Date(session.lastConfirmedAt.getTime() + promptIntervalMs(s));
  }

  function state(session: AttendanceSessionRow, s: AttendanceSettings, now: Date): AttendanceState {
    const next = nextPromptAt(session, s);
    return {
      is_available: session.endedAt === null,
      session: toSessionDto(session, now),
      next_prompt_at: next ? iso(next) : null,
    };
  }

  /** Closes the session, marks the user unavailable and records the change, in `tx`. */
  async function closeSession(
    tx: AttendanceQueries,
    session: AttendanceSessionRow,
    end: {
      at: Date;
      reason: NonNullable<AttendanceSessionRow['endReason']>;
      needsReview: boolean;
      source: 'user' | 'system';
      now: Date;
    },
  ): Promise<AttendanceSessionRow> {
    const endedAt = end.at.getTime() < session.startedAt.getTime() ? session.startedAt : end.at;
    const closed = await tx.updateSession(session.id, {
      endedAt,
      endReason: end.reason,
      needsReview: end.needsReview,
    });
    await tx.setAvailable(session.userId, false, end.now);
    await tx.insertStatusEvent({
      userId: session.userId,
      isAvailable: false,
      source: end.source,
      reason: end.reason,
      at: endedAt,
    });
    const keys = jobKeys(session.id);
    await jobs.cancel([keys.prompt, keys.timeout, keys.autoCheckout], { tx: tx.db });
    return closed;
  }

  /** An unanswered prompt past its countdown: the session ends when the prompt was sent. */
  function closeAsTimeout(tx: AttendanceQueries, session: AttendanceSessionRow, now: Date) {
    return closeSession(tx, session, {
      at: session.promptSentAt ?? now,
      reason: 'timeout',
      needsReview: true,
      source: 'system',
      now,
    });
  }

  async function schedulePrompt(tx: AttendanceQueries, session: AttendanceSessionRow, at: Date) {
    await jobs.schedule(
      ATTENDANCE_JOB_KINDS.prompt,
      at,
      { sessionId: session.id },
      jobKeys(session.id).prompt,
      { tx: tx.db },
    );
  }

  async function startWorking(user: UserRow): Promise<AttendanceState> {
    const s = await settings();
    return repo.transaction(async (tx) => {
      const locked = await tx.lockUser(user.id);
      if (!locked) throw new AttendanceError('not_found', 'Not found');
      const now = clock.now();
      let open = await tx.findOpenSession(user.id);
      if (open && isOverdue(open, now, s)) {
        await closeAsTimeout(tx, open, now);
        open = undefined;
      }
      // Starting twice leaves one open session (security.md): answer with it.
      if (open) return state(open, s, now);

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
      await schedulePrompt(tx, session, new Date(now.getTime() + promptIntervalMs(s)));
      if (s.autoCheckoutHour !== null) {
        await jobs.schedule(
          ATTENDANCE_JOB_KINDS.autoCheckout,
          nextLocalHour(now, s.autoCheckoutHour, timeZone),
          { sessionId: session.id },
          jobKeys(session.id).autoCheckout,
          { tx: tx.db },
        );
      }
      return state(session, s, now);
    });
  }

  async function finishWorking(user: UserRow): Promise<AttendanceState> {
    const s = await settings();
    return repo.transaction(async (tx) => {
      await tx.lockUser(user.id);
      const now = clock.now();
      const open = await tx.findOpenSession(user.id);
      if (!open) throw new AttendanceError('conflict', ATTENDANCE_ERRORS.notWorking);
      const closed = isOverdue(open, now, s)
        ? await closeAsTimeout(tx, open, now)
        : await closeSession(tx, open, {
            at: now,
            reason: 'finish',
            needsReview: false,
            source: 'user',
            now,
          });
      return state(closed, s, now);
    });
  }

  /** Continue Session: answers the prompt and moves the next one an interval on. */
  async function continueWorking(user: UserRow): Promise<AttendanceState> {
    const s = await settings();
    const result = await repo.transaction(async (tx) => {
      await tx.lockUser(user.id);
      const now = clock.now();
      const open = await tx.findOpenSession(user.id);
      if (!open) return { ended: false as const, state: undefined };
      if (isOverdue(open, now, s)) {
        // Too late: the server ends it as it would have anyway, and says so.
        await closeAsTimeout(tx, open, now);
        return { ended: true as const, state: undefined };
      }
      const session = await tx.updateSession(open.id, {
        promptSentAt: null,
        lastConfirmedAt: now,
      });
      await schedulePrompt(tx, session, new Date(now.getTime() + promptIntervalMs(s)));
      await jobs.cancel([jobKeys(session.id).timeout], { tx: tx.db });
      return { ended: false as const, state: state(session, s, now) };
    });
    if (result.state) return result.state;
    throw new AttendanceError(
      'conflict',
      result.ended ? ATTENDANCE_ERRORS.sessionEnded : ATTENDANCE_ERRORS.notWorking,
    );
  }

  /** Prompt job: marks the prompt sent, schedules the timeout, then tells the user. */
  async function sendPrompt({ payload }: JobContext<{ sessionId: string }>): Promise<void> {
    const { sessionId } = payload;
    const s = await settings();
    const prompted = await repo.transaction(async (tx) => {
      const found = await tx.findSession(sessionId);
      if (!found || found.endedAt) return undefined;
      const user = await tx.lockUser(found.userId);
      const session = await tx.findOpenSession(found.userId);
      if (!user || session?.id !== sessionId || session.promptSentAt) return undefined;
      const now = clock.now();
      // Continue Session moved the prompt while this job waited for the lock.
      if (session.lastConfirmedAt.getTime() + promptIntervalMs(s) > now.getTime()) return undefined;
      await tx.updateSession(session.id, { promptSentAt: now });
      await jobs.schedule(
        ATTENDANCE_JOB_KINDS.timeout,
        new Date(now.getTime() + timeoutAfterMs(s)),
        { sessionId: session.id, promptSentAt: iso(now) },
        jobKeys(session.id).timeout,
        { tx: tx.db },
      );
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

  /** Timeout job: the prompt it was scheduled for is still unanswered → end at the prompt time. */
  async function expirePrompt({
    payload,
  }: JobContext<{ sessionId: string; promptSentAt: string }>): Promise<void> {
    const { sessionId, promptSentAt } = payload;
    const s = await settings();
    await repo.transaction(async (tx) => {
      const found = await tx.findSession(sessionId);
      if (!found || found.endedAt) return;
      await tx.lockUser(found.userId);
      const session = await tx.findOpenSession(found.userId);
      if (session?.id !== sessionId || !session.promptSentAt) return;
      if (iso(session.promptSentAt) !== promptSentAt) return;
      const now = clock.now();
      if (!isOverdue(session, now, s)) {
        throw new Error('attendance timeout ran before its prompt expired');
      }
      await closeAsTimeout(tx, session, now);
    });
  }

  /** Auto check-out job: closes the session at the configured local hour. */
  async function autoCheckout(context: JobContext<{ sessionId: string }>): Promise<void> {
    const { sessionId } = context.payload;
    await repo.transaction(async (tx) => {
      const found = await tx.findSession(sessionId);
      if (!found || found.endedAt) return;
      await tx.lockUser(found.userId);
      const session = await tx.findOpenSession(found.userId);
      if (session?.id !== sessionId) return;
      const now = clock.now();
      // Idle time after an unanswered prompt is never counted.
      const at =
        session.promptSentAt && session.promptSentAt < context.job.runAt
          ? session.promptSentAt
          : context.job.runAt;
      await closeSession(tx, session, {
        at,
        reason: 'auto_checkout',
        needsReview: true,
        source: 'system',
        now,
      });
    });
  }

  /** Caller's own data, or another user's when `subjects` allow it; unknown user → 404. */
  async function targetUser(caller: Caller, userId: string | undefined, subjects: Subject[]) {
    if (!userId || userId === caller.user.id) return caller.user;
    if (!subjects.some((subject) => caller.can(subject))) {
      throw new AttendanceError('forbidden', ATTENDANCE_ERRORS.otherUserForbidden);
    }
    const user = await repo.findUser(userId);
    if (!user) throw new AttendanceError('not_found', 'Not found');
    return user;
  }

  function localRange(
    range: { from_date?: string | undefined; to_date?: string | undefined },
    timeZone: string,
  ): TimeRange {
    return {
      from: range.from_date ? startOfLocalDay(range.from_date, timeZone) : undefined,
      to: range.to_date ? startOfLocalDay(addDays(range.to_date, 1), timeZone) : undefined,
    };
  }

  return {
    registerJobs(runner: JobRunner): void {
      runner.register(ATTENDANCE_JOB_KINDS.prompt, sendPrompt);
      runner.register(ATTENDANCE_JOB_KINDS.timeout, expirePrompt);
      runner.register(ATTENDANCE_JOB_KINDS.autoCheckout, autoCheckout);
    },

    /** `POST /user/status`: Start Working (idempotent) or Finish Working. */
    setStatus(user: UserRow, isAvailable: boolean): Promise<AttendanceState> {
      return oneAtATime(user.id, () => (isAvailable ? startWorking(user) : finishWorking(user)));
    },

    /** `PUT /user/attendance`: Continue Session. */
    continueSession(user: UserRow): Promise<AttendanceState> {
      return oneAtATime(user.id, () => continueWorking(user));
    },

    async statusHistory(caller: Caller, query: StatusHistoryQuery) {
      const user = await targetUser(caller, query.user_id, ['User', 'Timesheet']);
      const page = await repo.listStatusEvents(
        user.id,
        localRange(query, safeTimeZone(user.timeZone)),
        query,
      );
      return {
        items: page.rows.map(toStatusEventDto),
        total: page.total,
        page: query.page,
        size: query.size,
      };
    },

    async usersStatus(query: UsersStatusQuery) {
      const page = await repo.listUserStatuses(
        { teamId: query.team_id, isAvailable: query.is_available },
        query,
      );
      const items: UserStatus[] = page.rows.map((row) => {
        const since = row.sessionStartedAt ?? row.lastChangeAt;
        return {
          user_id: row.userId,
          username: row.username,
          full_name: row.fullName,
          is_available: row.isAvailable,
          since: since ? iso(since) : null,
          session_id: row.sessionId,
        };
      });
      return { items, total: page.total, page: query.page, size: query.size };
    },

    async sessions(caller: Caller, query: AttendanceSessionsQuery) {
      const user = await targetUser(caller, query.user_id, ['Timesheet']);
      const page = await repo.listSessions(
        user.id,
        { ...localRange(query, safeTimeZone(user.timeZone)), needsReview: query.needs_review },
        query,
      );
      const now = clock.now();
      return {
        items: page.rows.map((row) => toSessionDto(row, now)),
        total: page.total,
        page: query.page,
        size: query.size,
      };
    },

    /** Worked minutes per local date; a session over midnight counts on both dates. */
    async summary(caller: Caller, query: AttendanceSummaryQuery): Promise<AttendanceSummary> {
      const user = await targetUser(caller, query.user_id, ['Timesheet']);
      const timeZone = safeTimeZone(user.timeZone);
      const from = startOfLocalDay(query.from_date, timeZone);
      const to = startOfLocalDay(addDays(query.to_date, 1), timeZone);
      const now = clock.now();
      const sessions = await repo.sessionsOverlapping(user.id, from, to);
      const workedMs = new Map<string, number>();
      for (const session of sessions) {
        const start = Math.max(session.startedAt.getTime(), from.getTime());
        const end = Math.min((session.endedAt ?? now).getTime(), to.getTime());
        let cursor = start;
        while (cursor < end) {
          const date = localDate(new Date(cursor), timeZone);
          const dayEnd = Math.min(startOfLocalDay(addDays(date, 1), timeZone).getTime(), end);
          workedMs.set(date, (workedMs.get(date) ?? 0) + (dayEnd - cursor));
          cursor = dayEnd;
        }
      }
      const days: AttendanceSummary['days'] = [];
      for (let date = query.from_date; date <= query.to_date; date = addDays(date, 1)) {
        days.push({ date, minutes: Math.floor((workedMs.get(date) ?? 0) / MINUTE_MS) });
      }
      return {
        user_id: user.id,
        time_zone: timeZone,
        from_date: query.from_date,
        to_date: query.to_date,
        total_minutes: days.reduce((sum, day) => sum + day.minutes, 0),
        days,
      };
    },

    async createCorrection(
      caller: Caller,
      body: CreateCorrectionRequest,
    ): Promise<AttendanceCorrection> {
      const start = new Date(body.start);
      const end = new Date(body.end);
      const now = clock.now();
      if (start.getTime() > now.getTime()) {
        throw new AttendanceError('invalid', ATTENDANCE_ERRORS.future, 'start');
      }
      if (end.getTime() > now.getTime()) {
        throw new AttendanceError('invalid', ATTENDANCE_ERRORS.future, 'end');
      }
      return repo.transaction(async (tx) => {
        if (body.session_id) {
          const session = await tx.findSession(body.session_id);
          if (!session || session.userId !== caller.user.id) {
            throw new AttendanceError('not_found', 'Not found');
          }
          if (!session.endedAt)
            throw new AttendanceError('conflict', ATTENDANCE_ERRORS.sessionOpen);
        }
        const row = await tx.insertCorrection({
          userId: caller.user.id,
          sessionId: body.session_id ?? null,
          requestedStart: start,
          requestedEnd: end,
          reason: body.reason,
          createdAt: now,
        });
        await writeAudit(tx.db, {
          actorId: caller.user.id,
          action: 'attendance_correction_requested',
          targetType: 'attendance_correction',
          targetId: row.id,
          details: { sessionId: row.sessionId, start: body.start, end: body.end },
        });
        return toCorrectionDto(row);
      });
    },

    async corrections(caller: Caller, query: CorrectionsQuery) {
      const all = caller.can('Timesheet');
      if (!all && query.user_id && query.user_id !== caller.user.id) {
        throw new AttendanceError('forbidden', ATTENDANCE_ERRORS.otherUserForbidden);
      }
      const page = await repo.listCorrections(
        { userId: all ? query.user_id : caller.user.id, status: query.status },
        query,
      );
      return {
        items: page.rows.map(toCorrectionDto),
        total: page.total,
        page: query.page,
        size: query.size,
      };
    },

    /** Approve (applies the times, in the same transaction as its audit row) or reject. */
    async decideCorrection(
      caller: Caller,
      id: string,
      body: DecideCorrectionRequest,
      ip: string | null,
    ): Promise<AttendanceCorrection> {
      if (!UUID.test(id)) throw new AttendanceError('not_found', 'Not found');
      const decided = await repo.transaction(async (tx) => {
        const correction = await tx.lockCorrection(id);
        if (!correction) throw new AttendanceError('not_found', 'Not found');
        if (correction.userId === caller.user.id) {
          throw new AttendanceError('forbidden', ATTENDANCE_ERRORS.ownCorrection);
        }
        if (correction.status !== 'pending') {
          throw new AttendanceError('conflict', ATTENDANCE_ERRORS.alreadyDecided);
        }
        const now = clock.now();
        const review = {
          reviewerId: caller.user.id,
          reviewedAt: now,
          reviewNote: body.note ?? null,
        };
        if (body.decision === 'reject') {
          const rejected = await tx.updateCorrection(id, { status: 'rejected', ...review });
          await writeAudit(tx.db, {
            actorId: caller.user.id,
            action: 'attendance_correction_rejected',
            targetType: 'attendance_correction',
            targetId: id,
            details: { userId: correction.userId, note: review.reviewNote },
            ip,
          });
          return toCorrectionDto(rejected);
        }

        const owner = await tx.lockUser(correction.userId);
        if (!owner) throw new AttendanceError('not_found', 'Not found');
        const start = correction.requestedStart;
        const end = correction.requestedEnd;
        const overlapping = await tx.sessionsOverlapping(
          owner.id,
          start,
          end,
          correction.sessionId ?? undefined,
        );
        if (overlapping.length > 0)
          throw new AttendanceError('conflict', ATTENDANCE_ERRORS.overlap);

        let before: AttendanceSessionRow | undefined;
        let session: AttendanceSessionRow;
        if (correction.sessionId) {
          before = await tx.findSession(correction.sessionId);
          if (!before) throw new AttendanceError('not_found', 'Not found');
          if (!before.endedAt) throw new AttendanceError('conflict', ATTENDANCE_ERRORS.sessionOpen);
          session = await tx.updateSession(before.id, {
            startedAt: start,
            endedAt: end,
            endReason: 'correction',
            needsReview: false,
            promptSentAt: null,
          });
        } else {
          session = await tx.insertSession({
            userId: owner.id,
            startedAt: start,
            endedAt: end,
            endReason: 'correction',
            lastConfirmedAt: start,
            timeZone: safeTimeZone(owner.timeZone),
          });
        }
        const approved = await tx.updateCorrection(id, {
          status: 'approved',
          sessionId: session.id,
          ...review,
        });
        await writeAudit(tx.db, {
          actorId: caller.user.id,
          action: 'attendance_correction_approved',
          targetType: 'attendance_session',
          targetId: session.id,
          details: {
            correctionId: id,
            userId: owner.id,
            before: before
              ? { start: iso(before.startedAt), end: before.endedAt ? iso(before.endedAt) : null }
              : null,
            after: { start: iso(start), end: iso(end) },
            note: review.reviewNote,
          },
          ip,
        });
        return toCorrectionDto(approved);
      });
      if (decided.status === 'approved' || decided.status === 'rejected') {
        await people.correctionDecided({
          actorId: caller.user.id,
          userId: decided.user_id,
          correctionId: decided.id,
          decision: decided.status,
          start: new Date(decided.start),
          end: new Date(decided.end),
          note: decided.review_note,
        });
      }
      return decided;
    },
  };
}

/** The attendance settings out of the server settings (read per use: a change applies at once). */
export function attendanceSettingsFrom(source: {
  getAll(): Promise<{
    attendancePromptIntervalMinutes: number;
    attendancePromptGraceSeconds: number;
    autoCheckoutHour: number | null;
  }>;
}): () => Promise<AttendanceSettings> {
  return async () => {
    const all = await source.getAll();
    return {
      promptIntervalMinutes: all.attendancePromptIntervalMinutes,
      promptGraceSeconds: all.attendancePromptGraceSeconds,
      autoCheckoutHour: all.autoCheckoutHour,
    };
  };
}
