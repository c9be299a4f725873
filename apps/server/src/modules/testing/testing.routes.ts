import { detailErrorSchema } from '@atrium/api/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { attendanceSessions } from '../../db/schema/index.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ATTENDANCE_ERRORS } from '../attendance/attendance.errors.ts';
import type { AttendanceSettings } from '../attendance/attendance.settings.ts';
import { ATTENDANCE_JOB_KINDS, jobKeys } from '../attendance/sessionJobs.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * TEST-ONLY switches for the browser journeys (apps/web/e2e). app.ts registers this module only
 * when ATRIUM_E2E_HOOKS=1, which env.ts refuses in production unless the server listens on a
 * loopback address. Every switch acts on the signed-in caller only.
 */
export interface TestingRoutesOptions {
  db: Database;
  jobs: JobRunner;
  clock: Clock;
  attendanceSettings: () => AttendanceSettings | Promise<AttendanceSettings>;
  notificationService: NotificationService;
}

/** How long the switch waits for the poll loop when it claimed the prompt job first. */
const PROMPT_WAIT_MS = 5_000;

const promptSentSchema = z.object({ session_id: z.string(), prompt_sent_at: z.string() });
const notifyBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    body: z.string().trim().max(1000).optional(),
  })
  .strict();
const notifiedSchema = z.object({ id: z.string() });

export const testingRoutes: FastifyPluginAsyncZod<TestingRoutesOptions> = async (
  app,
  { db, jobs, clock, attendanceSettings, notificationService },
) => {
  async function openSession(userId: string) {
    const [session] = await db
      .select()
      .from(attendanceSessions)
      .where(and(eq(attendanceSessions.userId, userId), isNull(attendanceSessions.endedAt)));
    return session;
  }

  /**
   * Sends the "Confirm attendance" prompt to the caller now, through the attendance service's
   * own prompt job: the session's last confirmation moves one prompt interval back (as if the
   * interval had passed), the prompt job is made due and run. The job marks the prompt sent,
   * schedules the server's timeout (countdown + grace from now) and publishes the live event,
   * the notification and the push, exactly as it does on schedule.
   */
  app.post(
    '/testing/attendance/prompt',
    {
      config: { auth: true },
      schema: {
        summary: 'TEST ONLY: send the attendance prompt to the caller now.',
        tags: ['testing'],
        response: { 200: promptSentSchema, 401: detailErrorSchema, 409: detailErrorSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const session = await openSession(user.id);
      if (!session) throw new HttpError(409, ATTENDANCE_ERRORS.notWorking);
      if (!session.promptSentAt) {
        const { promptIntervalMinutes } = await attendanceSettings();
        const now = clock.now();
        await db
          .update(attendanceSessions)
          .set({ lastConfirmedAt: new Date(now.getTime() - promptIntervalMinutes * 60_000) })
          .where(eq(attendanceSessions.id, session.id));
        await jobs.schedule(
          ATTENDANCE_JOB_KINDS.prompt,
          now,
          { sessionId: session.id },
          jobKeys(session.id).prompt,
        );
        await jobs.runDue();
      }
      // The poll loop may have claimed the job before runDue did: wait for it.
      const deadline = Date.now() + PROMPT_WAIT_MS;
      for (;;) {
        const current = await openSession(user.id);
        if (current?.id === session.id && current.promptSentAt) {
          return { session_id: current.id, prompt_sent_at: current.promptSentAt.toISOString() };
        }
        if (current?.id !== session.id || Date.now() > deadline) {
          throw new HttpError(409, 'The attendance prompt was not sent');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  );

  /** A notification for the caller through the notification service (stored, live, push). */
  app.post(
    '/testing/notify',
    {
      config: { auth: true },
      schema: {
        summary: 'TEST ONLY: send a notification to the caller.',
        tags: ['testing'],
        body: notifyBodySchema,
        response: { 200: notifiedSchema, 401: detailErrorSchema, 409: detailErrorSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { stored } = await notificationService.notify({
        recipientIds: [user.id],
        event: 'system',
        title: request.body.title ?? { en: 'Test notification', ar: 'إشعار تجريبي' },
        body: request.body.body ?? '',
      });
      const [item] = stored;
      // The caller turned in-app notifications for `system` off.
      if (!item) throw new HttpError(409, 'No notification was stored');
      return { id: item.id };
    },
  );
};
