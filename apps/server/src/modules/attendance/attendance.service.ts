import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PeopleEvents } from '../notification/peopleEvents.ts';
import type { AttendanceSessionRow } from '../../db/schema/index.ts';
import type { AttendanceRepo } from './attendance.repo.ts';
import { ATTENDANCE_DEFAULTS, type AttendanceSettingsReader } from './attendance.settings.ts';
import { createAttendanceCorrections } from './attendanceCorrections.ts';
import { createAttendanceHistory } from './attendanceHistory.ts';
import { createPromptJobs, type AttendanceEvents } from './promptJobs.ts';
import { createSessionJobs } from './sessionJobs.ts';
import type { AttendanceSchedules } from './scheduleRules.ts';
import { createSessionTransitions } from './sessionTransitions.ts';

export interface AttendanceServiceDeps {
  repo: AttendanceRepo;
  jobs: JobRunner;
  clock: Clock;
  logger: FastifyBaseLogger;
  events: AttendanceEvents;
  /** Tells the requester their correction was decided (after the commit). */
  people: Pick<PeopleEvents, 'correctionDecided'>;
  /** Read on every use so a changed setting applies to the next prompt. */
  settings?: AttendanceSettingsReader;
  /** Working calendars, holidays and leave (issue 23); without them attendance ignores schedules. */
  schedules?: AttendanceSchedules;
  /** Told after Finish Working ends a session (the timesheet's draft, ADR 0024). */
  onFinished?: (session: AttendanceSessionRow) => Promise<void>;
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;

/**
 * The attendance module's one service: composes its parts, each built the same way (a `create…`
 * factory taking the dependencies it uses), and adds no logic of its own. The parts:
 * sessionTransitions (Start / Finish Working, Continue Session), promptJobs (the scheduled
 * prompt, timeout and auto check-out), attendanceHistory (reads), attendanceCorrections.
 */
export function createAttendanceService({
  repo,
  jobs,
  clock,
  logger,
  events,
  people,
  settings = () => ATTENDANCE_DEFAULTS,
  schedules,
  onFinished,
}: AttendanceServiceDeps) {
  const sessionJobs = createSessionJobs({ jobs });
  const transitions = createSessionTransitions({
    repo,
    clock,
    settings,
    sessionJobs,
    schedules,
    onFinished,
  });
  const promptJobs = createPromptJobs({
    repo,
    clock,
    settings,
    logger,
    events,
    sessionJobs,
    transitions,
    schedules,
  });
  const history = createAttendanceHistory({ repo, clock, schedules });
  const corrections = createAttendanceCorrections({ repo, clock, people });

  return {
    registerJobs: promptJobs.register,

    /** `POST /user/status`: Start Working (idempotent) or Finish Working. */
    setStatus: transitions.setStatus,
    /** `PUT /user/attendance`: Continue Session. */
    continueSession: transitions.continueSession,

    statusHistory: history.statusHistory,
    usersStatus: history.usersStatus,
    sessions: history.sessions,
    summary: history.summary,

    createCorrection: corrections.createCorrection,
    corrections: corrections.corrections,
    decideCorrection: corrections.decideCorrection,
  };
}
