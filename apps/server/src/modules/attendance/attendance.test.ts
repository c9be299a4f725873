import type { AttendanceSummary } from '@atrium/api/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  attendanceSessions,
  auditLog,
  jobs,
  statusEvents,
  teamMembers,
  teamPermissions,
  teams,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  CLIENT_HEADERS,
  manualClock,
  PASSWORD,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AttendancePromptSent } from './promptJobs.ts';

const MINUTE = 60_000;
/** Spec section 9 countdown plus the default 60 s grace. */
const TIMEOUT_AFTER_PROMPT = 5 * MINUTE + 60_000;
const T0 = new Date('2026-03-02T06:00:00.000Z');
const INVALID_TOKEN = { detail: 'Invalid Token' };

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabases)('attendance on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock = manualClock(T0);
  const prompts: Array<{ userId: string; event: AttendancePromptSent }> = [];
  /** Cookies by username, with the time they were issued (sessions idle out after 30 min). */
  const cookies = new Map<string, { token: string; at: number }>();
  let loginCount = 0;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
    // Each test starts a new manual clock (below); the app reads whichever is current.
    clock: { now: () => clock.now() } satisfies Clock,
    attendanceEvents: {
      promptSent: async (userId, event) => {
        prompts.push({ userId, event });
      },
    },
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate table jobs`);
    clock = manualClock(T0);
    prompts.length = 0;
    cookies.clear();
  });

  async function signIn(user: UserRow): Promise<string> {
    const cached = cookies.get(user.username);
    if (cached && clock.now().getTime() - cached.at < 20 * MINUTE) return cached.token;
    loginCount += 1;
    // A different address per sign-in keeps the per-IP login limit out of the way.
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: CLIENT_HEADERS,
      remoteAddress: `10.1.${Math.floor(loginCount / 250) % 250}.${(loginCount % 250) + 1}`,
      payload: { username: user.username, password: PASSWORD },
    });
    const token = sessionCookie(response);
    cookies.set(user.username, { token, at: clock.now().getTime() });
    return token;
  }

  async function call(
    user: UserRow | null,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...CLIENT_HEADERS };
    if (user) headers.cookie = `atrium_session=${await signIn(user)}`;
    return app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  const start = (user: UserRow) => call(user, 'POST', '/user/status', { is_available: true });
  const finish = (user: UserRow) => call(user, 'POST', '/user/status', { is_available: false });
  const keepWorking = (user: UserRow) => call(user, 'PUT', '/user/attendance', {});

  async function openSessions(userId: string) {
    return handle.db
      .select()
      .from(attendanceSessions)
      .where(and(eq(attendanceSessions.userId, userId), isNull(attendanceSessions.endedAt)));
  }

  async function sessionRow(id: string) {
    const [row] = await handle.db
      .select()
      .from(attendanceSessions)
      .where(eq(attendanceSessions.id, id));
    if (!row) throw new Error(`session ${id} missing`);
    return row;
  }

  async function userRow(id: string) {
    const [row] = await handle.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error(`user ${id} missing`);
    return row;
  }

  async function eventsOf(userId: string) {
    return handle.db
      .select()
      .from(statusEvents)
      .where(eq(statusEvents.userId, userId))
      .orderBy(statusEvents.at);
  }

  async function setTimeZone(user: UserRow, timeZone: string): Promise<UserRow> {
    await handle.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
    return { ...user, timeZone };
  }

  /** Moves the clock and runs what became due, as the poll loop would. */
  async function advance(ms: number): Promise<number> {
    clock.advance(ms);
    return app.jobs.runDue();
  }

  describe('Start / Finish Working', () => {
    it('start opens one session, marks the user available and schedules the first prompt', async () => {
      const alice = await seedUser(handle);
      const response = await start(alice);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        is_available: true,
        next_prompt_at: new Date(T0.getTime() + 60 * MINUTE).toISOString(),
        session: {
          user_id: alice.id,
          started_at: T0.toISOString(),
          ended_at: null,
          end_reason: null,
          needs_review: false,
          prompt_sent_at: null,
          time_zone: 'UTC',
          minutes: 0,
        },
      });
      expect((await userRow(alice.id)).isAvailable).toBe(true);
      expect(await eventsOf(alice.id)).toMatchObject([
        { isAvailable: true, source: 'user', at: T0 },
      ]);
      const scheduled = await handle.db.select().from(jobs).orderBy(jobs.runAt);
      expect(scheduled.map((job) => [job.kind, job.runAt.toISOString()])).toEqual([
        ['attendance.prompt', '2026-03-02T07:00:00.000Z'],
        ['attendance.auto_checkout', '2026-03-02T22:00:00.000Z'],
      ]);
    });

    it('starting twice leaves one open session and answers it (idempotent)', async () => {
      const alice = await seedUser(handle);
      const first = (await start(alice)).json();
      clock.advance(5 * MINUTE);
      const again = await start(alice);
      expect(again.statusCode).toBe(200);
      expect(again.json().session.id).toBe(first.session.id);
      expect(again.json().session.minutes).toBe(5);
      expect(await openSessions(alice.id)).toHaveLength(1);
      expect(await eventsOf(alice.id)).toHaveLength(1);
    });

    it('concurrent starts still leave one open session', async () => {
      const alice = await seedUser(handle);
      await signIn(alice);
      const responses = await Promise.all(Array.from({ length: 8 }, () => start(alice)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(responses.map((response) => response.json().session.id)).size).toBe(1);
      expect(await openSessions(alice.id)).toHaveLength(1);
    });

    it('finish closes the session at the server time and marks the user unavailable', async () => {
      const alice = await seedUser(handle);
      const started = (await start(alice)).json();
      clock.advance(42 * MINUTE);
      const response = await finish(alice);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        is_available: false,
        next_prompt_at: null,
        session: expect.objectContaining({
          id: started.session.id,
          ended_at: new Date(T0.getTime() + 42 * MINUTE).toISOString(),
          end_reason: 'finish',
          needs_review: false,
          minutes: 42,
        }),
      });
      expect((await userRow(alice.id)).isAvailable).toBe(false);
      expect((await eventsOf(alice.id)).map((event) => [event.isAvailable, event.source])).toEqual([
        [true, 'user'],
        [false, 'user'],
      ]);
      // Its prompt and auto check-out are gone: nothing runs for a closed session.
      expect(await handle.db.select().from(jobs)).toEqual([]);
      expect(await advance(24 * 60 * MINUTE)).toBe(0);
      expect(prompts).toEqual([]);
    });

    it('finish without a start is 409 {detail}, and changes nothing', async () => {
      const alice = await seedUser(handle);
      const response = await finish(alice);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'You have no open attendance session' });
      expect(await eventsOf(alice.id)).toEqual([]);

      await start(alice);
      expect((await finish(alice)).statusCode).toBe(200);
      expect((await finish(alice)).statusCode).toBe(409);
    });

    it('validates the body', async () => {
      const alice = await seedUser(handle);
      for (const payload of [{}, { is_available: 'yes' }, { is_available: true, user_id: 'x' }]) {
        const response = await call(alice, 'POST', '/user/status', payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json())).toEqual(['errors']);
      }
      const missing = await call(alice, 'POST', '/user/status', {});
      expect(missing.json().errors.is_available).toHaveLength(1);
      expect(await openSessions(alice.id)).toEqual([]);
    });

    it('signed out is 401 Invalid Token on every attendance call', async () => {
      const routes: Array<[Method, string, unknown]> = [
        ['POST', '/user/status', { is_available: true }],
        ['PUT', '/user/attendance', {}],
        ['GET', '/user/status', undefined],
        ['GET', '/user/status/users', undefined],
        ['GET', '/attendance/sessions', undefined],
        ['GET', '/attendance/summary?from_date=2026-03-01&to_date=2026-03-02', undefined],
        [
          'POST',
          '/attendance/corrections',
          { start: T0.toISOString(), end: T0.toISOString(), reason: 'x' },
        ],
        ['GET', '/attendance/corrections', undefined],
        [
          'PUT',
          '/attendance/correction/00000000-0000-4000-8000-000000000000',
          { decision: 'approve' },
        ],
      ];
      for (const [method, url, payload] of routes) {
        const response = await call(null, method, url, payload);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 401,
          body: INVALID_TOKEN,
        });
      }
    });
  });

  describe('Confirm attendance prompt', () => {
    it('sends the prompt after the interval: marks it, emits {message, timestamp} and schedules the timeout', async () => {
      const alice = await seedUser(handle);
      const { session } = (await start(alice)).json();
      expect(await advance(59 * MINUTE)).toBe(0);
      expect(prompts).toEqual([]);
      expect(await advance(MINUTE)).toBe(1);
      const promptAt = new Date(T0.getTime() + 60 * MINUTE);
      expect(prompts).toEqual([
        {
          userId: alice.id,
          event: {
            message: 'Are you still working? Confirm to keep your session open.',
            timestamp: promptAt.toISOString(),
            sessionId: session.id,
          },
        },
      ]);
      expect((await sessionRow(session.id)).promptSentAt).toEqual(promptAt);
      const [timeout] = await handle.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'attendance.timeout'));
      expect(timeout?.runAt).toEqual(new Date(promptAt.getTime() + TIMEOUT_AFTER_PROMPT));
      // Running again sends nothing new.
      expect(await advance(0)).toBe(0);
      expect(prompts).toHaveLength(1);
    });

    it('the prompt speaks the user language', async () => {
      const alice = await seedUser(handle);
      await handle.db.update(users).set({ language: 'ar' }).where(eq(users.id, alice.id));
      await start(alice);
      await advance(60 * MINUTE);
      expect(prompts[0]?.event.message).toBe('هل ما زلت تعمل؟ أكّد لإبقاء جلستك مفتوحة.');
    });

    it('Continue Session answers the prompt, cancels the timeout and schedules the next prompt', async () => {
      const alice = await seedUser(handle);
      const { session } = (await start(alice)).json();
      await advance(60 * MINUTE);
      clock.advance(2 * MINUTE);
      const continued = await keepWorking(alice);
      expect(continued.statusCode).toBe(200);
      const answeredAt = new Date(T0.getTime() + 62 * MINUTE);
      expect(continued.json()).toMatchObject({
        is_available: true,
        next_prompt_at: new Date(answeredAt.getTime() + 60 * MINUTE).toISOString(),
        session: {
          id: session.id,
          prompt_sent_at: null,
          last_confirmed_at: answeredAt.toISOString(),
          ended_at: null,
        },
      });
      // Past the old timeout: still working.
      await advance(TIMEOUT_AFTER_PROMPT);
      expect((await sessionRow(session.id)).endedAt).toBeNull();
      // The next prompt comes an interval after the answer, not after the first prompt.
      clock.advance(answeredAt.getTime() + 60 * MINUTE - 1 - clock.now().getTime());
      expect(await app.jobs.runDue()).toBe(0);
      expect(await advance(1)).toBe(1);
      expect(prompts).toHaveLength(2);
    });

    it('Continue Session without an open session is 409', async () => {
      const alice = await seedUser(handle);
      const response = await keepWorking(alice);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'You have no open attendance session' });
      const noBody = await call(alice, 'PUT', '/user/attendance');
      expect(noBody.statusCode).toBe(409);
      const extra = await call(alice, 'PUT', '/user/attendance', { session_id: 'x' });
      expect(extra.statusCode).toBe(400);
    });

    it('an unanswered prompt ends the session at the prompt time, for review', async () => {
      const alice = await seedUser(handle);
      const { session } = (await start(alice)).json();
      await advance(60 * MINUTE);
      const promptAt = new Date(T0.getTime() + 60 * MINUTE);
      expect(await advance(TIMEOUT_AFTER_PROMPT - 1)).toBe(0);
      expect((await sessionRow(session.id)).endedAt).toBeNull();
      expect(await advance(1)).toBe(1);

      const ended = await sessionRow(session.id);
      expect(ended).toMatchObject({ endedAt: promptAt, endReason: 'timeout', needsReview: true });
      expect((await userRow(alice.id)).isAvailable).toBe(false);
      expect(
        (await eventsOf(alice.id)).map((event) => [event.isAvailable, event.source, event.at]),
      ).toEqual([
        [true, 'user', T0],
        [false, 'system', promptAt],
      ]);
      // Idle time is never counted.
      const listed = (await call(alice, 'GET', '/attendance/sessions')).json();
      expect(listed.items[0]).toMatchObject({
        minutes: 60,
        needs_review: true,
        end_reason: 'timeout',
      });
      // And Continue Session is too late now.
      expect((await keepWorking(alice)).statusCode).toBe(409);
    });

    it('Continue Session within the grace keeps the session', async () => {
      const alice = await seedUser(handle);
      const { session } = (await start(alice)).json();
      await advance(60 * MINUTE);
      clock.advance(5 * MINUTE + 30_000);
      expect((await keepWorking(alice)).statusCode).toBe(200);
      await advance(MINUTE);
      expect((await sessionRow(session.id)).endedAt).toBeNull();
    });

    it('a late answer (runner behind) ends the session at the prompt time and says so', async () => {
      const alice = await seedUser(handle);
      const { session } = (await start(alice)).json();
      await advance(60 * MINUTE);
      clock.advance(TIMEOUT_AFTER_PROMPT + MINUTE);
      const late = await keepWorking(alice);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ detail: 'Your attendance session has already ended' });
      expect(await sessionRow(session.id)).toMatchObject({
        endedAt: new Date(T0.getTime() + 60 * MINUTE),
        endReason: 'timeout',
        needsReview: true,
      });
      // Start Working again opens a fresh session.
      const again = (await start(alice)).json();
      expect(again.session.id).not.toBe(session.id);
      expect(await openSessions(alice.id)).toHaveLength(1);
    });

    it('auto check-out closes the session at the configured local hour (Asia/Kolkata, UTC+5:30)', async () => {
      const alice = await setTimeZone(await seedUser(handle), 'Asia/Kolkata');
      clock = manualClock(new Date('2026-03-02T12:00:00.000Z')); // 17:30 in Kolkata
      const { session } = (await start(alice)).json();
      expect(session.time_zone).toBe('Asia/Kolkata');
      const checkoutAt = new Date('2026-03-02T16:30:00.000Z'); // 22:00 in Kolkata
      // Answer each prompt 4 minutes late, so the next prompt drifts past 22:00 (17:16 UTC).
      for (let i = 0; i < 4; i += 1) {
        await advance(60 * MINUTE);
        clock.advance(4 * MINUTE);
        expect((await keepWorking(alice)).statusCode).toBe(200);
      }
      expect(prompts).toHaveLength(4);
      clock.advance(checkoutAt.getTime() - 1 - clock.now().getTime());
      await app.jobs.runDue();
      expect((await sessionRow(session.id)).endedAt).toBeNull();
      await advance(1);
      expect(await sessionRow(session.id)).toMatchObject({
        endedAt: checkoutAt,
        endReason: 'auto_checkout',
        needsReview: true,
      });
      expect((await userRow(alice.id)).isAvailable).toBe(false);
      expect((await eventsOf(alice.id)).at(-1)).toMatchObject({
        isAvailable: false,
        source: 'system',
        reason: 'auto_checkout',
      });
    });

    it('a session started after the check-out hour is checked out the next local day', async () => {
      const alice = await setTimeZone(await seedUser(handle), 'America/New_York');
      // 23:00 in New York (EST, UTC-5) on 1 March.
      clock = manualClock(new Date('2026-03-02T04:00:00.000Z'));
      await start(alice);
      const [checkout] = await handle.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'attendance.auto_checkout'));
      expect(checkout?.runAt.toISOString()).toBe('2026-03-03T03:00:00.000Z');
    });
  });

  describe('status history and current status', () => {
    it('lists one own history by default, newest first, paged', async () => {
      const alice = await seedUser(handle);
      for (let i = 0; i < 3; i += 1) {
        await start(alice);
        clock.advance(10 * MINUTE);
        await finish(alice);
        clock.advance(10 * MINUTE);
      }
      const response = await call(alice, 'GET', '/user/status?page=1&size=5');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 6, page: 1, size: 5 });
      expect(body.items).toHaveLength(5);
      expect(body.items[0]).toMatchObject({
        user_id: alice.id,
        is_available: false,
        source: 'user',
      });
      const page2 = (await call(alice, 'GET', '/user/status?page=2&size=5')).json();
      expect(page2.items).toHaveLength(1);
      expect(page2.items[0].is_available).toBe(true);
    });

    it("filters by local dates in the user's time zone", async () => {
      const alice = await setTimeZone(await seedUser(handle), 'Asia/Tokyo');
      // 2026-03-02T20:00Z is 3 March 05:00 in Tokyo.
      clock = manualClock(new Date('2026-03-02T14:00:00.000Z'));
      await start(alice); // 2 March 23:00 Tokyo
      clock.advance(2 * 60 * MINUTE);
      await keepWorking(alice);
      await finish(alice); // 3 March 01:00 Tokyo
      const day2 = (
        await call(alice, 'GET', '/user/status?from_date=2026-03-02&to_date=2026-03-02')
      ).json();
      expect(day2.items.map((item: { is_available: boolean }) => item.is_available)).toEqual([
        true,
      ]);
      const day3 = (await call(alice, 'GET', '/user/status?from_date=2026-03-03')).json();
      expect(day3.items.map((item: { is_available: boolean }) => item.is_available)).toEqual([
        false,
      ]);
    });

    it("another user's history needs the User or Timesheet right (403), an unknown user is 404", async () => {
      const alice = await seedUser(handle);
      const bob = await seedUser(handle, { username: 'bob' });
      const boss = await seedUser(handle, { username: 'boss', role: 'super_admin' });
      await start(bob);

      const denied = await call(alice, 'GET', `/user/status?user_id=${bob.id}`);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().detail).not.toBe('Invalid Token');

      const allowed = await call(boss, 'GET', `/user/status?user_id=${bob.id}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().items).toHaveLength(1);

      const unknown = await call(
        boss,
        'GET',
        '/user/status?user_id=00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Not found' });
      // Own id is always fine.
      expect((await call(alice, 'GET', `/user/status?user_id=${alice.id}`)).statusCode).toBe(200);
    });

    it('validates dates, ids and page sizes', async () => {
      const alice = await seedUser(handle);
      const cases: Array<[string, string]> = [
        ['/user/status?from_date=2026-03-05&to_date=2026-03-01', 'to_date'],
        ['/user/status?from_date=05/03/2026', 'from_date'],
        ['/user/status?to_date=2026-02-30', 'to_date'],
        ['/user/status?user_id=bob', 'user_id'],
        ['/user/status?size=7', 'size'],
        ['/user/status?page=0', 'page'],
        ['/user/status?colour=red', '_'],
        ['/user/status?from_date=0000-01-01', 'from_date'],
        ['/user/status?to_date=9999-12-31', 'to_date'],
      ];
      for (const [url, field] of cases) {
        const response = await call(alice, 'GET', url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        const errors = response.json().errors as Record<string, string[]>;
        expect({ url, fields: Object.keys(errors) }).toEqual({
          url,
          fields: field === '_' ? Object.keys(errors) : [field],
        });
      }
      expect((await call(alice, 'GET', '/user/status?size=-1')).statusCode).toBe(200);
    });

    it('users status shows who is working now and since when, to any signed-in user', async () => {
      const alice = await seedUser(handle);
      const bob = await seedUser(handle, { username: 'bob' });
      const carol = await seedUser(handle, { username: 'carol' });
      await seedUser(handle, { username: 'gone', isActive: false });
      await start(bob);
      clock.advance(MINUTE);
      await start(carol);
      clock.advance(MINUTE);
      await finish(carol);

      const response = await call(alice, 'GET', '/user/status/users?size=10');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(3);
      expect(body.items).toEqual([
        {
          user_id: bob.id,
          username: 'bob',
          full_name: 'Alice Example',
          is_available: true,
          since: T0.toISOString(),
          session_id: expect.any(String),
        },
        expect.objectContaining({ username: 'alice', is_available: false, since: null }),
        expect.objectContaining({
          username: 'carol',
          is_available: false,
          since: new Date(T0.getTime() + 2 * MINUTE).toISOString(),
          session_id: null,
        }),
      ]);
      const working = (await call(alice, 'GET', '/user/status/users?is_available=true')).json();
      expect(working.items.map((item: { username: string }) => item.username)).toEqual(['bob']);
      expect((await call(alice, 'GET', '/user/status/users?team_id=nope')).statusCode).toBe(400);
    });
  });

  describe('sessions and the daily summary', () => {
    async function insertSession(
      userId: string,
      startedAt: string,
      endedAt: string | null,
      needsReview = false,
    ) {
      const [row] = await handle.db
        .insert(attendanceSessions)
        .values({
          userId,
          startedAt: new Date(startedAt),
          endedAt: endedAt ? new Date(endedAt) : null,
          endReason: endedAt ? 'finish' : null,
          needsReview,
          lastConfirmedAt: new Date(startedAt),
          timeZone: 'UTC',
        })
        .returning();
      if (!row) throw new Error('insert failed');
      return row;
    }

    it("lists one's own sessions with filters; others need the Timesheet right", async () => {
      const alice = await seedUser(handle);
      const bob = await seedUser(handle, { username: 'bob' });
      const boss = await seedUser(handle, { username: 'boss', role: 'super_admin' });
      await insertSession(alice.id, '2026-02-27T08:00:00Z', '2026-02-27T12:00:00Z');
      await insertSession(alice.id, '2026-02-28T08:00:00Z', '2026-02-28T09:30:00Z', true);
      await insertSession(bob.id, '2026-02-28T08:00:00Z', '2026-02-28T09:00:00Z');

      const own = (await call(alice, 'GET', '/attendance/sessions')).json();
      expect(own.total).toBe(2);
      expect(own.items.map((item: { minutes: number }) => item.minutes)).toEqual([90, 240]);
      const review = (await call(alice, 'GET', '/attendance/sessions?needs_review=true')).json();
      expect(review.items).toHaveLength(1);
      const day = (
        await call(alice, 'GET', '/attendance/sessions?from_date=2026-02-27&to_date=2026-02-27')
      ).json();
      expect(day.items).toHaveLength(1);

      expect((await call(alice, 'GET', `/attendance/sessions?user_id=${bob.id}`)).statusCode).toBe(
        403,
      );
      const asBoss = await call(boss, 'GET', `/attendance/sessions?user_id=${bob.id}`);
      expect(asBoss.json().items).toHaveLength(1);
      expect(
        (
          await call(
            boss,
            'GET',
            '/attendance/sessions?user_id=00000000-0000-4000-8000-000000000000',
          )
        ).statusCode,
      ).toBe(404);
      expect((await call(alice, 'GET', '/attendance/sessions?needs_review=maybe')).statusCode).toBe(
        400,
      );
    });

    it('sums worked minutes per local date, splitting a session at local midnight', async () => {
      const alice = await setTimeZone(await seedUser(handle), 'Asia/Kolkata');
      // 23:00 → 02:00 in Kolkata (UTC+5:30), over midnight of 2/3 March.
      await insertSession(alice.id, '2026-03-02T17:30:00Z', '2026-03-02T20:30:00Z');
      // 09:00 → 10:15 on 4 March.
      await insertSession(alice.id, '2026-03-04T03:30:00Z', '2026-03-04T04:45:00Z');
      // Outside the range.
      await insertSession(alice.id, '2026-03-07T03:30:00Z', '2026-03-07T04:45:00Z');
      clock = manualClock(new Date('2026-03-10T00:00:00Z'));

      const response = await call(
        alice,
        'GET',
        '/attendance/summary?from_date=2026-03-01&to_date=2026-03-05',
      );
      expect(response.statusCode).toBe(200);
      // Only the midnight split here; the calendar's fields are attendanceSummary.test.ts's.
      const body = response.json<AttendanceSummary>();
      expect({
        ...body,
        days: body.days.map(({ date, minutes }) => ({ date, minutes })),
      }).toEqual({
        user_id: alice.id,
        time_zone: 'Asia/Kolkata',
        from_date: '2026-03-01',
        to_date: '2026-03-05',
        total_minutes: 255,
        days: [
          { date: '2026-03-01', minutes: 0 },
          { date: '2026-03-02', minutes: 60 },
          { date: '2026-03-03', minutes: 120 },
          { date: '2026-03-04', minutes: 75 },
          { date: '2026-03-05', minutes: 0 },
        ],
      });
    });

    it('counts an open session up to now', async () => {
      const alice = await seedUser(handle);
      await start(alice);
      clock.advance(25 * MINUTE);
      const body = (
        await call(alice, 'GET', '/attendance/summary?from_date=2026-03-02&to_date=2026-03-02')
      ).json();
      expect(body.total_minutes).toBe(25);
    });

    it('summary validation and rights', async () => {
      const alice = await seedUser(handle);
      const bob = await seedUser(handle, { username: 'bob' });
      const cases: Array<[string, string]> = [
        ['/attendance/summary?to_date=2026-03-02', 'from_date'],
        ['/attendance/summary?from_date=2026-03-03&to_date=2026-03-02', 'to_date'],
        ['/attendance/summary?from_date=2025-01-01&to_date=2026-03-02', 'to_date'],
        ['/attendance/summary?from_date=0000-01-01&to_date=0000-01-02', 'from_date'],
      ];
      for (const [url, field] of cases) {
        const response = await call(alice, 'GET', url);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toContain(field);
      }
      expect(
        (
          await call(
            alice,
            'GET',
            `/attendance/summary?user_id=${bob.id}&from_date=2026-03-01&to_date=2026-03-02`,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('corrections', () => {
    async function closedSession(user: UserRow) {
      const { session } = (await start(user)).json();
      clock.advance(30 * MINUTE);
      await finish(user);
      clock.advance(60 * MINUTE);
      return session.id as string;
    }

    const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();

    it('validates a request: order, span, future times, reason, unknown keys', async () => {
      const alice = await seedUser(handle);
      clock.advance(48 * 60 * MINUTE);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ start: at(60 * MINUTE), end: at(0), reason: 'forgot' }, 'end'],
        [{ start: at(0), end: at(25 * 60 * MINUTE), reason: 'forgot' }, 'end'],
        [{ start: at(0), end: at(49 * 60 * MINUTE), reason: 'forgot' }, 'end'],
        [{ start: at(50 * 60 * MINUTE), end: at(51 * 60 * MINUTE), reason: 'forgot' }, 'start'],
        [{ start: at(0), end: at(MINUTE), reason: '   ' }, 'reason'],
        [{ start: 'yesterday', end: at(MINUTE), reason: 'forgot' }, 'start'],
        [{ start: at(0), end: at(MINUTE), reason: 'forgot', session_id: 'abc' }, 'session_id'],
        [{ start: at(0), end: at(MINUTE), reason: 'x'.repeat(1001) }, 'reason'],
        [
          { start: '0000-01-01T00:00:00Z', end: '0000-01-01T01:00:00Z', reason: 'old' },
          'start,end',
        ],
      ];
      for (const [payload, field] of cases) {
        const response = await call(alice, 'POST', '/attendance/corrections', payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expect({ payload, fields: Object.keys(response.json().errors).sort() }).toEqual({
          payload,
          fields: field.split(',').sort(),
        });
      }
      const extra = await call(alice, 'POST', '/attendance/corrections', {
        start: at(0),
        end: at(MINUTE),
        reason: 'forgot',
        user_id: alice.id,
      });
      expect(extra.statusCode).toBe(400);
    });

    it("a correction of someone else's session is 404; of an open one 409", async () => {
      const alice = await seedUser(handle);
      const bob = await seedUser(handle, { username: 'bob' });
      const bobs = await closedSession(bob);
      const foreign = await call(alice, 'POST', '/attendance/corrections', {
        session_id: bobs,
        start: at(0),
        end: at(MINUTE),
        reason: 'mine really',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Not found' });

      const { session } = (await start(alice)).json();
      const open = await call(alice, 'POST', '/attendance/corrections', {
        session_id: session.id,
        start: at(0),
        end: at(MINUTE),
        reason: 'still open',
      });
      expect(open.statusCode).toBe(409);
    });

    it('approval applies the times to the session, with an audit row', async () => {
      const alice = await seedUser(handle);
      const boss = await seedUser(handle, { username: 'boss', role: 'super_admin' });
      const sessionId = await closedSession(alice);
      const created = await call(alice, 'POST', '/attendance/corrections', {
        session_id: sessionId,
        start: at(-30 * MINUTE),
        end: at(45 * MINUTE),
        reason: 'Started before I clicked',
      });
      expect(created.statusCode).toBe(201);
      const correction = created.json();
      expect(correction).toMatchObject({
        user_id: alice.id,
        session_id: sessionId,
        status: 'pending',
        reason: 'Started before I clicked',
        reviewer_id: null,
      });

      const listedOwn = (await call(alice, 'GET', '/attendance/corrections')).json();
      expect(listedOwn.total).toBe(1);
      // The session as it stands (T0 → T0 + 30 min) is what the request would change.
      expect(listedOwn.items[0]).toMatchObject({
        full_name: alice.fullName,
        original_start: at(0),
        original_end: at(30 * MINUTE),
      });
      const pending = (await call(boss, 'GET', '/attendance/corrections?status=pending')).json();
      expect(pending.items.map((item: { id: string }) => item.id)).toEqual([correction.id]);

      const decided = await call(boss, 'PUT', `/attendance/correction/${correction.id}`, {
        decision: 'approve',
        note: 'ok',
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json()).toMatchObject({
        status: 'approved',
        reviewer_id: boss.id,
        review_note: 'ok',
      });
      expect(await sessionRow(sessionId)).toMatchObject({
        startedAt: new Date(T0.getTime() - 30 * MINUTE),
        endedAt: new Date(T0.getTime() + 45 * MINUTE),
        endReason: 'correction',
        needsReview: false,
      });
      const audit = await handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'attendance_correction_approved'));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: boss.id, targetId: sessionId });
      // After approval the history still shows the times before it beside the corrected ones.
      const history = (await call(alice, 'GET', '/attendance/corrections')).json();
      expect(history.items[0]).toMatchObject({
        status: 'approved',
        start: at(-30 * MINUTE),
        end: at(45 * MINUTE),
        original_start: at(0),
        original_end: at(30 * MINUTE),
      });

      const again = await call(boss, 'PUT', `/attendance/correction/${correction.id}`, {
        decision: 'reject',
      });
      expect(again.statusCode).toBe(409);
    });

    it('approval without a session adds a closed one; rejection changes nothing', async () => {
      const alice = await seedUser(handle);
      const boss = await seedUser(handle, { username: 'boss', role: 'super_admin' });
      clock.advance(24 * 60 * MINUTE);
      const missing = (
        await call(alice, 'POST', '/attendance/corrections', {
          start: at(2 * 60 * MINUTE),
          end: at(6 * 60 * MINUTE),
          reason: 'Forgot to start',
        })
      ).json();
      const rejected = (
        await call(alice, 'POST', '/attendance/corrections', {
          start: at(8 * 60 * MINUTE),
          end: at(9 * 60 * MINUTE),
          reason: 'Forgot again',
        })
      ).json();
      const approved = await call(boss, 'PUT', `/attendance/correction/${missing.id}`, {
        decision: 'approve',
      });
      expect(approved.statusCode).toBe(200);
      const added = await sessionRow(approved.json().session_id);
      expect(added).toMatchObject({
        userId: alice.id,
        startedAt: new Date(T0.getTime() + 2 * 60 * MINUTE),
        endedAt: new Date(T0.getTime() + 6 * 60 * MINUTE),
        endReason: 'correction',
      });
      const rejection = await call(boss, 'PUT', `/attendance/correction/${rejected.id}`, {
        decision: 'reject',
        note: 'No evidence',
      });
      expect(rejection.json()).toMatchObject({ status: 'rejected', session_id: null });
      const sessions = await handle.db.select().from(attendanceSessions);
      expect(sessions).toHaveLength(1);
    });

    it('a request overlapping a session is refused on its field; an approval that would is 409', async () => {
      const alice = await seedUser(handle);
      const boss = await seedUser(handle, { username: 'boss', role: 'super_admin' });
      await closedSession(alice); // T0 → T0+30 min
      const refused = await call(alice, 'POST', '/attendance/corrections', {
        start: at(-60 * MINUTE),
        end: at(10 * MINUTE),
        reason: 'double',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: { start: ['The corrected times overlap another session'] },
      });
      // Two missing sessions asked for at once over the same hour: the second approval collides.
      const missing = { start: at(-3 * 60 * MINUTE), end: at(-2 * 60 * MINUTE), reason: 'forgot' };
      const first = (await call(alice, 'POST', '/attendance/corrections', missing)).json();
      const overlapping = (await call(alice, 'POST', '/attendance/corrections', missing)).json();
      expect(
        (await call(boss, 'PUT', `/attendance/correction/${first.id}`, { decision: 'approve' }))
          .statusCode,
      ).toBe(200);
      const response = await call(boss, 'PUT', `/attendance/correction/${overlapping.id}`, {
        decision: 'approve',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'The corrected times overlap another session' });
    });

    it('the Timesheet permission granted through a team is enough; an admin without it is refused', async () => {
      const alice = await seedUser(handle);
      const lead = await seedUser(handle, { username: 'lead' });
      const admin = await seedUser(handle, { username: 'plainadmin', role: 'admin' });
      const [team] = await handle.db.insert(teams).values({ name: 'Timekeepers' }).returning();
      if (!team) throw new Error('team insert failed');
      await handle.db.insert(teamMembers).values({ teamId: team.id, userId: lead.id });
      await handle.db.insert(teamPermissions).values({ teamId: team.id, permission: 'Timesheet' });
      clock.advance(60 * MINUTE);
      const request = (
        await call(alice, 'POST', '/attendance/corrections', {
          start: at(0),
          end: at(30 * MINUTE),
          reason: 'please',
        })
      ).json();

      expect(
        (await call(admin, 'GET', `/attendance/sessions?user_id=${alice.id}`)).statusCode,
      ).toBe(403);
      const byAdmin = await call(admin, 'PUT', `/attendance/correction/${request.id}`, {
        decision: 'approve',
      });
      expect(byAdmin.statusCode).toBe(403);

      expect((await call(lead, 'GET', `/attendance/sessions?user_id=${alice.id}`)).statusCode).toBe(
        200,
      );
      expect((await call(lead, 'GET', `/user/status?user_id=${alice.id}`)).statusCode).toBe(200);
      const byLead = await call(lead, 'PUT', `/attendance/correction/${request.id}`, {
        decision: 'approve',
      });
      expect(byLead.statusCode).toBe(200);
      expect(byLead.json()).toMatchObject({ status: 'approved', reviewer_id: lead.id });
    });

    it('deciding needs the Timesheet right, never on one own request; unknown ids are 404', async () => {
      const alice = await seedUser(handle);
      const bob = await seedUser(handle, { username: 'bob' });
      const boss = await seedUser(handle, { username: 'boss', role: 'super_admin' });
      clock.advance(60 * MINUTE);
      const request = { start: at(0), end: at(30 * MINUTE), reason: 'please' };
      const alices = (await call(alice, 'POST', '/attendance/corrections', request)).json();
      const boss1 = (await call(boss, 'POST', '/attendance/corrections', request)).json();

      const byPeer = await call(bob, 'PUT', `/attendance/correction/${alices.id}`, {
        decision: 'approve',
      });
      expect(byPeer.statusCode).toBe(403);
      expect(byPeer.json().detail).not.toBe('Invalid Token');

      const own = await call(boss, 'PUT', `/attendance/correction/${boss1.id}`, {
        decision: 'approve',
      });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ detail: 'You cannot review your own correction request' });

      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await call(boss, 'PUT', `/attendance/correction/${id}`, {
          decision: 'approve',
        });
        expect(response.statusCode).toBe(404);
      }
      const invalid = await call(boss, 'PUT', `/attendance/correction/${alices.id}`, {
        decision: 'maybe',
      });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json().errors)).toEqual(['decision']);

      // Lists: one's own only, everyone's with the right; another's list without it is 403.
      expect((await call(bob, 'GET', '/attendance/corrections')).json().total).toBe(0);
      expect((await call(boss, 'GET', '/attendance/corrections')).json().total).toBe(2);
      expect(
        (await call(bob, 'GET', `/attendance/corrections?user_id=${alice.id}`)).statusCode,
      ).toBe(403);
      expect(
        (await call(boss, 'GET', `/attendance/corrections?user_id=${alice.id}`)).json().total,
      ).toBe(1);
      expect((await call(bob, 'GET', '/attendance/corrections?status=done')).statusCode).toBe(400);
    });
  });

  it('write mix: 200 concurrent start/finish/continue requests for 20 users lose no acknowledged write', async () => {
    const people: UserRow[] = [];
    for (let i = 0; i < 20; i += 1) {
      people.push(await seedUser(handle, { username: `worker${i}` }));
    }
    for (const person of people) await signIn(person);
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const plan = Array.from({ length: 200 }, (_, i) => {
      const person = people[i % people.length] as UserRow;
      const roll = random();
      const action = roll < 0.45 ? 'start' : roll < 0.8 ? 'finish' : 'continue';
      return { person, action };
    });
    const results = await Promise.all(
      plan.map(async ({ person, action }) => {
        const response =
          action === 'start'
            ? await start(person)
            : action === 'finish'
              ? await finish(person)
              : await keepWorking(person);
        return { person, action, status: response.statusCode, body: response.json() };
      }),
    );
    expect(results.filter((result) => ![200, 409].includes(result.status))).toEqual([]);

    let missing = 0;
    const startedIds = new Set<string>();
    let finishes = 0;
    for (const result of results) {
      if (result.status !== 200) continue;
      const acknowledged = result.body.session;
      const row = await handle.db
        .select()
        .from(attendanceSessions)
        .where(eq(attendanceSessions.id, acknowledged.id));
      if (row.length !== 1) {
        missing += 1;
        continue;
      }
      const stored = row[0];
      if (result.action === 'start') startedIds.add(acknowledged.id);
      if (result.action === 'finish') {
        finishes += 1;
        if (stored?.endedAt?.toISOString() !== acknowledged.ended_at) missing += 1;
      }
      if (
        result.action === 'continue' &&
        (stored?.lastConfirmedAt.getTime() ?? 0) < Date.parse(acknowledged.last_confirmed_at)
      ) {
        missing += 1;
      }
    }
    // Every acknowledged start and finish left its status event, and nothing else did.
    const events = await handle.db.select().from(statusEvents);
    const startEvents = events.filter((event) => event.isAvailable).length;
    const finishEvents = events.filter((event) => !event.isAvailable).length;
    const sessions = await handle.db.select().from(attendanceSessions);
    missing += Math.abs(sessions.length - startedIds.size);
    missing += Math.abs(startEvents - startedIds.size) + Math.abs(finishEvents - finishes);
    // Availability matches the open sessions.
    for (const person of people) {
      const open = sessions.filter(
        (session) => session.userId === person.id && session.endedAt === null,
      );
      expect(open.length).toBeLessThanOrEqual(1);
      expect((await userRow(person.id)).isAvailable).toBe(open.length === 1);
    }
    printScoreboard(`attendance on ${testDatabase.name}, 200 concurrent requests, 20 users`, [
      ['load, write mix (attendance): acknowledged writes missing', String(missing)],
    ]);
    expect(missing).toBe(0);
    expect(finishes).toBeGreaterThan(0);
  });
});
