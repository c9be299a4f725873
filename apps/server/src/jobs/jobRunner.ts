import { performance } from 'node:perf_hooks';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { JOB_KINDS, type JobKindMap, type JobKinds } from './jobKinds.ts';

/** What a handler gets: the claimed row, its payload as its kind declares it, and the clock time. */
export interface JobContext<Payload = Record<string, unknown>> {
  job: JobRow;
  payload: Payload;
  now: Date;
  /**
   * The job's idempotency check: marks this occurrence done inside `tx`, the transaction of the
   * job's effect, so the effect and "done" commit together or not at all. Throws JobTakenOver
   * (rolling the effect back) when this claim is no longer current: its lock expired while this
   * instance was still working and another instance claimed the job, which then runs it, or
   * that run already committed. Call it first in the transaction: it also locks the job row.
   */
  complete(tx: Database): Promise<void>;
}

/** Throws to fail the attempt (retried with backoff until `maxAttempts`). */
export type JobHandler<Payload = Record<string, unknown>> = (
  context: JobContext<Payload>,
) => Promise<void>;

export interface JobRunnerOptions<Kinds extends JobKindMap = JobKinds> {
  /** The kinds and payload schemas this runner knows (jobKinds.ts; tests bring their own). */
  kinds?: Kinds;
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Jobs claimed per statement. */
  batchSize?: number;
  /** A claimed job whose runner died becomes claimable again after this. */
  lockMs?: number;
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
  pollIntervalMs?: number;
  /** Finished jobs are deleted after this long. */
  keepFinishedMs?: number;
  /** Hears each attempt's outcome and duration (the metrics). */
  onAttempt?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}

/**
 * How an attempt ended: done, failed and to be retried, failed for good, or taken over (its lock
 * expired and another runner claimed the job, so this attempt's effect was rolled back).
 */
export type JobOutcome = 'done' | 'retry' | 'failed' | 'taken_over';

/** The jobs table by state: due (waiting for a runner), scheduled (later), running, failed. */
export type JobQueueCounts = Record<'due' | 'scheduled' | 'running' | 'failed', number>;

export interface ScheduleOptions {
  /** The transaction that makes the change the job belongs to, so both commit together. */
  tx?: Database;
}

export type JobRunner<Kinds extends JobKindMap = JobKinds> = ReturnType<
  typeof createJobRunner<Kinds>
>;

/** Thrown by `complete`: another runner holds the job now; this attempt's effect must not commit. */
export class JobTakenOver extends Error {
  override name = 'JobTakenOver';
}

/** A payload that does not fit its kind: retrying cannot help, so the job fails at once. */
class InvalidPayload extends Error {
  override name = 'InvalidPayload';
}

const DEFAULT_LOCK_MS = 5 * 60 * 1000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_POLL_MS = 1_000;
const DEFAULT_KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** runDue stops after this many batches even if more keep coming due (a handler rescheduling itself at once). */
const MAX_BATCHES_PER_RUN = 100;
const ERROR_TEXT_MAX = 2_000;

export function defaultBackoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}

/**
 * The database-backed job queue (architecture §6). Due jobs are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several runners (instances) on one database never run a job
 * twice; a job whose runner died is claimed again once its lock expires. Scheduled work with
 * a `uniqueKey` exists at most once: scheduling the key again moves it.
 *
 * A lock can also expire while its runner is still working (a long pause, a slow dump): then two
 * instances run the job. Handlers with a visible effect call `complete(tx)` in the effect's
 * transaction, which marks the job done only while the claim is still theirs (attempts and lock
 * unchanged), so exactly one of the two runs commits its effect (jobIdempotency.test.ts).
 */
export function createJobRunner<Kinds extends JobKindMap = JobKinds>(
  options: JobRunnerOptions<Kinds>,
) {
  const { db, clock, logger } = options;
  const kinds: JobKindMap = options.kinds ?? JOB_KINDS;
  const batchSize = options.batchSize ?? 10;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const keepFinishedMs = options.keepFinishedMs ?? DEFAULT_KEEP_FINISHED_MS;
  const handlers = new Map<string, JobHandler<never>>();

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** Set while stop() waits: the job in hand finishes, the rest of its batch goes back. */
  let stopping = false;
  let lastPurge = 0;

  async function claim(now: Date): Promise<JobRow[]> {
    const lockedUntil = new Date(now.getTime() + lockMs);
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`(${jobs.status} = 'pending' and ${jobs.runAt} <= ${now.toISOString()}::timestamptz) or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${now.toISOString()}::timestamptz)`,
      )
      .orderBy(jobs.runAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ status: 'running', lockedUntil, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    // RETURNING does not keep the subquery's order: run the oldest first.
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  }

  /** Only the claim that is still current may finish the job (it may have been rescheduled meanwhile). */
  function stillClaimed(job: JobRow) {
    return and(
      eq(jobs.id, job.id),
      eq(jobs.status, 'running'),
      eq(jobs.attempts, job.attempts),
      job.lockedUntil ? eq(jobs.lockedUntil, job.lockedUntil) : sql`true`,
    );
  }

  /** `JobContext.complete`: "done" in the effect's transaction, if this claim is still current. */
  async function complete(tx: Database, job: JobRow): Promise<void> {
    const finished = await tx
      .update(jobs)
      .set({ status: 'done', finishedAt: clock.now(), lockedUntil: null, lastError: null })
      .where(stillClaimed(job))
      .returning({ id: jobs.id });
    if (finished.length === 0) {
      throw new JobTakenOver(`Job ${job.id} (${job.kind}) is no longer claimed by this runner`);
    }
  }

  async function execute(job: JobRow): Promise<void> {
    const started = performance.now();
    const outcome = await attempt(job);
    options.onAttempt?.(job.kind, outcome, (performance.now() - started) / 1000);
  }

  async function attempt(job: JobRow): Promise<JobOutcome> {
    const handler = handlers.get(job.kind);
    let invalid = false;
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      const parsed = kinds[job.kind]?.safeParse(job.payload);
      if (!parsed?.success) {
        invalid = true;
        throw new InvalidPayload(`Payload does not fit job kind "${job.kind}"`);
      }
      await (handler as JobHandler)({
        job,
        payload: parsed.data,
        now: clock.now(),
        complete: (tx) => complete(tx, job),
      });
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: clock.now(), lockedUntil: null, lastError: null })
        .where(stillClaimed(job));
      return 'done';
    } catch (error) {
      if (error instanceof JobTakenOver) {
        // Nothing to record: the row belongs to the runner that claimed it after us.
        logger.warn(
          { jobId: job.id, kind: job.kind, attempt: job.attempts },
          'job taken over by another runner after its lock expired; this attempt was rolled back',
        );
        return 'taken_over';
      }
      const final = !handler || invalid || job.attempts >= maxAttempts;
      logger.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, final },
        'job failed',
      );
      const now = clock.now();
      await db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', finishedAt: now, lockedUntil: null, lastError: errorText(error) }
            : {
                status: 'pending',
                runAt: new Date(now.getTime() + backoffMs(job.attempts)),
                lockedUntil: null,
                lastError: errorText(error),
              },
        )
        .where(stillClaimed(job));
      return final ? 'failed' : 'retry';
    }
  }

  /** Gives claimed jobs back when stopping before they ran. */
  async function release(unrun: JobRow[]): Promise<void> {
    for (const job of unrun) {
      await db
        .update(jobs)
        .set({ status: 'pending', lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
        .where(stillClaimed(job));
    }
  }

  async function runDueOnce(): Promise<number> {
    let ran = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const claimed = await claim(clock.now());
      if (claimed.length === 0) break;
      for (const [index, job] of claimed.entries()) {
        // stop() waits for the job in hand only; the rest of the batch goes back.
        if (stopping) {
          await release(claimed.slice(index));
          return ran;
        }
        await execute(job);
        ran += 1;
      }
    }
    return ran;
  }

  async function purgeFinished(now: Date): Promise<number> {
    const rows = await db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['done', 'failed']),
          lt(jobs.finishedAt, new Date(now.getTime() - keepFinishedMs)),
        ),
      )
      .returning({ id: jobs.id });
    return rows.length;
  }

  function tick(): void {
    timer = undefined;
    if (stopped) return;
    const work = (async () => {
      const now = clock.now().getTime();
      if (now - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = now;
        await purgeFinished(clock.now());
      }
      return runDueOnce();
    })();
    running = work;
    work
      .catch((error: unknown) => logger.warn({ err: error }, 'job runner poll failed'))
      .finally(() => {
        if (running === work) running = undefined;
        if (!stopped) timer = setTimeout(tick, pollIntervalMs);
      });
  }

  return {
    register<Kind extends keyof Kinds & string>(
      kind: Kind,
      handler: JobHandler<z.output<Kinds[Kind]>>,
    ): void {
      if (handlers.has(kind))
        throw new Error(`A handler for job kind "${kind}" is already registered`);
      handlers.set(kind, handler);
    },

    /**
     * Adds a job. With a `uniqueKey` the job exists at most once: scheduling the same key again
     * replaces its time and payload and makes it pending (a finished one runs again).
     */
    async schedule<Kind extends keyof Kinds & string>(
      kind: Kind,
      runAt: Date,
      payload: z.input<Kinds[Kind]>,
      uniqueKey?: string,
      { tx = db }: ScheduleOptions = {},
    ): Promise<JobRow> {
      const schema = kinds[kind];
      if (!schema) throw new Error(`Unknown job kind "${kind}"`);
      // A wrong payload is a bug in the caller: refuse it before it is stored.
      const stored = schema.parse(payload);
      const values = {
        kind,
        runAt,
        payload: stored,
        uniqueKey: uniqueKey ?? null,
        status: 'pending' as const,
      };
      const insert = tx.insert(jobs).values(values);
      const [row] = uniqueKey
        ? await insert
            .onConflictDoUpdate({
              target: jobs.uniqueKey,
              set: {
                kind,
                runAt,
                payload: stored,
                status: 'pending',
                attempts: 0,
                lockedUntil: null,
                lastError: null,
                finishedAt: null,
              },
            })
            .returning()
        : await insert.returning();
      if (!row) throw new Error('Job insert returned no row');
      return row;
    },

    /** Drops scheduled jobs by key; one already running finishes (handlers re-check their state). */
    async cancel(uniqueKeys: string[], { tx = db }: ScheduleOptions = {}): Promise<void> {
      if (uniqueKeys.length === 0) return;
      await tx
        .delete(jobs)
        .where(and(inArray(jobs.uniqueKey, uniqueKeys), ne(jobs.status, 'running')));
    },

    /** Runs every due job now (tests call this with a manual clock); resolves to how many ran. */
    async runDue(): Promise<number> {
      return runDueOnce();
    },

    purgeFinished,

    /** The queue by state (the metrics' queue depth). */
    async queueCounts(): Promise<JobQueueCounts> {
      const now = clock.now().toISOString();
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= ${now}::timestamptz)::int`,
          scheduled: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} > ${now}::timestamptz)::int`,
          running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
          failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
        })
        .from(jobs);
      return row ?? { due: 0, scheduled: 0, running: 0, failed: 0 };
    },

    /** The poll loop (main.ts). */
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      timer = setTimeout(tick, 0);
    },

    /** Stops polling and waits for the job in hand; claimed jobs not yet started go back. */
    async stop(): Promise<void> {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      stopping = false;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: main.ts starts its poll loop; tests call `runDue()` with a manual clock. */
    jobs: JobRunner;
  }
}
