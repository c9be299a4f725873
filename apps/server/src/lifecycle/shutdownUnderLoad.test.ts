import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../bootstrap.ts';
import { openStream } from '../modules/notification/sseTestClient.ts';
import { SHUTDOWN_RECONNECT_MS } from '../modules/notification/events.routes.ts';
import { printScoreboard } from '../security/scoreboard.ts';
import { startLoad, type LoadRecord, type LoadRequest } from '../test/httpLoad.ts';
import {
  createPostgresDatabase,
  PROCESS_ADMIN_PASSWORD,
  startServer,
  stopServer,
  type RunningServer,
} from '../test/serverProcess.ts';

// The real server as a child process, SIGTERM in the middle of steady load: every request the
// server had accepted before the signal gets its normal answer (no 503, no reset), the live
// stream is told to reconnect, and the process exits 0.

const adminUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
const engines = [
  ...(process.env.TEST_DATABASES === 'postgres' ? [] : [{ name: 'pglite' as const }]),
  ...(adminUrl ? [{ name: 'postgres' as const }] : []),
];

/** Requests each load keeps going at once: plain (a connection each) and keep-alive. */
const WORKERS = 12;
const KEEP_ALIVE_WORKERS = 4;

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MASTER_KEY_HEADER]: '' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: PROCESS_ADMIN_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith('atrium_session='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

function describeRecord(record: LoadRecord, signalAt: number): string {
  const at = (moment: number | undefined) =>
    moment === undefined ? '-' : `${Math.round(moment - signalAt)} ms`;
  const worker = `${record.keepAlive ? 'keep-alive ' : ''}worker ${record.worker}`;
  return `${worker}: ${record.status ?? record.error} (connected ${at(record.connectedAt)}, sent ${at(record.sentAt)})`;
}

describe.each(engines)('SIGTERM under load on $name', ({ name }) => {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await stopServer(server);
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    server = undefined;
    dropDatabase = undefined;
  });

  it('answers every request accepted before the signal, tells live streams to reconnect, exits 0', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-shutdown-'));
    const env: Record<string, string> = {
      ATRIUM_DATA_DIR: dataDir,
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    };
    if (name === 'postgres' && adminUrl) {
      const database = await createPostgresDatabase(adminUrl);
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    const running = await startServer(env);
    server = running;
    const cookie = await signIn(running.baseUrl);
    const stream = await openStream(running.baseUrl, cookie);
    expect((await stream.nextFrame())?.comment).toBe('connected');

    // Reads and writes: the users page, and "mark all read" (a state change: CSRF header).
    const requestFor = (index: number): LoadRequest =>
      index % 2 === 0
        ? { method: 'GET', path: '/api/users?page=1&size=100', headers: { cookie } }
        : {
            method: 'PUT',
            path: '/api/notifications/read-all',
            headers: { cookie, [MASTER_KEY_HEADER]: '' },
          };
    const load = startLoad({ port: running.port, workers: WORKERS, requestFor });
    const keepAlive = startLoad({
      port: running.port,
      workers: KEEP_ALIVE_WORKERS,
      requestFor,
      keepAlive: true,
    });
    await until(() => load.records.length >= 40 && keepAlive.records.length >= 10);

    const signalAt = performance.now();
    running.child.kill('SIGTERM');
    const exit = await running.exited;
    const exitedAfterMs = performance.now() - signalAt;
    await Promise.all([load.stop(), keepAlive.stop()]);

    const records = [...load.records, ...keepAlive.records];
    // Accepted: connected and completely sent before the signal (the kernel had it; from there
    // on it is the server's to answer).
    const accepted = records.filter(
      (record) =>
        record.connectedAt !== undefined &&
        record.connectedAt < signalAt &&
        record.sentAt !== undefined &&
        record.sentAt < signalAt,
    );
    const inFlight = accepted.filter(
      (record) => record.answeredAt === undefined || record.answeredAt > signalAt,
    );
    const failed = accepted.filter((record) => record.error !== undefined || record.status !== 200);
    const later = records.filter((record) => !accepted.includes(record));
    const laterAnswered = later.filter((record) => record.status === 200).length;
    const laterResetOr503 = later.filter(
      (record) => record.error === 'ECONNRESET' || record.status === 503,
    ).length;

    const frames = [];
    for (let frame = await stream.nextFrame(); frame; frame = await stream.nextFrame()) {
      frames.push(frame);
    }

    printScoreboard(`shutdown on ${name}`, [
      ['SIGTERM under load: requests in flight at the signal', String(inFlight.length)],
      [
        'SIGTERM under load: accepted requests answered normally',
        `${accepted.length - failed.length} of ${accepted.length}`,
      ],
      [
        'SIGTERM under load: requests sent after the signal (answered / reset or 503)',
        `${later.length} (${laterAnswered} / ${laterResetOr503})`,
      ],
      [
        'SIGTERM under load: exit code, ms from signal to exit',
        `${exit.code}, ${Math.round(exitedAfterMs)}`,
      ],
    ]);

    expect(failed.map((record) => describeRecord(record, signalAt))).toEqual([]);
    // The signal really landed mid-load.
    expect(inFlight.length).toBeGreaterThan(0);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(running.stdout()).toContain('shut down cleanly');

    // The stream's last frame sets a reconnect delay in the spread, then the stream ends.
    const last = frames.at(-1);
    expect(last?.comment).toBe('reconnect');
    expect(last?.retry).toBeGreaterThanOrEqual(SHUTDOWN_RECONNECT_MS.min);
    expect(last?.retry).toBeLessThanOrEqual(SHUTDOWN_RECONNECT_MS.max);
  }, 60_000);
});
