import { ERROR_DETAILS } from '@atrium/api/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createInProcessEventBus } from '../../events/bus.ts';
import { createLogger } from '../../logger.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  CLIENT_HEADERS,
  login,
  logout,
  manualClock,
  PASSWORD,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';
import { SESSION_IDLE_MS } from '../user/sessionPolicy.ts';
import { createAttendanceEventsPort } from './attendancePort.ts';
import { MAX_STREAMS_PER_USER } from './events.routes.ts';
import { createNotificationRepo } from './notification.repo.ts';
import { createNotificationService, type NotificationService } from './notification.service.ts';
import { openStream } from './sseTestClient.ts';

const HEARTBEAT_MS = 100;

async function until(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabases)('GET /api/events on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let service: NotificationService;
  let baseUrl: string;
  const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
  const events = createInProcessEventBus();

  useTestApp(
    testDatabase,
    async (opened) => {
      ({ handle, app } = opened);
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      service = createNotificationService({
        repo: createNotificationRepo(handle.db),
        clock,
        events,
        logger: createLogger({ level: 'silent' }),
      });
    },
    { clock, events, sseHeartbeatMs: HEARTBEAT_MS },
  );

  async function signIn(username: string) {
    const user = await seedUser(handle, { username });
    const token = sessionCookie(await login(app, { username, password: PASSWORD }));
    return { user, token, cookie: `atrium_session=${token}` };
  }

  it('answers 401 Invalid Token without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
    const real = await fetch(`${baseUrl}/api/events`, {
      headers: { cookie: 'atrium_session=not-a-session' },
    });
    expect(real.status).toBe(401);
    expect(await real.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
  });

  it('streams the user’s notifications and attendance prompts, with heartbeats', async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    const stream = await openStream(baseUrl, alice.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await stream.nextFrame())?.comment).toBe('connected');
      await until(() => events.listenerCount(alice.user.id) === 1);

      await service.notify({ recipientIds: [bob.user.id], event: 'system', title: 'For Bob' });
      const { stored } = await service.notify({
        recipientIds: [alice.user.id],
        event: 'story.assigned',
        title: 'Story assigned',
        body: 'Homepage copy',
        data: { story_id: 's-1' },
      });
      expect(await stream.nextEvent()).toEqual({ type: 'notification', notification: stored[0] });

      const port = createAttendanceEventsPort({ notifications: service, events });
      await port.promptSent(alice.user.id, {
        message: 'Are you still working?',
        timestamp: '2026-03-02T12:00:00.000Z',
        sessionId: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
      });
      expect(await stream.nextEvent()).toEqual({
        type: 'attendance.prompt',
        message: 'Are you still working?',
        timestamp: '2026-03-02T12:00:00.000Z',
      });
      expect(await stream.nextEvent()).toMatchObject({
        type: 'notification',
        notification: { title: 'Confirm attendance', event: 'attendance.prompt' },
      });

      let heartbeat: string | undefined;
      while (heartbeat === undefined) {
        const frame = await stream.nextFrame();
        if (frame?.comment === 'heartbeat') heartbeat = frame.comment;
      }
      expect(heartbeat).toBe('heartbeat');
    } finally {
      stream.close();
    }
    await until(() => events.listenerCount() === 0);
  });

  it('streams the prompt the attendance job sends, through the app’s own port', async () => {
    await handle.db.execute(sql`truncate table jobs`);
    const alice = await signIn('alice');
    const headers = { ...CLIENT_HEADERS, cookie: alice.cookie };
    const stream = await openStream(baseUrl, alice.cookie);
    try {
      expect((await stream.nextFrame())?.comment).toBe('connected');
      const started = await app.inject({
        method: 'POST',
        url: '/api/user/status',
        headers,
        payload: { is_available: true },
      });
      expect(started.statusCode, started.body).toBe(200);
      // An hour of work; a request every 20 minutes keeps the session from idling out.
      for (let step = 0; step < 3; step += 1) {
        clock.advance(20 * 60_000);
        const seen = await app.inject({ method: 'GET', url: '/api/user/profile', headers });
        expect(seen.statusCode).toBe(200);
      }
      expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect(await stream.nextEvent()).toEqual({
        type: 'attendance.prompt',
        message: expect.any(String),
        timestamp: clock.now().toISOString(),
      });
      expect(await stream.nextEvent()).toMatchObject({
        type: 'notification',
        notification: { event: 'attendance.prompt', title: 'Confirm attendance' },
      });
    } finally {
      stream.close();
    }
  });

  it('ends the stream once the session is logged out', async () => {
    const alice = await signIn('alice');
    const stream = await openStream(baseUrl, alice.cookie);
    expect((await stream.nextFrame())?.comment).toBe('connected');
    expect((await logout(app, alice.token)).statusCode).toBe(200);
    expect(await stream.ended()).toBe(true);
    await until(() => events.listenerCount() === 0);
  });

  it('ends the stream when the user is deactivated', async () => {
    const alice = await signIn('alice');
    const stream = await openStream(baseUrl, alice.cookie);
    expect((await stream.nextFrame())?.comment).toBe('connected');
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, alice.user.id));
    expect(await stream.ended()).toBe(true);
  });

  it('does not keep an idle session alive: the stream ends at the idle timeout', async () => {
    const alice = await signIn('alice');
    const stream = await openStream(baseUrl, alice.cookie);
    expect((await stream.nextFrame())?.comment).toBe('connected');
    // Heartbeats keep coming while the session is valid.
    expect((await stream.nextFrame())?.comment).toBe('heartbeat');
    clock.advance(SESSION_IDLE_MS);
    expect(await stream.ended()).toBe(true);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const alice = await signIn('alice');
    const streams = [];
    for (let index = 0; index <= MAX_STREAMS_PER_USER; index += 1) {
      const stream = await openStream(baseUrl, alice.cookie);
      expect((await stream.nextFrame())?.comment).toBe('connected');
      streams.push(stream);
    }
    try {
      expect(await streams[0]?.ended()).toBe(true);
      await until(() => events.listenerCount(alice.user.id) === MAX_STREAMS_PER_USER);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
