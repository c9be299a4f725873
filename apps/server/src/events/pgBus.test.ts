import { randomBytes } from 'node:crypto';
import type { ServerEvent } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createDelivery } from '../modules/notification/delivery.ts';
import { openStream } from '../modules/notification/sseTestClient.ts';
import { createNotificationRepo } from '../modules/notification/notification.repo.ts';
import { createNotificationService } from '../modules/notification/notification.service.ts';
import { login, PASSWORD, seedUser, sessionCookie, testConfig } from '../test/helpers.ts';
import type { EventBus } from './bus.ts';
import { encodeEnvelope, PAYLOAD_LIMIT_BYTES, type PgEventBus } from './pgBus.ts';

const adminUrl = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
const silent = createLogger({ level: 'silent' });
const USER = '0c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

const notification = {
  id: '1c7f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  event: 'system',
  title: 'Hello',
  body: '',
  data: {},
  created_at: '2026-03-02T08:00:00.000Z',
  read_at: null,
  archived_at: null,
} as const;

describe('encodeEnvelope', () => {
  it('sends small events whole', () => {
    const event: ServerEvent = { type: 'notification', notification };
    expect(JSON.parse(encodeEnvelope('me', USER, event))).toEqual({ o: 'me', u: USER, e: event });
  });

  it('sends only the id of a notification too large for NOTIFY, and a refetch for others', () => {
    const big: ServerEvent = {
      type: 'notification',
      notification: { ...notification, body: 'x'.repeat(PAYLOAD_LIMIT_BYTES) },
    };
    expect(JSON.parse(encodeEnvelope('me', USER, big))).toEqual({
      o: 'me',
      u: USER,
      n: notification.id,
    });
    const prompt: ServerEvent = {
      type: 'attendance.prompt',
      message: 'م'.repeat(PAYLOAD_LIMIT_BYTES / 2),
      timestamp: '2026-03-02T12:00:00.000Z',
    };
    expect(JSON.parse(encodeEnvelope('me', USER, prompt))).toEqual({
      o: 'me',
      u: USER,
      e: { type: 'refetch', resource: 'all' },
    });
  });
});

/** Collects what a bus delivers to one user. */
function collect(bus: EventBus, userId: string) {
  const seen: ServerEvent[] = [];
  const stop = bus.subscribe(userId, (event) => seen.push(event));
  return { seen, stop };
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!adminUrl)('LISTEN/NOTIFY across two instances on one PostgreSQL', () => {
  const database = `atrium_test_${randomBytes(6).toString('hex')}`;
  let url: string;
  let handleA: DatabaseHandle;
  let handleB: DatabaseHandle;
  let busA: PgEventBus;
  let busB: PgEventBus;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const target = new URL(adminUrl as string);
    target.pathname = `/${database}`;
    url = target.toString();
    handleA = await openDatabase({ kind: 'postgres', url });
    await handleA.migrate();
    handleB = await openDatabase({ kind: 'postgres', url });
    const deliveryA = await createDelivery({
      db: handleA.db,
      databaseUrl: url,
      firebaseServiceAccount: undefined,
      logger: silent,
    });
    const deliveryB = await createDelivery({
      db: handleB.db,
      databaseUrl: url,
      firebaseServiceAccount: undefined,
      logger: silent,
    });
    busA = deliveryA.events as PgEventBus;
    busB = deliveryB.events as PgEventBus;
    // Each app owns (and closes) its bus, as in main.ts.
    appA = await buildApp({ database: handleA, logger: silent, config: testConfig, events: busA });
    appB = await buildApp({ database: handleB, logger: silent, config: testConfig, events: busB });
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await handleA?.close();
    await handleB?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('delivers an event published on A to a subscriber on B, once to A’s own', async () => {
    const onA = collect(busA, USER);
    const onB = collect(busB, USER);
    const other = collect(busB, notification.id);
    try {
      await busA.publish(USER, { type: 'refetch', resource: 'notifications' });
      await until(() => onB.seen.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(onB.seen).toEqual([{ type: 'refetch', resource: 'notifications' }]);
      expect(onA.seen).toEqual([{ type: 'refetch', resource: 'notifications' }]);
      expect(other.seen).toEqual([]);
    } finally {
      onA.stop();
      onB.stop();
      other.stop();
    }
  });

  it('loads a notification too large for NOTIFY from the database on the other side', async () => {
    const user = await seedUser(handleA, { username: `big${randomBytes(3).toString('hex')}` });
    const service = createNotificationService({
      repo: createNotificationRepo(handleA.db),
      clock: { now: () => new Date() },
      events: busA,
      logger: silent,
    });
    const onB = collect(busB, user.id);
    try {
      const { stored } = await service.notify({
        recipientIds: [user.id],
        event: 'system',
        title: 'Long',
        body: 'x'.repeat(1_900),
        data: { lines: Array.from({ length: 800 }, (_, index) => `line ${index}`) },
      });
      expect(JSON.stringify(stored[0]).length).toBeGreaterThan(PAYLOAD_LIMIT_BYTES);
      await until(() => onB.seen.length === 1);
      expect(onB.seen[0]).toEqual({ type: 'notification', notification: stored[0] });
    } finally {
      onB.stop();
    }
  });

  it('reconnects after losing its connection, tells subscribers to refetch, and delivers again', async () => {
    const onB = collect(busB, USER);
    try {
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and query ilike 'LISTEN%'`,
      );
      await until(() => onB.seen.some((event) => event.type === 'refetch'), 10_000);
      expect(onB.seen).toContainEqual({ type: 'refetch', resource: 'all' });
      await busA.whenListening();
      await busB.whenListening();
      onB.seen.length = 0;
      await busA.publish(USER, { type: 'refetch', resource: 'notifications' });
      await until(() => onB.seen.length === 1);
      expect(onB.seen).toEqual([{ type: 'refetch', resource: 'notifications' }]);
    } finally {
      onB.stop();
    }
  });

  it('streams a notification stored through instance A to an SSE client of instance B', async () => {
    const username = `sse${randomBytes(3).toString('hex')}`;
    const user = await seedUser(handleA, { username });
    const token = sessionCookie(await login(appA, { username, password: PASSWORD }));
    const baseUrl = await appB.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(baseUrl, `atrium_session=${token}`);
    try {
      expect((await stream.nextFrame())?.comment).toBe('connected');
      await until(() => busB.listenerCount(user.id) === 1);
      const service = createNotificationService({
        repo: createNotificationRepo(handleA.db),
        clock: { now: () => new Date() },
        events: busA,
        logger: silent,
      });
      const { stored } = await service.notify({
        recipientIds: [user.id],
        event: 'team.member_added',
        title: 'Added to Design',
      });
      expect(await stream.nextEvent()).toEqual({ type: 'notification', notification: stored[0] });
    } finally {
      stream.close();
    }
  });
});
