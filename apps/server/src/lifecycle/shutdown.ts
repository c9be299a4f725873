/** What a clean shutdown stops, in order. */
export interface ShutdownTargets {
  /** The Fastify app: its close stops listening, drains requests, streams and the job runner. */
  app: {
    beginDrain(): void;
    queuedConnections(): number | undefined;
    msSinceLastConnection(): number;
    close(): Promise<unknown>;
  };
  database: { close(): Promise<void> };
}

/**
 * How long the listener stays open after the signal. Connections the kernel has completed but
 * the process has not accepted yet are reset when it closes, and their clients had sent their
 * requests before the signal; a starved event loop can take hundreds of milliseconds to accept
 * them. So it stays open until the kernel's accept queue is empty (Linux says), or elsewhere
 * until no connection has arrived for `quietMs`; at most `maxMs`. Answers in this window
 * already say `Connection: close`.
 */
export interface ListenGrace {
  quietMs: number;
  maxMs: number;
}

export const DEFAULT_LISTEN_GRACE: ListenGrace = { quietMs: 100, maxMs: 1_000 };

export interface ShutdownOptions {
  /** Past this the process exits 1, whatever still runs (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  listenGrace?: ListenGrace;
  logger: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  exit: (code: number) => void;
}

type Step =
  'accepting the last connections' | 'draining requests and jobs' | 'closing the database';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ACCEPT_POLL_MS = 10;

/** Resolves to how many connections were still queued when the grace ran out (0 if unknown). */
async function acceptTheLastConnections(
  app: ShutdownTargets['app'],
  { quietMs, maxMs }: ListenGrace,
): Promise<number> {
  const until = Date.now() + maxMs;
  let queued: number | undefined;
  for (;;) {
    await wait(ACCEPT_POLL_MS);
    queued = app.queuedConnections();
    const accepted = queued === undefined ? app.msSinceLastConnection() >= quietMs : queued === 0;
    if (accepted || Date.now() >= until) break;
  }
  // After a long synchronous stretch (an embedded-database query) the loop runs a timer before
  // polling for what arrived meanwhile: one more poll (accepts, reads) before the listener closes.
  await new Promise((resolve) => setImmediate(resolve));
  return queued ?? 0;
}

/**
 * The SIGTERM/SIGINT handler (main.ts): stop taking connections, let the requests already
 * accepted finish (no 503, no reset), tell live streams to reconnect, let the job in hand finish
 * or give its claim back (the app's close hooks do those), close the database, exit 0 — or exit 1
 * with a log line naming the step that overran the deadline. A second signal exits at once.
 */
export function createShutdown(
  { app, database }: ShutdownTargets,
  { timeoutMs, listenGrace = DEFAULT_LISTEN_GRACE, logger, exit }: ShutdownOptions,
): (signal: NodeJS.Signals) => Promise<void> {
  let step: Step | undefined;
  let exited = false;
  // Whichever comes first (the end, the deadline, a second signal) decides the exit code.
  const finish = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  return async (signal) => {
    if (step !== undefined) {
      logger.error({ signal, step }, 'second signal during shutdown: exiting now');
      finish(1);
      return;
    }
    const startedAt = Date.now();
    step = 'accepting the last connections';
    logger.info({ signal, timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error(
        { step, timeoutMs },
        `shutdown did not finish within ${timeoutMs / 1000} s (still ${step}): exiting`,
      );
      finish(1);
    }, timeoutMs);
    // The deadline must not be what keeps the process alive once everything has closed.
    deadline.unref();

    try {
      app.beginDrain();
      // Most of the deadline stays for the requests themselves.
      const unaccepted = await acceptTheLastConnections(app, {
        quietMs: listenGrace.quietMs,
        maxMs: Math.min(listenGrace.maxMs, timeoutMs / 4),
      });
      if (unaccepted > 0) {
        logger.info(
          { unaccepted },
          'connections kept arriving: the ones not accepted yet are reset as the listener closes (route traffic away before SIGTERM)',
        );
      }
      step = 'draining requests and jobs';
      await app.close();
      step = 'closing the database';
      await database.close();
    } catch (error) {
      clearTimeout(deadline);
      logger.error({ err: error, step }, `shutdown failed while ${step}`);
      finish(1);
      return;
    }
    clearTimeout(deadline);
    if (exited) return;
    logger.info({ durationMs: Date.now() - startedAt }, 'shut down cleanly');
    finish(0);
  };
}
