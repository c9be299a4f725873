import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, seedUser, sessionCookie, useTestApp } from '../../test/helpers.ts';
import { SHUTDOWN_RECONNECT_MS } from './events.routes.ts';
import { openStream } from './sseTestClient.ts';

describe.each(testDatabases)(
  'GET /api/events when the server shuts down on $name',
  (testDatabase) => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let baseUrl: string;
    useTestApp(testDatabase, async (opened) => {
      ({ handle, app } = opened);
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('tells every open stream to reconnect after a spread delay, then ends it, and close() returns', async () => {
      await seedUser(handle, { username: 'alice' });
      await seedUser(handle, { username: 'bob' });
      const cookieOf = async (username: string) =>
        `atrium_session=${sessionCookie(await login(app, { username, password: PASSWORD }))}`;
      const streams = [
        await openStream(baseUrl, await cookieOf('alice')),
        await openStream(baseUrl, await cookieOf('alice')),
        await openStream(baseUrl, await cookieOf('bob')),
      ];
      for (const stream of streams) expect((await stream.nextFrame())?.comment).toBe('connected');

      const startedAt = Date.now();
      await app.close();
      expect(Date.now() - startedAt).toBeLessThan(2_000);

      for (const stream of streams) {
        const last = await stream.nextFrame();
        expect(last?.comment).toBe('reconnect');
        expect(last?.retry).toBeGreaterThanOrEqual(SHUTDOWN_RECONNECT_MS.min);
        expect(last?.retry).toBeLessThanOrEqual(SHUTDOWN_RECONNECT_MS.max);
        expect(await stream.ended()).toBe(true);
      }
    });
  },
);
