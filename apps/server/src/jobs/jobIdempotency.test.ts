import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import type { DumpDatabase } from '../db/dump.ts';
import { jobs } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createAttendanceRepo } from '../modules/attendance/attendance.repo.ts';
import { createAttendanceService } from '../modules/attendance/attendance.service.ts';
import { attendanceSettingsFrom } from '../modules/attendance/attendance.settings.ts';
import type { AttendancePromptSent } from '../modules/attendance/promptJobs.ts';
import { createSettingsService } from '../modules/settings/settings.service.ts';
import { BACKUP_NAME_PATTERN } from '../ops/backup/createBackup.ts';
import { BACKUP_JOB_KEY } from '../ops/backup/scheduledBackups.ts';
import { testDatabases } from '../test/databases.ts';
import {
  CLIENT_HEADERS,
  createTestApp,
  login,
  manualClock,
  PASSWORD,
  seedUser,
  sessionCookie,
} from '../test/helpers.ts';
import { createJobRunner, type JobHandler, type JobRunner } from './jobRunner.ts';

// A job whose lock expires while the instance that claimed it is still working is claimed again
// by another instance: both run it. These suites force exactly that (the first run waits on a
// gate until the second has run) and check the effect happened once.

const silent = createLogger({ level: 'silent' });
const T0 = new Date('2026-03-02T08:00:00.000Z');
const LOCK_MS = 60_000;
const MINUTE = 60_000;

/** A promise the test opens when it wants, and one that says the gated code got there. */
function gate() {
  let open: () => void = () => undefined;
  let arrived: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  return {
    open,
    reached,
    async pass() {
      arrived();
      await opened;
    },
  };
}

/** Registers a runner's handlers so that each waits at `stall` first: the slow instance. */
function stalled(runner: JobRunner, stall: ReturnType<typeof gate>): JobRunner {
  return {
    ...runner,
    register: (kind, handler) =>
      runner.register(kind, async (context) => {
        await stall.pass();
        await (handler as JobHandler)(context);
      }),
  } as JobRunner;
}

const EFFECT_KINDS = { 'test.effect': z.object({}) };

describe.each(testDatabases)('a job run twice (its lock expired) on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await testDatabase.open());
    await handle.db.execute(sql`create table job_effects (runner text not null)`);
  });
  afterAll(async () => {
    await drop();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate table jobs, job_effects`);
  });

  /** Two instances' runners on one database and clock; the first one's handler is slow. */
  async function runTwice(effect: 'with complete' | 'without complete') {
    const clock = manualClock(T0);
    const options = { db: handle.db, clock, logger: silent, kinds: EFFECT_KINDS, lockMs: LOCK_MS };
    const slow = createJobRunner(options);
    const other = createJobRunner(options);
    const stall = gate();
    const handlerOf =
      (runner: string): JobHandler =>
      async ({ complete }) => {
        if (runner === 'slow') await stall.pass();
        await handle.db.transaction(async (tx) => {
          if (effect === 'with complete') await complete(tx);
          await tx.execute(sql`insert into job_effects (runner) values (${runner})`);
        });
      };
    slow.register('test.effect', handlerOf('slow'));
    other.register('test.effect', handlerOf('other'));
    const job = await slow.schedule('test.effect', T0, {}, 'effect-once');

    const slowRun = slow.runDue();
    await stall.reached;
    clock.advance(LOCK_MS + 1);
    expect(await other.runDue()).toBe(1);
    stall.open();
    await slowRun;

    const effects = await handle.db.execute(sql`select runner from job_effects`);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    return {
      runners: (effects as unknown as { rows: Array<{ runner: string }> }).rows.map(
        (effectRow) => effectRow.runner,
      ),
      row,
    };
  }

  it('without the idempotency check the effect happens twice (what this suite guards)', async () => {
    const { runners } = await runTwice('without complete');
    expect(runners.sort()).toEqual(['other', 'slow']);
  });

  it('with it, the effect commits once: the slow run finds its claim taken and rolls back', async () => {
    const { runners, row } = await runTwice('with complete');
    expect(runners).toEqual(['other']);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe.each(testDatabases)('scheduled jobs run twice on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const clock = manualClock(T0);

  beforeAll(async () => {
    ({ handle, drop } = await testDatabase.open());
  });
  afterAll(async () => {
    await drop();
  });

  it('the attendance prompt goes out once', async () => {
    app = await createTestApp(handle, { clock });
    try {
      await seedUser(handle, { username: 'alice' });
      const cookie = sessionCookie(await login(app, { username: 'alice', password: PASSWORD }));
      const started = await app.inject({
        method: 'POST',
        url: '/api/user/status',
        headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${cookie}` },
        payload: { is_available: true },
      });
      expect(started.statusCode).toBe(200);
    } finally {
      await app.close();
    }

    // Two instances' attendance handlers on their own runners; the first one's is slow.
    const sent: Array<{ runner: string; event: AttendancePromptSent }> = [];
    const settings = attendanceSettingsFrom(createSettingsService({ db: handle.db, clock }));
    const instance = (runner: string, jobsOf: (runner: JobRunner) => JobRunner) => {
      const jobRunner = createJobRunner({ db: handle.db, clock, logger: silent, lockMs: LOCK_MS });
      createAttendanceService({
        repo: createAttendanceRepo(handle.db),
        jobs: jobRunner,
        clock,
        logger: silent,
        events: { promptSent: async (_userId, event) => void sent.push({ runner, event }) },
        people: { correctionDecided: async () => undefined },
        settings,
      }).registerJobs(jobsOf(jobRunner));
      return jobRunner;
    };
    const stall = gate();
    const slow = instance('slow', (runner) => stalled(runner, stall));
    const other = instance('other', (runner) => runner);

    const [prompt] = await handle.db.select().from(jobs).where(eq(jobs.kind, 'attendance.prompt'));
    if (!prompt) throw new Error('no prompt scheduled');
    clock.advance(prompt.runAt.getTime() - clock.now().getTime());
    const slowRun = slow.runDue();
    await stall.reached;
    clock.advance(LOCK_MS + 1);
    await other.runDue();
    stall.open();
    await slowRun;

    expect(sent.map(({ runner }) => runner)).toEqual(['other']);
    const [after] = await handle.db.select().from(jobs).where(eq(jobs.id, prompt.id));
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    // Its timeout was scheduled once, by the run that sent the prompt.
    const timeouts = await handle.db.select().from(jobs).where(eq(jobs.kind, 'attendance.timeout'));
    expect(timeouts).toHaveLength(1);
  });

  it('the scheduled backup writes one archive and schedules the next once', async () => {
    const backupsDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-backups-twice-'));
    const config = {
      backups: {
        schedule: { intervalMs: 60 * MINUTE, keep: 5 },
        dir: backupsDir,
        pgDump: undefined,
      },
    };
    // Only the backup is due (the attendance test left its session's jobs).
    await handle.db.execute(sql`truncate table jobs`);
    const stall = gate();
    // The slow instance stalls inside its dump, after it checked that no archive was there.
    const slowDump: DumpDatabase = async (file, options) => {
      await stall.pass();
      return handle.dump(file, options);
    };
    const slowApp = await createTestApp({ ...handle, dump: slowDump }, { clock, config });
    const otherApp = await createTestApp(handle, { clock, config });
    try {
      const [scheduled] = await handle.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, BACKUP_JOB_KEY));
      if (!scheduled) throw new Error('no backup scheduled');
      clock.advance(scheduled.runAt.getTime() - clock.now().getTime());
      const slowRun = slowApp.jobs.runDue();
      await stall.reached;
      // The app's runner keeps a claim five minutes.
      clock.advance(5 * MINUTE + 1);
      expect(await otherApp.jobs.runDue()).toBe(1);
      stall.open();
      await slowRun;

      const names = await readdir(backupsDir);
      expect(names.filter((name) => BACKUP_NAME_PATTERN.test(name))).toHaveLength(1);
      // Nothing half-written left behind by the run that lost.
      expect(names.filter((name) => !BACKUP_NAME_PATTERN.test(name))).toEqual([]);
      const rows = await handle.db.select().from(jobs).where(eq(jobs.uniqueKey, BACKUP_JOB_KEY));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'pending' });
      expect(rows[0]?.runAt.getTime()).toBe(clock.now().getTime() + 60 * MINUTE);
    } finally {
      stall.open();
      await slowApp.close();
      await otherApp.close();
      await rm(backupsDir, { recursive: true, force: true });
    }
  });
});
