import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client.ts';
import { attendanceSessions } from '../db/schema/index.ts';
import { printScoreboard } from '../security/scoreboard.ts';
import { PASSWORD, seedUser } from '../test/helpers.ts';
import {
  createPostgresDatabase,
  startServer,
  stopServer,
  type RunningServer,
} from '../test/serverProcess.ts';

// The real server as a child process, killed with SIGKILL in the middle of a write load, then
// started again on the same data, several times: every write it acknowledged (a 200 for Start or
// Finish Working) must be in the database afterwards, and the server must start every time.
// Part of `npm run test:reliability` (vitest.config.ts keeps it out of the ordinary runs).

const adminUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
const engines = [
  ...(process.env.TEST_DATABASES === 'postgres' ? [] : [{ name: 'pglite' as const }]),
  ...(adminUrl ? [{ name: 'postgres' as const }] : []),
];
/** Kills per engine (RELIABILITY_KILLS; the CI short form uses fewer). */
const KILLS = Number(process.env.RELIABILITY_KILLS ?? 5);
/** Staff writing at once, one worker each (each user's changes queue behind a row lock). */
const WRITERS = 4;
/** Acknowledged writes to wait for before the kill, so it lands in steady load. */
const ACKS_BEFORE_KILL = 12;

interface Acknowledged {
  action: 'start' | 'finish';
  sessionId: string;
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function signIn(server: RunningServer, username: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MASTER_KEY_HEADER]: '' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith('atrium_session='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

/** Start and Finish Working in turn, as fast as the server answers, until stopped. */
function startWriters(server: RunningServer, cookies: string[], acknowledged: Acknowledged[]) {
  let stopped = false;
  const writers = cookies.map(async (cookie, index) => {
    for (let round = index; !stopped; round += 1) {
      const action = round % 2 === 0 ? 'start' : 'finish';
      try {
        const response = await fetch(`${server.baseUrl}/api/user/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [MASTER_KEY_HEADER]: '', cookie },
          body: JSON.stringify({ is_available: action === 'start' }),
        });
        if (response.status !== 200) continue;
        const body = (await response.json()) as { session: { id: string } | null };
        // Acknowledged: the server answered 200 with the session it wrote.
        if (body.session) acknowledged.push({ action, sessionId: body.session.id });
      } catch {
        // The server is gone (killed): nothing was acknowledged.
        return;
      }
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

/** Acknowledged writes the database does not hold: a started session missing, a finish not ended. */
async function missingWrites(handle: DatabaseHandle, acknowledged: Acknowledged[]) {
  if (acknowledged.length === 0) return 0;
  const ids = [...new Set(acknowledged.map((write) => write.sessionId))];
  const rows = await handle.db
    .select({ id: attendanceSessions.id, endedAt: attendanceSessions.endedAt })
    .from(attendanceSessions)
    .where(inArray(attendanceSessions.id, ids));
  const stored = new Map(rows.map((row) => [row.id, row]));
  return acknowledged.filter((write) => {
    const row = stored.get(write.sessionId);
    return !row || (write.action === 'finish' && row.endedAt === null);
  }).length;
}

describe.each(engines)('kill -9 under write load on $name', ({ name }) => {
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

  it(`loses no acknowledged write over ${KILLS} kills, and starts again every time`, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-kill-'));
    const env: Record<string, string> = { ATRIUM_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    let target: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    if (name === 'postgres' && adminUrl) {
      const database = await createPostgresDatabase(adminUrl);
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
      target = { kind: 'postgres', url: database.url };
    }
    // The test's own connection, only while no server holds the data (PGlite is one process's).
    const withDatabase = async <T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> => {
      const handle = await openDatabase(target);
      try {
        return await work(handle);
      } finally {
        await handle.close();
      }
    };
    const usernames = Array.from({ length: WRITERS }, (_, index) => `writer${index}`);
    await withDatabase(async (handle) => {
      await handle.migrate();
      for (const username of usernames) await seedUser(handle, { username });
    });

    server = await startServer(env);
    // Sessions are rows: the cookies stay valid across the restarts.
    const cookies = [];
    for (const username of usernames) cookies.push(await signIn(server, username));

    let acknowledgedTotal = 0;
    let missingTotal = 0;
    let restarts = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const acknowledged: Acknowledged[] = [];
      const writers = startWriters(server, cookies, acknowledged);
      await until(() => acknowledged.length >= ACKS_BEFORE_KILL);
      // A moment later than the count, so the kill falls anywhere in a request's life.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
      server.child.kill('SIGKILL');
      await server.exited;
      await writers.stop();

      acknowledgedTotal += acknowledged.length;
      missingTotal += await withDatabase((handle) => missingWrites(handle, acknowledged));
      server = await startServer(env);
      restarts += 1;
    }

    printScoreboard(`kill -9 on ${name}`, [
      [
        'kill -9 under write load: kills, acknowledged writes, acknowledged writes missing',
        `${KILLS}, ${acknowledgedTotal}, ${missingTotal}`,
      ],
      ['kill -9 under write load: restarts that came up', `${restarts} of ${KILLS}`],
    ]);
    expect(missingTotal).toBe(0);
    expect(restarts).toBe(KILLS);
  }, 600_000);
});
