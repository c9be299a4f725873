import { z } from 'zod';

/** What a job kind's payload must look like; the runner checks it when scheduling and running. */
export type JobKindMap = Record<string, z.ZodType<Record<string, unknown>>>;

const attendanceSession = z.object({ sessionId: z.uuid() });

/**
 * Every job kind of the server and its payload. A new area adds its kinds here, so a job
 * scheduled with the wrong payload fails to compile, and a stored payload that no longer fits
 * (a row from an older release) fails its job at once instead of reaching the handler.
 */
export const JOB_KINDS = {
  /** Ask someone still working whether they are (modules/attendance/promptJobs.ts). */
  'attendance.prompt': attendanceSession,
  /** End the session of an unanswered prompt; `promptSentAt` names the prompt it belongs to. */
  'attendance.timeout': attendanceSession.extend({ promptSentAt: z.iso.datetime() }),
  /** Close the session at the configured local hour. */
  'attendance.auto_checkout': attendanceSession,
  /** A scheduled backup, which schedules the next (ops/backup/scheduledBackups.ts). */
  'ops.backup': z.object({}),
  /** Purge the drive's trash past retention, sweep uploads and orphans (driveMaintenance.job.ts). */
  'drive.maintenance': z.object({}),
  /** Tell a share link's creator it expires within a day (driveLinks.expiry.ts). */
  'drive.link_expiry': z.object({ linkId: z.uuid() }),
  /** Remind people of missing timesheets, hourly (modules/timesheet/timesheetReminders.job.ts). */
  'timesheet.reminders': z.object({}),
} satisfies JobKindMap;

export type JobKinds = typeof JOB_KINDS;
