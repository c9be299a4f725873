import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.ts';

/**
 * Records every step, log line and exit code; `closeApp` decides how the app's close goes,
 * `msSinceLastConnection` how busy the listener is.
 */
function harness(
  closeApp: () => Promise<void> = async () => undefined,
  queuedConnections: () => number | undefined = () => 0,
) {
  const steps: string[] = [];
  const logs: Array<{ level: 'info' | 'error'; details: object; message: string }> = [];
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const exits: number[] = [];
  const shutdown = createShutdown(
    {
      app: {
        beginDrain: () => steps.push('drain'),
        queuedConnections,
        msSinceLastConnection: () => Infinity,
        close: async () => {
          steps.push('close app');
          await closeApp();
          steps.push('app closed');
        },
      },
      database: { close: async () => void steps.push('close database') },
    },
    {
      timeoutMs: 400,
      listenGrace: { quietMs: 10, maxMs: 80 },
      logger: {
        info: (details, message) => logs.push({ level: 'info', details, message }),
        error: (details, message) => logs.push({ level: 'error', details, message }),
      },
      exit: (code) => {
        exits.push(code);
        exited(code);
      },
    },
  );
  return { shutdown, steps, logs, exitCode, exits };
}

describe('createShutdown', () => {
  it('drains, closes the app (requests, streams, jobs), then the database, and exits 0', async () => {
    const { shutdown, steps, logs, exitCode } = harness();
    await shutdown('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(steps).toEqual(['drain', 'close app', 'app closed', 'close database']);
    expect(logs.map((line) => line.message)).toEqual(['shutting down', 'shut down cleanly']);
  });

  it('keeps the listener open while the kernel still holds connections to accept, up to its limit', async () => {
    const empty = harness();
    let startedAt = Date.now();
    await empty.shutdown('SIGTERM');
    expect(Date.now() - startedAt).toBeLessThan(60);

    let queued = 3;
    const accepting = setInterval(() => (queued = Math.max(0, queued - 1)), 20);
    const draining = harness(undefined, () => queued);
    startedAt = Date.now();
    await draining.shutdown('SIGTERM');
    clearInterval(accepting);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(55);
    expect(draining.steps).toEqual(['drain', 'close app', 'app closed', 'close database']);

    const stuck = harness(undefined, () => 1);
    startedAt = Date.now();
    await stuck.shutdown('SIGTERM');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(80);
    expect(await stuck.exitCode).toBe(0);
  });

  it('exits 1 with a line naming the step still running once the deadline passes', async () => {
    const { shutdown, logs, exitCode, exits } = harness(() => new Promise(() => {}));
    void shutdown('SIGTERM');
    expect(await exitCode).toBe(1);
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      message: 'shutdown did not finish within 0.4 s (still draining requests and jobs): exiting',
    });
    expect(exits).toEqual([1]);
  });

  it('exits 1 when a step fails, and at once on a second signal', async () => {
    const failing = harness(() => Promise.reject(new Error('pool is broken')));
    await failing.shutdown('SIGTERM');
    expect(await failing.exitCode).toBe(1);
    expect(failing.logs.at(-1)?.message).toBe('shutdown failed while draining requests and jobs');

    const impatient = harness(() => new Promise(() => {}));
    void impatient.shutdown('SIGINT');
    await impatient.shutdown('SIGINT');
    expect(await impatient.exitCode).toBe(1);
    expect(impatient.logs.at(-1)?.message).toBe('second signal during shutdown: exiting now');
  });
});
