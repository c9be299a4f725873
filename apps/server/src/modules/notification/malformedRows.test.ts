import { notificationPageSchema } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  captureLog,
  login,
  PASSWORD,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';

// A row the contract cannot describe (here an event name from a newer version, written straight
// into the shared database) must cost that row, not the whole inbox.

describe.each(testDatabases)('a malformed notification row on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const log = captureLog();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { logger: log.logger });

  it('is logged and left out: the inbox answers 200 with the other rows, and the unread count agrees', async () => {
    const alice = await seedUser(handle, { username: 'alice' });
    const cookie = `atrium_session=${sessionCookie(await login(app, { username: 'alice', password: PASSWORD }))}`;
    const row = (event: string, minute: number, read = false) => ({
      recipientId: alice.id,
      event,
      title: `${event} at ${minute}`,
      createdAt: new Date(`2026-03-02T08:${String(minute).padStart(2, '0')}:00Z`),
      readAt: read ? new Date('2026-03-02T09:00:00Z') : null,
    });
    const inserted = await handle.db
      .insert(notifications)
      .values([
        row('system', 1),
        row('payroll.closed', 2),
        row('team.member_added', 3, true),
        row('story.assigned', 4),
      ])
      .returning();
    const unknown = inserted.find((item) => item.event === 'payroll.closed');

    const list = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const page = notificationPageSchema.parse(list.json());
    expect(page.items.map((item) => item.event)).toEqual([
      'story.assigned',
      'team.member_added',
      'system',
    ]);
    expect(page.total).toBe(3);

    const warning = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'list item left out: it does not fit the response schema');
    expect(warning).toMatchObject({
      level: 40,
      itemId: unknown?.id,
      route: '/notifications',
      issues: [{ path: 'event', code: 'invalid_value' }],
      reqId: list.headers['x-request-id'],
    });

    // The badge counts what the inbox can show: two unread (system, story.assigned).
    const count = await app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: { cookie },
    });
    expect(count.json()).toEqual({ count: 2 });
    const unread = await app.inject({
      method: 'GET',
      url: '/api/notifications?status=unread',
      headers: { cookie },
    });
    expect(notificationPageSchema.parse(unread.json()).items).toHaveLength(2);
  });
});
