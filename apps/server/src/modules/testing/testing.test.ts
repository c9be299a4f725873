import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { attendanceSessions, notifications } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  CLIENT_HEADERS,
  login,
  PASSWORD,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';

async function signIn(app: FastifyInstance, username: string): Promise<string> {
  return sessionCookie(await login(app, { username, password: PASSWORD }));
}

function post(app: FastifyInstance, url: string, token?: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...CLIENT_HEADERS,
      ...(token === undefined ? {} : { cookie: `atrium_session=${token}` }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe.each(testDatabases)('test-only switches on $name', (testDatabase) => {
  describe('with ATRIUM_E2E_HOOKS off (the default)', () => {
    let app: FastifyInstance;
    let handle: DatabaseHandle;
    useTestApp(testDatabase, (opened) => ({ app, handle } = opened));

    it('answers 404 like any unknown path, signed in or not', async () => {
      await seedUser(handle, { username: 'alice' });
      const token = await signIn(app, 'alice');
      for (const url of ['/api/testing/attendance/prompt', '/api/testing/notify']) {
        expect((await post(app, url, token, {})).statusCode).toBe(404);
        expect((await post(app, url)).statusCode).toBe(404);
      }
    });
  });

  describe('with ATRIUM_E2E_HOOKS on', () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
      config: { e2eHooks: true },
    });
    beforeEach(async () => {
      await handle.db.execute(sql`truncate table jobs`);
    });

    it('needs a signed-in caller', async () => {
      expect((await post(app, '/api/testing/attendance/prompt')).statusCode).toBe(401);
      expect((await post(app, '/api/testing/notify', undefined, {})).statusCode).toBe(401);
    });

    it('sends the attendance prompt to the caller now, through the prompt job', async () => {
      const alice = await seedUser(handle, { username: 'alice' });
      const token = await signIn(app, 'alice');

      const idle = await post(app, '/api/testing/attendance/prompt', token);
      expect(idle.statusCode).toBe(409);

      const started = await app.inject({
        method: 'POST',
        url: '/api/user/status',
        headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${token}` },
        payload: { is_available: true },
      });
      expect(started.statusCode).toBe(200);
      const before = Date.now();

      const prompted = await post(app, '/api/testing/attendance/prompt', token);
      expect(prompted.statusCode).toBe(200);
      const body = prompted.json<{ session_id: string; prompt_sent_at: string }>();
      expect(Date.parse(body.prompt_sent_at)).toBeGreaterThanOrEqual(before - 1000);

      const [session] = await handle.db
        .select()
        .from(attendanceSessions)
        .where(and(eq(attendanceSessions.userId, alice.id), isNull(attendanceSessions.endedAt)));
      expect(session?.id).toBe(body.session_id);
      expect(session?.promptSentAt?.toISOString()).toBe(body.prompt_sent_at);

      // The prompt job's side effects: the "Confirm attendance" notification and the timeout job.
      const stored = await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, alice.id));
      expect(stored.map((row) => [row.event, row.title])).toEqual([
        ['attendance.prompt', 'Confirm attendance'],
      ]);
      const timeout = await handle.db.execute(
        sql`select run_at from jobs where unique_key = ${`attendance-timeout:${body.session_id}`}`,
      );
      expect((timeout as unknown as { rows: unknown[] }).rows).toHaveLength(1);

      // Continue Session answers it as usual.
      const continued = await app.inject({
        method: 'PUT',
        url: '/api/user/attendance',
        headers: { ...CLIENT_HEADERS, cookie: `atrium_session=${token}` },
        payload: {},
      });
      expect(continued.statusCode).toBe(200);
      expect(continued.json()).toMatchObject({
        is_available: true,
        next_prompt_at: expect.any(String),
      });
    });

    it('notifies the caller only, through the notification service', async () => {
      const alice = await seedUser(handle, { username: 'alice' });
      const bob = await seedUser(handle, { username: 'bob', fullName: 'Bob Example' });
      const token = await signIn(app, 'alice');

      const response = await post(app, '/api/testing/notify', token, { title: 'Hello there' });
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ id: string }>();

      const rows = await handle.db.select().from(notifications);
      expect(rows.map((row) => [row.id, row.recipientId, row.event, row.title])).toEqual([
        [id, alice.id, 'system', 'Hello there'],
      ]);
      expect(rows.some((row) => row.recipientId === bob.id)).toBe(false);

      const unknownField = await post(app, '/api/testing/notify', token, { recipient_id: bob.id });
      expect(unknownField.statusCode).toBe(400);
    });
  });
});
