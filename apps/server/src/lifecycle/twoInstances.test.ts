import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_DETAILS, MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../bootstrap.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import {
  attendanceSessions,
  jobs,
  notifications,
  rateLimits,
  users,
  type UserRow,
} from '../db/schema/index.ts';
import { openStream } from '../modules/notification/sseTestClient.ts';
import { printScoreboard } from '../security/scoreboard.ts';
import { PASSWORD, seedUser } from '../test/helpers.ts';
import {
  createPostgresDatabase,
  PROCESS_ADMIN_PASSWORD,
  startServer,
  stopServer,
  type RunningServer,
} from '../test/serverProcess.ts';

// Two real servers (child processes) on one PostgreSQL database, as two machines behind a load
// balancer would run (docs/adr/0018): what one instance does, the other must see.

const adminUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
const WORKERS = 6;
const LIVE_EVENTS = 10;

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request as the web app sends it; `ip` is the client address the proxy reports. */
function call(
  server: RunningServer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { cookie, ip, body }: { cookie?: string; ip: string; body?: unknown },
): Promise<Response> {
  return fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: {
      [MASTER_KEY_HEADER]: '',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(
  server: RunningServer,
  username: string,
  password: string,
  ip: string,
): Promise<string> {
  const response = await call(server, 'POST', '/user/login', { ip, body: { username, password } });
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith('atrium_session='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let handle: DatabaseHandle;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  const dataDirs: string[] = [];
  const figures: Array<[string, string]> = [];

  /** Each instance names its connections, so the test can tell whose query waits for a lock. */
  function start(databaseUrl: string, name: string): Promise<RunningServer> {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', name);
    const dataDir = mkdtempSync(path.join(tmpdir(), `atrium-${name}-`));
    dataDirs.push(dataDir);
    return startServer({
      DATABASE_URL: url.toString(),
      ATRIUM_DATA_DIR: dataDir,
      // The tests say which address each request comes from, as a load balancer would.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
  }

  beforeAll(async () => {
    const database = await createPostgresDatabase(adminUrl ?? '');
    dropDatabase = database.drop;
    databaseUrl = database.url;
    // One after the other: the first migrates, the second finds the schema current.
    a = await start(database.url, 'atrium-a');
    b = await start(database.url, 'atrium-b');
    handle = await openDatabase({ kind: 'postgres', url: database.url });
  }, 60_000);

  afterAll(async () => {
    printScoreboard('two instances on PostgreSQL', figures);
    await stopServer(a);
    await stopServer(b);
    await handle?.close();
    await dropDatabase?.();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a session made on one works on the other, and signing out on one ends it on both', async () => {
    const cookie = await signIn(a, ADMIN_USERNAME, PROCESS_ADMIN_PASSWORD, '192.0.2.1');
    const profile = await call(b, 'GET', '/user/profile', { cookie, ip: '192.0.2.1' });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { username: string }).username).toBe(ADMIN_USERNAME);

    expect((await call(b, 'POST', '/user/logout', { cookie, ip: '192.0.2.1' })).status).toBe(200);
    const after = await call(a, 'GET', '/user/profile', { cookie, ip: '192.0.2.1' });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
  });

  it('a live event caused on one reaches a stream on the other, once', async () => {
    const cookie = await signIn(a, ADMIN_USERNAME, PROCESS_ADMIN_PASSWORD, '192.0.2.2');
    const [admin] = await handle.db.select().from(users).where(eq(users.username, ADMIN_USERNAME));
    if (!admin) throw new Error('no admin');
    const [notice] = await handle.db
      .insert(notifications)
      .values({ recipientId: admin.id, event: 'system', title: 'Welcome', createdAt: new Date() })
      .returning();
    const stream = await openStream(b.baseUrl, cookie);
    let received = 0;
    try {
      expect((await stream.nextFrame())?.comment).toBe('connected');
      // Marking read or unread on a tells the user's other tabs to refetch, through PostgreSQL.
      for (let i = 0; i < LIVE_EVENTS; i += 1) {
        const caused = await call(
          a,
          'PUT',
          `/notification/${notice?.id}/${i % 2 ? 'unread' : 'read'}`,
          {
            cookie,
            ip: '192.0.2.2',
          },
        );
        expect(caused.status).toBe(200);
        const event = await stream.nextEvent();
        expect(event).toEqual({ type: 'refetch', resource: 'notifications' });
        received += 1;
      }
      // Nothing more than one event per cause.
      await expect(stream.nextEvent(500)).rejects.toThrow('no frame in time');
    } finally {
      stream.close();
    }
    figures.push([
      'two instances: live events caused on one, received on the other',
      `${received} of ${LIVE_EVENTS}`,
    ]);
  });

  it('the sign-in rate limit and the failure counts are shared', async () => {
    // The per-address limit (10 requests a minute) counts requests to either instance.
    const ip = '203.0.113.9';
    let acceptedBefore429 = 0;
    for (let i = 0; i < 20; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const response = await call(server, 'POST', '/user/login', {
        ip,
        body: { username: 'nobody', password: 'wrong password 1' },
      });
      if (response.status === 429) break;
      acceptedBefore429 += 1;
    }
    expect(acceptedBefore429).toBe(10);

    // Wrong passwords for one account from one address: one count, whichever instance answered.
    const owner = await seedUser(handle, { username: 'lockme' });
    const attacker = '203.0.113.10';
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const response = await call(server, 'POST', '/user/login', {
        ip: attacker,
        body: { username: 'lockme', password: `wrong password ${i}` },
      });
      expect(response.status).toBe(401);
    }
    const [counter] = await handle.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.scope, 'sign-in-failures:account+address'),
          sql`${rateLimits.key} like ${`%${owner.id}%`}`,
        ),
      );
    expect(counter?.count).toBe(10);
    // The owner is told once per burst, however many instances counted it.
    const notices = await handle.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, owner.id),
          eq(notifications.event, 'account.sign_in_failures'),
        ),
      );
    expect(notices).toHaveLength(1);
    figures.push(
      [
        'two instances: sign-in attempts from one address accepted before 429 (limit 10)',
        String(acceptedBefore429),
      ],
      [
        'two instances: wrong passwords for one account counted, of 10 sent to both; owner notices',
        `${counter?.count}, ${notices.length}`,
      ],
    );
  });

  /** Staff who started working, each with an attendance prompt scheduled. */
  async function startWorking(count: number, prefix: string): Promise<UserRow[]> {
    const people: UserRow[] = [];
    for (let i = 0; i < count; i += 1) {
      const person = await seedUser(handle, { username: `${prefix}${i}` });
      const server = i % 2 === 0 ? a : b;
      const ip = `198.51.100.${people.length + (prefix === 'killed' ? 100 : 1)}`;
      const cookie = await signIn(server, person.username, PASSWORD, ip);
      const started = await call(server, 'POST', '/user/status', {
        cookie,
        ip,
        body: { is_available: true },
      });
      expect(started.status).toBe(200);
      people.push(person);
    }
    return people;
  }

  async function promptsOf(userId: string): Promise<number> {
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, userId), eq(notifications.event, 'attendance.prompt')),
      );
    return rows.length;
  }

  /**
   * Makes their prompts due now instead of in the configured interval: the job's time, and the
   * session's last confirmation (the handler checks the interval has passed).
   */
  async function promptsDueNow(people: UserRow[]): Promise<void> {
    await handle.db
      .update(attendanceSessions)
      .set({
        startedAt: sql`${attendanceSessions.startedAt} - interval '1 day'`,
        lastConfirmedAt: sql`${attendanceSessions.lastConfirmedAt} - interval '1 day'`,
      })
      .where(
        inArray(
          attendanceSessions.userId,
          people.map((person) => person.id),
        ),
      );
    await handle.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(promptJobsOf(people));
  }

  function promptJobsOf(people: UserRow[]) {
    return sql`${jobs.kind} = 'attendance.prompt' and ${jobs.payload}->>'sessionId' in (select id::text from attendance_sessions where user_id in (${sql.join(
      people.map((person) => sql`${person.id}::uuid`),
      sql`, `,
    )}))`;
  }

  it('each job runs once with both instances polling', async () => {
    const people = await startWorking(WORKERS, 'worker');
    await promptsDueNow(people);
    // Each prompt is stored (after its job's commit) once; give a second run time to show.
    await until(async () => {
      const prompts = await Promise.all(people.map((person) => promptsOf(person.id)));
      return prompts.every((count) => count >= 1) ? prompts : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const prompts = await Promise.all(people.map((person) => promptsOf(person.id)));
    expect(prompts).toEqual(people.map(() => 1));
    // Claimed once each: a second claim would have counted a second attempt.
    const rows = await handle.db.select().from(jobs).where(promptJobsOf(people));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(people.map(() => ['done', 1]));
    figures.push([
      'two instances: prompt jobs, prompts sent (each once)',
      `${WORKERS}, ${prompts.reduce((sum, count) => sum + count, 0)}`,
    ]);
  });

  it('killing the instance in the middle of a job leaves the other to finish it', async () => {
    const [person] = await startWorking(1, 'killed');
    if (!person) throw new Error('nobody started working');
    // Hold the person's row: whichever instance claims the prompt waits for it, mid-job.
    const lockHolder = await lockUserRow(person.id);
    let victimName: string;
    try {
      await promptsDueNow([person]);
      victimName = await until(async () => {
        const result = await handle.db.execute(
          sql`select application_name from pg_stat_activity where wait_event_type = 'Lock' and application_name like 'atrium-%'`,
        );
        const [row] = (result as unknown as { rows: Array<{ application_name: string }> }).rows;
        return row?.application_name;
      });
      const victim = victimName === 'atrium-a' ? a : b;
      victim.child.kill('SIGKILL');
      await victim.exited;
    } finally {
      // The killed instance's connection gets the row, finds its client gone and rolls back.
      await lockHolder.release();
    }
    await until(async () => {
      const result = await handle.db.execute(
        sql`select count(*)::int as open from pg_stat_activity where application_name = ${victimName}`,
      );
      const [row] = (result as unknown as { rows: Array<{ open: number }> }).rows;
      return row?.open === 0 ? true : undefined;
    });
    const [claimed] = await handle.db
      .select()
      .from(jobs)
      .where(promptJobsOf([person]));
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    // Its claim lasts five minutes; the test lets them pass at once.
    await handle.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(promptJobsOf([person]));
    await until(async () => ((await promptsOf(person.id)) >= 1 ? true : undefined));
    const [finished] = await handle.db
      .select()
      .from(jobs)
      .where(promptJobsOf([person]));
    expect(finished).toMatchObject({ status: 'done', attempts: 2 });
    expect(await promptsOf(person.id)).toBe(1);
    figures.push(['two instances: job of a killed instance finished by the other', '1 of 1']);
  }, 60_000);

  /** A transaction on its own connection holding `users` row `userId` until released. */
  async function lockUserRow(userId: string): Promise<{ release: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query('select id from users where id = $1 for update', [userId]);
    return {
      release: async () => {
        await client.query('commit');
        await client.end();
      },
    };
  }
});
