import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import { iso } from './attendance.mappers.ts';

/** The attendance kinds of the job runner's typed map (jobs/jobKinds.ts holds their payloads). */
export const ATTENDANCE_JOB_KINDS = {
  prompt: 'attendance.prompt',
  timeout: 'attendance.timeout',
  autoCheckout: 'attendance.auto_checkout',
} as const;

/**
 * The job keys of one session: each of its jobs exists at most once, so scheduling again moves
 * it (the e2e switch in modules/testing runs the prompt job now through the same key).
 */
export const jobKeys = (sessionId: string) => ({
  prompt: `attendance-prompt:${sessionId}`,
  timeout: `attendance-timeout:${sessionId}`,
  autoCheckout: `attendance-auto-checkout:${sessionId}`,
});

export interface SessionJobsDeps {
  jobs: JobRunner;
}

export type SessionJobs = ReturnType<typeof createSessionJobs>;

/**
 * A session's timetable in the job queue. Every call takes the transaction of the change it
 * belongs to, so the job and the session row commit (or roll back) together.
 */
export function createSessionJobs({ jobs }: SessionJobsDeps) {
  return {
    async schedulePrompt(tx: Database, sessionId: string, at: Date): Promise<void> {
      await jobs.schedule(
        ATTENDANCE_JOB_KINDS.prompt,
        at,
        { sessionId },
        jobKeys(sessionId).prompt,
        { tx },
      );
    },

    /** `promptSentAt` ties the timeout to this prompt: a later prompt makes it a no-op. */
    async scheduleTimeout(
      tx: Database,
      sessionId: string,
      at: Date,
      promptSentAt: Date,
    ): Promise<void> {
      await jobs.schedule(
        ATTENDANCE_JOB_KINDS.timeout,
        at,
        { sessionId, promptSentAt: iso(promptSentAt) },
        jobKeys(sessionId).timeout,
        { tx },
      );
    },

    async scheduleAutoCheckout(tx: Database, sessionId: string, at: Date): Promise<void> {
      await jobs.schedule(
        ATTENDANCE_JOB_KINDS.autoCheckout,
        at,
        { sessionId },
        jobKeys(sessionId).autoCheckout,
        { tx },
      );
    },

    /** The prompt was answered: its timeout must not end the session. */
    cancelTimeout(tx: Database, sessionId: string): Promise<void> {
      return jobs.cancel([jobKeys(sessionId).timeout], { tx });
    },

    /** The session ended: nothing of it may run any more. */
    cancelAll(tx: Database, sessionId: string): Promise<void> {
      const keys = jobKeys(sessionId);
      return jobs.cancel([keys.prompt, keys.timeout, keys.autoCheckout], { tx });
    },
  };
}
