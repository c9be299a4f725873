import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { testDatabases } from '../test/databases.ts';
import { manualClock } from '../test/helpers.ts';
import { createJobRunner, type JobRunnerOptions } from './jobRunner.ts';

/** The kinds these tests schedule; `test.nobody` has no handler anywhere. */
const TEST_KINDS = {
  'test.echo': z.object({ n: z.number().optional(), v: z.string().optional() }),
  'test.count': z.object({}),
  'test.flaky': z.object({}),
  'test.nobody': z.object({}),
  'test.reschedule': z.object({}),
  'test.once': z.object({ i: z.number() }),
  'test.poll': z.object({ n: z.number() }),
  'test.strict': z.object({ id: z.uuid() }),
};

const silent = createLogger({ level: 'silent' });
const T0 = new Date('2026-03-02T08:00:00.000Z');

describe.each(testDatabases)('job runner on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await testDatabase.open());
  });
  afterAll(async () => {
    await drop();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate table jobs`);
  });

  function runner(options: Partial<JobRunnerOptions<typeof TEST_KINDS>> = {}) {
    const clock = manualClock(T0);
    return {
      clock,
      runner: createJobRunner({
        db: handle.db,
        clock,
        logger: silent,
        kinds: TEST_KINDS,
        ...options,
      }),
    };
  }

  async function row(id: string) {
    const [found] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
    if (!found) throw new Error('job row missing');
    return found;
  }

  it('runs due jobs only, with their payload, and marks them done', async () => {
    const { clock, runner: jobRunner } = runner();
    const seen: unknown[] = [];
    jobRunner.register('test.echo', async ({ job }) => {
      seen.push(job.payload);
    });
    const due = await jobRunner.schedule('test.echo', T0, { n: 1 });
    const later = await jobRunner.schedule('test.echo', new Date(T0.getTime() + 60_000), { n: 2 });

    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await row(due.id)).status).toBe('done');
    expect((await row(later.id)).status).toBe('pending');

    clock.advance(60_000);
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await jobRunner.runDue()).toBe(0);
  });

  it('keeps one job per unique key: scheduling the key again moves it', async () => {
    const { clock, runner: jobRunner } = runner();
    const seen: unknown[] = [];
    jobRunner.register('test.echo', async ({ job }) => {
      seen.push(job.payload);
    });
    await jobRunner.schedule('test.echo', T0, { v: 'first' }, 'key-1');
    await jobRunner.schedule(
      'test.echo',
      new Date(T0.getTime() + 10_000),
      { v: 'second' },
      'key-1',
    );
    const all = await handle.db.select().from(jobs);
    expect(all).toHaveLength(1);

    expect(await jobRunner.runDue()).toBe(0);
    clock.advance(10_000);
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([{ v: 'second' }]);

    // A finished key can be scheduled again.
    await jobRunner.schedule('test.echo', clock.now(), { v: 'third' }, 'key-1');
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([{ v: 'second' }, { v: 'third' }]);
  });

  it('cancel drops a scheduled key', async () => {
    const { runner: jobRunner } = runner();
    let runs = 0;
    jobRunner.register('test.count', async () => {
      runs += 1;
    });
    await jobRunner.schedule('test.count', T0, {}, 'cancel-me');
    await jobRunner.cancel(['cancel-me']);
    expect(await jobRunner.runDue()).toBe(0);
    expect(runs).toBe(0);
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    const { clock, runner: jobRunner } = runner({ maxAttempts: 3, backoffMs: (n) => n * 1000 });
    let calls = 0;
    jobRunner.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    const job = await jobRunner.schedule('test.flaky', T0, {});

    await jobRunner.runDue();
    let current = await row(job.id);
    expect(current).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: boom 1' });
    expect(current.runAt.getTime()).toBe(T0.getTime() + 1000);

    clock.advance(999);
    expect(await jobRunner.runDue()).toBe(0);
    clock.advance(1);
    await jobRunner.runDue();
    current = await row(job.id);
    expect(current).toMatchObject({ status: 'pending', attempts: 2 });
    expect(current.runAt.getTime()).toBe(clock.now().getTime() + 2000);

    clock.advance(2000);
    await jobRunner.runDue();
    current = await row(job.id);
    expect(current).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: boom 3' });
    clock.advance(3_600_000);
    expect(await jobRunner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('a job of an unknown kind fails at once', async () => {
    const { runner: jobRunner } = runner();
    const job = await jobRunner.schedule('test.nobody', T0, {});
    await jobRunner.runDue();
    expect(await row(job.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('hands the handler its payload as the kind declares it, and refuses a wrong one', async () => {
    const { runner: jobRunner } = runner();
    const seen: { id: string }[] = [];
    jobRunner.register('test.strict', async ({ payload }) => {
      seen.push(payload);
    });
    const id = '0b7c5a4e-6f43-4f0e-9a55-3c1a2b9d8e71';
    await jobRunner.schedule('test.strict', T0, { id });
    await expect(jobRunner.schedule('test.strict', T0, { id: 'not-a-uuid' })).rejects.toThrow();
    await jobRunner.runDue();
    expect(seen).toEqual([{ id }]);
    expect(await handle.db.select().from(jobs)).toHaveLength(1);
  });

  it('fails at once, without retries, a stored job whose payload no longer fits its kind', async () => {
    const { runner: jobRunner } = runner();
    let calls = 0;
    jobRunner.register('test.strict', async () => {
      calls += 1;
    });
    const [stale] = await handle.db
      .insert(jobs)
      .values({ kind: 'test.strict', runAt: T0, payload: { sessionId: 'from an older release' } })
      .returning();
    if (!stale) throw new Error('insert returned no row');
    await jobRunner.runDue();
    expect(await row(stale.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(stale.id)).lastError).toContain('InvalidPayload');
    expect(calls).toBe(0);
  });

  it('claims again a job whose runner died (its lock expired), and not before', async () => {
    const { clock, runner: jobRunner } = runner({ lockMs: 60_000 });
    let runs = 0;
    jobRunner.register('test.count', async () => {
      runs += 1;
    });
    const job = await jobRunner.schedule('test.count', T0, {});
    // Another instance claimed it and died mid-run.
    await handle.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(T0.getTime() + 60_000) })
      .where(eq(jobs.id, job.id));
    expect(await jobRunner.runDue()).toBe(0);
    clock.advance(60_001);
    expect(await jobRunner.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a job rescheduled while it runs stays pending for its new time', async () => {
    const { clock, runner: jobRunner } = runner();
    let runs = 0;
    jobRunner.register('test.reschedule', async () => {
      runs += 1;
      if (runs === 1) {
        await jobRunner.schedule('test.reschedule', new Date(T0.getTime() + 5000), {}, 'moving');
      }
    });
    const job = await jobRunner.schedule('test.reschedule', T0, {}, 'moving');
    expect(await jobRunner.runDue()).toBe(1);
    expect(await row(job.id)).toMatchObject({ status: 'pending' });
    clock.advance(5000);
    expect(await jobRunner.runDue()).toBe(1);
    expect(await row(job.id)).toMatchObject({ status: 'done' });
    expect(runs).toBe(2);
  });

  it('two runners on one database never run a job twice', async () => {
    const clock = manualClock(T0);
    const ran: string[] = [];
    const handler = async ({ job }: { job: { id: string } }) => {
      // Yield so the two runners' claims interleave.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      ran.push(job.id);
    };
    const first = createJobRunner({
      db: handle.db,
      clock,
      logger: silent,
      kinds: TEST_KINDS,
      batchSize: 3,
    });
    const second = createJobRunner({
      db: handle.db,
      clock,
      logger: silent,
      kinds: TEST_KINDS,
      batchSize: 3,
    });
    first.register('test.once', handler);
    second.register('test.once', handler);
    const total = 120;
    for (let i = 0; i < total; i += 1) {
      await first.schedule('test.once', new Date(T0.getTime() - i), { i });
    }
    const counts = await Promise.all([
      first.runDue(),
      second.runDue(),
      first.runDue(),
      second.runDue(),
    ]);
    const a = (counts[0] ?? 0) + (counts[2] ?? 0);
    const b = (counts[1] ?? 0) + (counts[3] ?? 0);
    expect(a + b).toBe(total);
    expect(ran).toHaveLength(total);
    expect(new Set(ran).size).toBe(total);
    const [left] = await handle.db
      .select({ value: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.status} <> 'done'`);
    expect(left?.value).toBe(0);
    if (testDatabase.name === 'postgres') {
      // On PostgreSQL the runners really ran side by side, over separate connections.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
  });

  it('the poll loop runs due jobs until stopped, and stop waits for the job in hand', async () => {
    const clock = manualClock(T0);
    const jobRunner = createJobRunner({
      db: handle.db,
      clock,
      logger: silent,
      kinds: TEST_KINDS,
      pollIntervalMs: 5,
    });
    const ran: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markSecondStarted: () => void = () => undefined;
    const secondStarted = new Promise<void>((resolve) => {
      markSecondStarted = resolve;
    });
    jobRunner.register('test.poll', async ({ job }) => {
      if (job.payload.n === 2) {
        markSecondStarted();
        await gate;
      }
      ran.push(Number(job.payload.n));
    });
    await jobRunner.schedule('test.poll', T0, { n: 1 });
    jobRunner.start();
    await expect.poll(() => ran, { timeout: 5000 }).toEqual([1]);

    await jobRunner.schedule('test.poll', T0, { n: 2 });
    await jobRunner.schedule('test.poll', new Date(T0.getTime() + 1), { n: 3 });
    clock.advance(1);
    // Job 2 is in hand once its handler runs (a 'running' row alone may still be between claim
    // and start, and stopping then would rightly hand it back unstarted).
    await secondStarted;
    const stopped = jobRunner.stop();
    release();
    await stopped;
    expect(ran).toEqual([1, 2]);
    // Job 3 was claimed in the same batch but not started: it went back to pending.
    const pending = await handle.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(pending.map((job) => job.payload.n)).toEqual([3]);
    expect(pending[0]?.attempts).toBe(0);
  });
});
