import {
  ERROR_DETAILS,
  NOTIFICATION_EVENTS,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  PUSH_TOKENS_PER_USER,
} from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications, pushTokens, sessions, users } from '../../db/schema/index.ts';
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
import { createAttendanceEventsPort } from './attendancePort.ts';
import { createNotificationRepo } from './notification.repo.ts';
import { createNotificationService, type NotificationService } from './notification.service.ts';
import type { PushMessage, PushOutcome, PushSender } from './push.ts';

const INVALID_TOKEN = { detail: ERROR_DETAILS.invalidToken };
const NOT_FOUND = { detail: ERROR_DETAILS.notFound };
const MISSING_ID = '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

/** Records every push; answers with the outcome set for a token ('sent' otherwise). */
function fakePushSender() {
  const sent: Array<{ token: string; message: PushMessage }> = [];
  const outcomes = new Map<string, PushOutcome | Error>();
  const sender: PushSender = {
    async send(token, message) {
      const outcome = outcomes.get(token) ?? 'sent';
      if (outcome instanceof Error) throw outcome;
      sent.push({ token, message });
      return outcome;
    },
  };
  return { sender, sent, outcomes };
}

describe.each(testDatabases)('notification module on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let service: NotificationService;
  const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
  const push = fakePushSender();
  const events = createInProcessEventBus();

  useTestApp(
    testDatabase,
    (opened) => {
      ({ handle, app } = opened);
      // The app's own service is internal; this one shares its database, clock, bus and sender.
      service = createNotificationService({
        repo: createNotificationRepo(handle.db),
        clock,
        events,
        push: push.sender,
        logger: createLogger({ level: 'silent' }),
      });
    },
    { clock, events, pushSender: push.sender },
  );
  beforeEach(() => {
    push.sent.length = 0;
    push.outcomes.clear();
  });

  async function signIn(username: string, role: 'user' | 'super_admin' = 'user') {
    const user = await seedUser(handle, { username, role });
    const token = sessionCookie(await login(app, { username, password: PASSWORD }));
    return { user, token, cookie: `atrium_session=${token}` };
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) {
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  const tokensOf = (userId: string) =>
    handle.db.select().from(pushTokens).where(eq(pushTokens.userId, userId));

  describe('POST /api/notification/fcmtoken', () => {
    it('registers the token for the caller and their session', async () => {
      const alice = await signIn('alice');
      const response = await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 'fcm-token-a',
        type: 'browser',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const [session] = await handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, alice.user.id));
      const rows = await tokensOf(alice.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        token: 'fcm-token-a',
        type: 'browser',
        sessionId: session?.id,
      });
    });

    it('dedupes: registering again refreshes the one row', async () => {
      const alice = await signIn('alice');
      await call('POST', '/notification/fcmtoken', alice.cookie, { token: 't1', type: 'browser' });
      clock.advance(60_000);
      const again = await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 't1',
        type: 'mobile',
      });
      expect(again.statusCode).toBe(200);
      const rows = await tokensOf(alice.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.type).toBe('mobile');
      expect(rows[0]?.lastSeenAt.getTime()).toBe(clock.now().getTime());
      expect(rows[0]?.createdAt.getTime()).toBe(clock.now().getTime() - 60_000);
    });

    it('moves a token to whoever registers it last (one owner)', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 'shared',
        type: 'browser',
      });
      const moved = await call('POST', '/notification/fcmtoken', bob.cookie, {
        token: 'shared',
        type: 'browser',
      });
      expect(moved.statusCode).toBe(200);
      expect(await tokensOf(alice.user.id)).toHaveLength(0);
      expect((await tokensOf(bob.user.id)).map((row) => row.token)).toEqual(['shared']);
    });

    it(`keeps at most ${PUSH_TOKENS_PER_USER} per user, dropping the oldest`, async () => {
      const alice = await signIn('alice');
      for (let index = 0; index <= PUSH_TOKENS_PER_USER; index += 1) {
        clock.advance(1_000);
        const response = await call('POST', '/notification/fcmtoken', alice.cookie, {
          token: `device-${index}`,
          type: 'mobile',
        });
        expect(response.statusCode).toBe(200);
      }
      const tokens = (await tokensOf(alice.user.id)).map((row) => row.token).sort();
      expect(tokens).toHaveLength(PUSH_TOKENS_PER_USER);
      expect(tokens).not.toContain('device-0');
      expect(tokens).toContain(`device-${PUSH_TOKENS_PER_USER}`);
    });

    it('refreshing an old token keeps it when the cap is reached', async () => {
      const alice = await signIn('alice');
      for (let index = 0; index < PUSH_TOKENS_PER_USER; index += 1) {
        clock.advance(1_000);
        await call('POST', '/notification/fcmtoken', alice.cookie, {
          token: `device-${index}`,
          type: 'mobile',
        });
      }
      clock.advance(1_000);
      await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 'device-0',
        type: 'mobile',
      });
      clock.advance(1_000);
      await call('POST', '/notification/fcmtoken', alice.cookie, { token: 'new', type: 'mobile' });
      const tokens = (await tokensOf(alice.user.id)).map((row) => row.token);
      expect(tokens).toContain('device-0');
      expect(tokens).toContain('new');
      expect(tokens).not.toContain('device-1');
    });

    it('answers field errors for a bad body', async () => {
      const alice = await signIn('alice');
      const cases: Array<[unknown, string]> = [
        [{ token: 'abc' }, 'type'],
        [{ token: 'abc', type: 'desktop' }, 'type'],
        [{ token: '', type: 'browser' }, 'token'],
        [{ token: 'has space', type: 'browser' }, 'token'],
        [{ token: 'x'.repeat(5000), type: 'browser' }, 'token'],
        [{ token: 'abc', type: 'browser', user_id: alice.user.id }, '_'],
      ];
      for (const [body, field] of cases) {
        const response = await call('POST', '/notification/fcmtoken', alice.cookie, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.json().errors)).toContain(field);
      }
      expect(await tokensOf(alice.user.id)).toHaveLength(0);
    });

    it('answers {detail} for a body that is not JSON', async () => {
      const alice = await signIn('alice');
      for (const [type, payload] of [
        ['application/json', '{"token":'],
        ['text/plain', 'token'],
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/notification/fcmtoken',
          headers: { ...CLIENT_HEADERS, cookie: alice.cookie, 'content-type': type },
          payload,
        });
        expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, type).toBeLessThan(500);
        expect(Object.keys(response.json())).toEqual(['detail']);
      }
      const preferences = await app.inject({
        method: 'PUT',
        url: '/api/notification/preferences',
        headers: { ...CLIENT_HEADERS, cookie: alice.cookie, 'content-type': 'application/json' },
        payload: '[',
      });
      expect(preferences.statusCode).toBe(400);
      expect(Object.keys(preferences.json())).toEqual(['detail']);
    });

    it('answers 401 Invalid Token when signed out', async () => {
      const response = await call('POST', '/notification/fcmtoken', undefined, {
        token: 'abc',
        type: 'browser',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });
  });

  describe('DELETE /api/notification/fcmtoken', () => {
    it('removes the caller’s own token', async () => {
      const alice = await signIn('alice');
      await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 'mine',
        type: 'browser',
      });
      const response = await call('DELETE', '/notification/fcmtoken?token=mine', alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await tokensOf(alice.user.id)).toHaveLength(0);
    });

    it('answers 404 for someone else’s token and leaves it', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      await call('POST', '/notification/fcmtoken', bob.cookie, { token: 'bobs', type: 'mobile' });
      const response = await call('DELETE', '/notification/fcmtoken?token=bobs', alice.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(await tokensOf(bob.user.id)).toHaveLength(1);
      const unknown = await call('DELETE', '/notification/fcmtoken?token=nope', alice.cookie);
      expect(unknown.statusCode).toBe(404);
    });

    it('answers field errors without a token and 401 when signed out', async () => {
      const alice = await signIn('alice');
      const missing = await call('DELETE', '/notification/fcmtoken', alice.cookie);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('token');
      const extra = await call('DELETE', '/notification/fcmtoken?token=a&user=b', alice.cookie);
      expect(extra.statusCode).toBe(400);
      const signedOut = await call('DELETE', '/notification/fcmtoken?token=a');
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual(INVALID_TOKEN);
    });
  });

  describe('push tokens end with their session', () => {
    it('logout removes that session’s tokens only', async () => {
      const alice = await signIn('alice');
      const otherDevice = sessionCookie(
        await login(app, { username: 'alice', password: PASSWORD }),
      );
      await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 'laptop',
        type: 'browser',
      });
      await call('POST', '/notification/fcmtoken', `atrium_session=${otherDevice}`, {
        token: 'phone',
        type: 'mobile',
      });
      expect((await logout(app, alice.token)).statusCode).toBe(200);
      expect((await tokensOf(alice.user.id)).map((row) => row.token)).toEqual(['phone']);
    });

    it('deactivation removes every token of the user', async () => {
      const root = await signIn('root', 'super_admin');
      const alice = await signIn('alice');
      const otherDevice = sessionCookie(
        await login(app, { username: 'alice', password: PASSWORD }),
      );
      await call('POST', '/notification/fcmtoken', alice.cookie, {
        token: 'laptop',
        type: 'browser',
      });
      await call('POST', '/notification/fcmtoken', `atrium_session=${otherDevice}`, {
        token: 'phone',
        type: 'mobile',
      });
      await call('POST', '/notification/fcmtoken', root.cookie, {
        token: 'roots',
        type: 'browser',
      });
      const response = await call('DELETE', `/user/${alice.user.id}/inactive`, root.cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(await tokensOf(alice.user.id)).toHaveLength(0);
      expect(await tokensOf(root.user.id)).toHaveLength(1);
    });
  });

  describe('notify', () => {
    it('stores one item per active recipient, pushes to each device, skips inactive users', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      const carol = await seedUser(handle, { username: 'carol', isActive: false });
      await call('POST', '/notification/fcmtoken', alice.cookie, { token: 'a1', type: 'browser' });
      await call('POST', '/notification/fcmtoken', alice.cookie, { token: 'a2', type: 'mobile' });
      await call('POST', '/notification/fcmtoken', bob.cookie, { token: 'b1', type: 'mobile' });

      const result = await service.notify({
        recipientIds: [alice.user.id, bob.user.id, carol.id, alice.user.id],
        event: 'team.member_added',
        title: 'Added to Design',
        body: 'You are now a member of Design',
        data: { team_id: 't-1', count: 2 },
      });
      expect(result.stored).toHaveLength(2);
      expect(result.pushed).toBe(3);
      const stored = await handle.db.select().from(notifications);
      expect(stored.map((row) => row.recipientId).sort()).toEqual(
        [alice.user.id, bob.user.id].sort(),
      );
      expect(push.sent.map((item) => item.token).sort()).toEqual(['a1', 'a2', 'b1']);
      const toAlice = push.sent.find((item) => item.token === 'a1')?.message;
      expect(toAlice).toMatchObject({
        title: 'Added to Design',
        body: 'You are now a member of Design',
        data: {
          event: 'team.member_added',
          team_id: 't-1',
          count: '2',
          notification_id: stored.find((row) => row.recipientId === alice.user.id)?.id,
        },
      });
    });

    it('honours preferences per event and channel', async () => {
      const alice = await signIn('alice');
      await call('POST', '/notification/fcmtoken', alice.cookie, { token: 'a1', type: 'browser' });
      await call('PUT', '/notification/preferences', alice.cookie, {
        'story.assigned': { in_app: false },
        'drive.shared': { push: false },
      });

      const assigned = await service.notify({
        recipientIds: [alice.user.id],
        event: 'story.assigned',
        title: 'Story assigned',
      });
      expect(assigned.stored).toHaveLength(0);
      expect(assigned.pushed).toBe(1);

      push.sent.length = 0;
      const shared = await service.notify({
        recipientIds: [alice.user.id],
        event: 'drive.shared',
        title: 'Folder shared',
      });
      expect(shared.stored).toHaveLength(1);
      expect(shared.pushed).toBe(0);
      expect(push.sent).toHaveLength(0);

      const other = await service.notify({
        recipientIds: [alice.user.id],
        event: 'system',
        title: 'Maintenance',
      });
      expect(other.stored).toHaveLength(1);
      expect(other.pushed).toBe(1);
    });

    it('deletes tokens FCM calls dead and keeps those that failed otherwise', async () => {
      const alice = await signIn('alice');
      for (const token of ['gone', 'bad', 'busy', 'ok', 'throws']) {
        await call('POST', '/notification/fcmtoken', alice.cookie, { token, type: 'browser' });
      }
      push.outcomes.set('gone', 'unregistered');
      push.outcomes.set('bad', 'invalid');
      push.outcomes.set('busy', 'failed');
      push.outcomes.set('throws', new Error('network'));
      const result = await service.notify({
        recipientIds: [alice.user.id],
        event: 'system',
        title: 'Hello',
      });
      expect(result).toMatchObject({ pushed: 1, pruned: 2 });
      expect((await tokensOf(alice.user.id)).map((row) => row.token).sort()).toEqual([
        'busy',
        'ok',
        'throws',
      ]);
    });

    it('publishes each stored item to its recipient only', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      const seen: Array<[string, unknown]> = [];
      const stopA = events.subscribe(alice.user.id, (event) => seen.push(['alice', event]));
      const stopB = events.subscribe(bob.user.id, (event) => seen.push(['bob', event]));
      try {
        const { stored } = await service.notify({
          recipientIds: [alice.user.id],
          event: 'correction.reviewed',
          title: 'Correction approved',
        });
        expect(seen).toEqual([['alice', { type: 'notification', notification: stored[0] }]]);
        expect(notificationSchema.parse(stored[0])).toBeTruthy();
      } finally {
        stopA();
        stopB();
      }
    });

    it('turns an attendance prompt into a live prompt, a notification and an urgent push', async () => {
      const alice = await signIn('alice');
      await call('POST', '/notification/fcmtoken', alice.cookie, { token: 'a1', type: 'mobile' });
      const seen: unknown[] = [];
      const stop = events.subscribe(alice.user.id, (event) => seen.push(event));
      try {
        const port = createAttendanceEventsPort({ notifications: service, events });
        const timestamp = new Date('2026-03-02T12:00:00Z');
        await port.promptSent(alice.user.id, {
          message: 'Are you still working?',
          timestamp,
          sessionId: MISSING_ID,
        });
        expect(seen[0]).toEqual({
          type: 'attendance.prompt',
          message: 'Are you still working?',
          timestamp: '2026-03-02T12:00:00.000Z',
        });
        expect(seen[1]).toMatchObject({
          type: 'notification',
          notification: { event: 'attendance.prompt', title: 'Confirm attendance' },
        });
        expect(push.sent).toHaveLength(1);
        expect(push.sent[0]?.message).toMatchObject({
          title: 'Confirm attendance',
          body: 'Are you still working?',
          urgent: true,
          data: {
            event: 'attendance.prompt',
            message: 'Are you still working?',
            timestamp: '2026-03-02T12:00:00.000Z',
          },
        });
      } finally {
        stop();
      }
    });
    it('writes to each recipient in their language', async () => {
      const alice = await signIn('alice');
      const salma = await signIn('salma');
      await handle.db.update(users).set({ language: 'ar' }).where(eq(users.id, salma.user.id));
      await call('POST', '/notification/fcmtoken', salma.cookie, { token: 's1', type: 'mobile' });
      const port = createAttendanceEventsPort({ notifications: service, events });
      for (const user of [alice.user, salma.user]) {
        await port.promptSent(user.id, {
          message: 'Are you still working?',
          timestamp: '2026-03-02T12:00:00.000Z',
          sessionId: MISSING_ID,
        });
      }
      const rows = await handle.db.select().from(notifications);
      const titleOf = (id: string) => rows.find((row) => row.recipientId === id)?.title;
      expect(titleOf(alice.user.id)).toBe('Confirm attendance');
      expect(titleOf(salma.user.id)).toBe('تأكيد الحضور');
      expect(push.sent.map((item) => item.message.title)).toEqual(['تأكيد الحضور']);

      const { stored } = await service.notify({
        recipientIds: [alice.user.id, salma.user.id],
        event: 'system',
        title: { en: 'Maintenance tonight', ar: 'صيانة الليلة' },
        body: { en: 'From 22:00', ar: 'من الساعة 22:00' },
      });
      expect(stored.map((item) => [item.title, item.body]).sort()).toEqual([
        ['Maintenance tonight', 'From 22:00'],
        ['صيانة الليلة', 'من الساعة 22:00'],
      ]);
    });
  });

  describe('the inbox', () => {
    async function seedInbox(recipientId: string) {
      const items = [];
      for (const [event, title] of [
        ['system', 'First'],
        ['story.assigned', 'Second'],
        ['system', 'Third'],
      ] as const) {
        clock.advance(1_000);
        const { stored } = await service.notify({ recipientIds: [recipientId], event, title });
        items.push(stored[0]!);
      }
      return items;
    }

    it('lists own items newest first with paging and filters', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      const [first, second, third] = await seedInbox(alice.user.id);
      await seedInbox(bob.user.id);

      const all = await call('GET', '/notifications', alice.cookie);
      expect(all.statusCode).toBe(200);
      const page = notificationPageSchema.parse(all.json());
      expect(page).toMatchObject({ total: 3, page: 1, size: 10 });
      expect(page.items.map((item) => item.title)).toEqual(['Third', 'Second', 'First']);

      const paged = (await call('GET', '/notifications?page=2&size=2', alice.cookie)).json();
      expect(paged).toMatchObject({ total: 3, page: 2, size: 2 });
      expect(paged.items.map((item: { id: string }) => item.id)).toEqual([first?.id]);

      await call('PUT', `/notification/${second?.id}/read`, alice.cookie);
      await call('PUT', `/notification/${third?.id}/archive`, alice.cookie);
      const unread = (await call('GET', '/notifications?status=unread', alice.cookie)).json();
      expect(unread.items.map((item: { title: string }) => item.title)).toEqual(['First']);
      const read = (await call('GET', '/notifications?status=read', alice.cookie)).json();
      expect(read.items.map((item: { title: string }) => item.title)).toEqual(['Second']);
      const archived = (await call('GET', '/notifications?archived=true', alice.cookie)).json();
      expect(archived.items.map((item: { title: string }) => item.title)).toEqual(['Third']);
      const byEvent = (await call('GET', '/notifications?event=system', alice.cookie)).json();
      expect(byEvent.items.map((item: { title: string }) => item.title)).toEqual(['First']);
    });

    it('answers field errors for bad list queries and 401 signed out', async () => {
      const alice = await signIn('alice');
      for (const [query, field] of [
        ['size=7', 'size'],
        ['size=-1', 'size'],
        ['page=0', 'page'],
        ['status=new', 'status'],
        ['archived=yes', 'archived'],
        ['event=story.deleted', 'event'],
        ['recipient_id=x', '_'],
      ]) {
        const response = await call('GET', `/notifications?${query}`, alice.cookie);
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json().errors), query).toContain(field);
      }
      const signedOut = await call('GET', '/notifications');
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual(INVALID_TOKEN);
    });

    it('counts unread, unarchived items', async () => {
      const alice = await signIn('alice');
      const [first, second] = await seedInbox(alice.user.id);
      expect((await call('GET', '/notifications/unread-count', alice.cookie)).json()).toEqual({
        count: 3,
      });
      await call('PUT', `/notification/${first?.id}/read`, alice.cookie);
      await call('PUT', `/notification/${second?.id}/archive`, alice.cookie);
      expect((await call('GET', '/notifications/unread-count', alice.cookie)).json()).toEqual({
        count: 1,
      });
      const signedOut = await call('GET', '/notifications/unread-count');
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual(INVALID_TOKEN);
    });

    it('marks read and unread, keeping the first read time', async () => {
      const alice = await signIn('alice');
      const [item] = await seedInbox(alice.user.id);
      const read = await call('PUT', `/notification/${item?.id}/read`, alice.cookie);
      expect(read.statusCode).toBe(200);
      const readAt = read.json().read_at;
      expect(readAt).toBe(clock.now().toISOString());
      clock.advance(5_000);
      const again = await call('PUT', `/notification/${item?.id}/read`, alice.cookie);
      expect(again.json().read_at).toBe(readAt);
      const unread = await call('PUT', `/notification/${item?.id}/unread`, alice.cookie);
      expect(unread.statusCode).toBe(200);
      expect(notificationSchema.parse(unread.json()).read_at).toBeNull();
    });

    it('tells other tabs to refetch after a change', async () => {
      const alice = await signIn('alice');
      const [item] = await seedInbox(alice.user.id);
      const seen: unknown[] = [];
      const stop = events.subscribe(alice.user.id, (event) => seen.push(event));
      try {
        await call('PUT', `/notification/${item?.id}/read`, alice.cookie);
        expect(seen).toEqual([{ type: 'refetch', resource: 'notifications' }]);
      } finally {
        stop();
      }
    });

    it('marks everything read, only the caller’s', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      await seedInbox(alice.user.id);
      await seedInbox(bob.user.id);
      const response = await call('PUT', '/notifications/read-all', alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updated: 3 });
      expect((await call('PUT', '/notifications/read-all', alice.cookie)).json()).toEqual({
        updated: 0,
      });
      expect((await call('GET', '/notifications/unread-count', bob.cookie)).json()).toEqual({
        count: 3,
      });
      expect((await call('PUT', '/notifications/read-all')).statusCode).toBe(401);
    });

    it('archives and deletes own items', async () => {
      const alice = await signIn('alice');
      const [first, second] = await seedInbox(alice.user.id);
      const archived = await call('PUT', `/notification/${first?.id}/archive`, alice.cookie);
      expect(archived.statusCode).toBe(200);
      expect(archived.json().archived_at).toBe(clock.now().toISOString());
      const removed = await call('DELETE', `/notification/${second?.id}`, alice.cookie);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ ok: true });
      const left = await handle.db.select().from(notifications);
      expect(left.map((row) => row.id)).not.toContain(second?.id);
      expect(left).toHaveLength(2);
    });

    it('answers 404 for someone else’s or a missing item and changes nothing', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      const [bobs] = await seedInbox(bob.user.id);
      for (const [method, url] of [
        ['PUT', `/notification/${bobs?.id}/read`],
        ['PUT', `/notification/${bobs?.id}/unread`],
        ['PUT', `/notification/${bobs?.id}/archive`],
        ['DELETE', `/notification/${bobs?.id}`],
        ['PUT', `/notification/${MISSING_ID}/read`],
        ['DELETE', `/notification/${MISSING_ID}`],
      ] as const) {
        const response = await call(method, url, alice.cookie);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      const [row] = await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, bobs!.id));
      expect(row).toMatchObject({ readAt: null, archivedAt: null });
    });

    it('answers field errors for a malformed id and 401 signed out', async () => {
      const alice = await signIn('alice');
      for (const [method, url] of [
        ['PUT', '/notification/not-a-uuid/read'],
        ['PUT', '/notification/42/archive'],
        ['DELETE', '/notification/abc'],
      ] as const) {
        const response = await call(method, url, alice.cookie);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors).toHaveProperty('id');
      }
      for (const [method, url] of [
        ['PUT', `/notification/${MISSING_ID}/read`],
        ['PUT', `/notification/${MISSING_ID}/unread`],
        ['PUT', `/notification/${MISSING_ID}/archive`],
        ['DELETE', `/notification/${MISSING_ID}`],
      ] as const) {
        const response = await call(method, url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual(INVALID_TOKEN);
      }
    });
  });

  describe('preferences', () => {
    it('start with every event and channel on', async () => {
      const alice = await signIn('alice');
      const response = await call('GET', '/notification/preferences', alice.cookie);
      expect(response.statusCode).toBe(200);
      const matrix = notificationPreferencesSchema.parse(response.json());
      expect(Object.keys(matrix).sort()).toEqual([...NOTIFICATION_EVENTS].sort());
      expect(Object.values(matrix).every((cell) => cell.in_app && cell.push)).toBe(true);
    });

    it('change only the cells given, per user', async () => {
      const alice = await signIn('alice');
      const bob = await signIn('bob');
      const first = await call('PUT', '/notification/preferences', alice.cookie, {
        'announcement.published': { push: false },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()['announcement.published']).toEqual({ in_app: true, push: false });
      const second = await call('PUT', '/notification/preferences', alice.cookie, {
        'announcement.published': { in_app: false },
        system: { push: false, in_app: true },
      });
      expect(second.json()).toMatchObject({
        'announcement.published': { in_app: false, push: false },
        system: { in_app: true, push: false },
        'story.assigned': { in_app: true, push: true },
      });
      const reread = (await call('GET', '/notification/preferences', alice.cookie)).json();
      expect(reread).toEqual(second.json());
      const bobs = (await call('GET', '/notification/preferences', bob.cookie)).json();
      expect(bobs['announcement.published']).toEqual({ in_app: true, push: true });
    });

    it('refuse unknown events, channels and values with field errors', async () => {
      const alice = await signIn('alice');
      for (const [body, field] of [
        [{ 'story.deleted': { push: false } }, '_'],
        [{ system: { email: false } }, 'system'],
        [{ system: { push: 'no' } }, 'system.push'],
        [{ system: true }, 'system'],
      ] as const) {
        const response = await call('PUT', '/notification/preferences', alice.cookie, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
      }
    });

    it('answer 401 signed out', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await call(method, '/notification/preferences', undefined, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_TOKEN);
      }
    });
  });
});
