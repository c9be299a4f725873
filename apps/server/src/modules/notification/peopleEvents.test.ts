import type { Notification, ServerEvent, TeamDetail } from '@atrium/api/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { createInProcessEventBus } from '../../events/bus.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, seedUser, sessionCookie, useTestApp } from '../../test/helpers.ts';
import { call as callApi } from '../../test/callers.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { openStream } from './sseTestClient.ts';

const MASTER_PASSWORD = 'granite lantern orchard';

interface Person {
  id: string;
  token: string;
}

/**
 * Issue 18, defect 3: what admins and leads change for people reaches them as notifications
 * (stored item + live event), never the actor, and following each person's preferences.
 */
describe.each(testDatabases)('people notifications on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;
  /** Every live event each user received, in order. */
  let live: Map<string, ServerEvent[]>;
  let unsubscribe: Array<() => void>;
  const events = createInProcessEventBus();

  useTestApp(
    testDatabase,
    async (opened) => {
      ({ handle, app } = opened);
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    },
    { events },
  );
  beforeEach(async () => {
    for (const stop of unsubscribe ?? []) stop();
    unsubscribe = [];
    live = new Map();
    await handle.db.execute(sql`truncate table teams cascade`);
  });

  async function person(
    username: string,
    options: { role?: 'super_admin' | 'user'; fullName?: string; language?: 'en' | 'ar' } = {},
  ): Promise<Person> {
    const user = await seedUser(handle, {
      username,
      role: options.role ?? 'user',
      fullName: options.fullName ?? `${username[0]?.toUpperCase()}${username.slice(1)} Example`,
    });
    if (options.language) {
      await handle.db
        .update(users)
        .set({ language: options.language })
        .where(eq(users.id, user.id));
    }
    const token = sessionCookie(await login(app, { username, password: PASSWORD }));
    const received: ServerEvent[] = [];
    live.set(user.id, received);
    unsubscribe.push(events.subscribe(user.id, (event) => received.push(event)));
    return { id: user.id, token };
  }

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who: Person,
    payload?: unknown,
    masterKey?: string,
  ) => callApi(app, method, `/api${url}`, { token: who.token, payload, masterKey });

  async function masterKeyFor(who: Person) {
    const settings = createSettingsService({ db: handle.db, clock: { now: () => new Date() } });
    if (!(await settings.hasMasterPassword())) {
      await settings.storeMasterPassword(MASTER_PASSWORD, { id: who.id });
    }
    const response = await call('POST', '/user/permission/master-key', who, {
      password: MASTER_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ masterkey_token: string }>().masterkey_token;
  }

  /** The stored inbox of one user, oldest first. */
  async function inbox(who: Person) {
    return handle.db
      .select({
        event: notifications.event,
        title: notifications.title,
        body: notifications.body,
        data: notifications.data,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, who.id))
      .orderBy(asc(notifications.createdAt), asc(notifications.title));
  }

  /** The `notification` live events one user received. */
  function liveNotifications(who: Person): Notification[] {
    return (live.get(who.id) ?? []).flatMap((event) =>
      event.type === 'notification' ? [event.notification] : [],
    );
  }

  async function createTeam(who: Person, name: string) {
    const response = await call('POST', '/team', who, { name });
    expect(response.statusCode).toBe(201);
    return response.json<TeamDetail>();
  }

  async function setMembers(
    who: Person,
    teamId: string,
    members: Array<{ user_id: string; is_lead: boolean }>,
    masterKey: string,
  ) {
    const response = await call('PUT', `/team/${teamId}/members`, who, { members }, masterKey);
    expect(response.statusCode).toBe(200);
  }

  it('adding to a team notifies the new members (in-app, live over SSE), never the actor', async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const carol = await person('carol');
    const key = await masterKeyFor(sara);
    const team = await createTeam(sara, 'Design');

    const stream = await openStream(baseUrl, `atrium_session=${bob.token}`);
    try {
      expect((await stream.nextFrame())?.comment).toBe('connected');
      await setMembers(
        sara,
        team.id,
        [
          { user_id: sara.id, is_lead: false },
          { user_id: bob.id, is_lead: false },
          { user_id: carol.id, is_lead: true },
        ],
        key,
      );
      const event = await stream.nextEvent();
      expect(event).toMatchObject({
        type: 'notification',
        notification: {
          event: 'team.member_added',
          title: 'Sara Haddad added you to Design',
          data: { team_id: team.id, link: `/main/team/${team.id}` },
        },
      });
    } finally {
      stream.close();
    }

    expect(await inbox(bob)).toEqual([
      {
        event: 'team.member_added',
        title: 'Sara Haddad added you to Design',
        body: 'The pages you can open may have changed.',
        data: { team_id: team.id, link: `/main/team/${team.id}` },
      },
    ]);
    expect((await inbox(carol)).map((item) => [item.event, item.title])).toEqual([
      ['team.member_added', 'Sara Haddad added you to Design as a lead'],
    ]);
    expect(liveNotifications(carol)).toHaveLength(1);
    expect(await inbox(sara)).toEqual([]);
    expect(liveNotifications(sara)).toEqual([]);
  });

  it('removing a member and making or unmaking a lead tell each person what changed for them', async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const carol = await person('carol');
    const dave = await person('dave', { language: 'ar' });
    const key = await masterKeyFor(sara);
    const team = await createTeam(sara, 'Design');
    await setMembers(
      sara,
      team.id,
      [
        { user_id: bob.id, is_lead: false },
        { user_id: carol.id, is_lead: true },
        { user_id: dave.id, is_lead: false },
      ],
      key,
    );
    await handle.db.delete(notifications);

    await setMembers(
      sara,
      team.id,
      [
        { user_id: carol.id, is_lead: false },
        { user_id: dave.id, is_lead: true },
      ],
      key,
    );
    expect(await inbox(bob)).toEqual([
      {
        event: 'team.member_removed',
        title: 'Sara Haddad removed you from Design',
        body: 'The pages you can open may have changed.',
        data: { team_id: team.id, link: '/main/home' },
      },
    ]);
    expect(await inbox(carol)).toMatchObject([
      {
        event: 'team.lead_changed',
        title: 'Sara Haddad removed you as a lead of Design',
        data: { team_id: team.id, is_lead: false },
      },
    ]);
    // In the recipient's language.
    expect(await inbox(dave)).toMatchObject([
      {
        event: 'team.lead_changed',
        title: 'تم تعيينك قائدًا لفريق Design بواسطة Sara Haddad',
        data: { team_id: team.id, link: `/main/team/${team.id}`, is_lead: true },
      },
    ]);
    expect(liveNotifications(dave).map((item) => item.event)).toEqual([
      'team.member_added',
      'team.lead_changed',
    ]);

    // Saving the same members again changes nothing, so it tells nobody anything.
    await handle.db.delete(notifications);
    await setMembers(
      sara,
      team.id,
      [
        { user_id: carol.id, is_lead: false },
        { user_id: dave.id, is_lead: true },
      ],
      key,
    );
    expect([...(await inbox(carol)), ...(await inbox(dave))]).toEqual([]);

    // Deleting the team tells its last members.
    const removed = await call('DELETE', `/team/${team.id}`, sara);
    expect(removed.statusCode).toBe(200);
    expect(await inbox(carol)).toMatchObject([
      { event: 'team.member_removed', title: 'Sara Haddad deleted the team Design' },
    ]);
  });

  it('a turned-off in-app preference stores nothing and sends no live notification', async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const key = await masterKeyFor(sara);
    const team = await createTeam(sara, 'Design');
    const turnedOff = await call('PUT', '/notification/preferences', bob, {
      'team.member_added': { in_app: false },
    });
    expect(turnedOff.statusCode).toBe(200);

    await setMembers(sara, team.id, [{ user_id: bob.id, is_lead: false }], key);
    expect(await inbox(bob)).toEqual([]);
    expect(liveNotifications(bob)).toEqual([]);

    // Other events still arrive.
    await setMembers(sara, team.id, [], key);
    expect((await inbox(bob)).map((item) => item.event)).toEqual(['team.member_removed']);
  });

  it("changing a team's permissions notifies its members except the actor", async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const key = await masterKeyFor(sara);
    const team = await createTeam(sara, 'Design');
    await setMembers(
      sara,
      team.id,
      [
        { user_id: sara.id, is_lead: true },
        { user_id: bob.id, is_lead: false },
      ],
      key,
    );
    await handle.db.delete(notifications);

    const response = await call(
      'PUT',
      `/user/permission/team/${team.id}`,
      sara,
      { permissions: ['Drive', 'Home'] },
      key,
    );
    expect(response.statusCode).toBe(200);
    expect(await inbox(bob)).toEqual([
      {
        event: 'team.permissions_changed',
        title: 'Sara Haddad changed the permissions of Design',
        body: 'The pages you can open may have changed.',
        data: {
          team_id: team.id,
          link: `/main/team/${team.id}`,
          added: ['Drive', 'Home'],
          removed: [],
        },
      },
    ]);
    expect(liveNotifications(bob).map((item) => item.event)).toContain('team.permissions_changed');
    expect(await inbox(sara)).toEqual([]);
  });

  it('editing a user’s teams on the users page notifies them of each team joined or left', async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const design = await createTeam(sara, 'Design');
    const video = await createTeam(sara, 'Video');

    const joined = await call('PUT', `/user/${bob.id}/info`, sara, { team_ids: [design.id] });
    expect(joined.statusCode).toBe(200);
    const moved = await call('PUT', `/user/${bob.id}/info`, sara, { team_ids: [video.id] });
    expect(moved.statusCode).toBe(200);
    expect((await inbox(bob)).map((item) => [item.event, item.title])).toEqual([
      ['team.member_added', 'Sara Haddad added you to Design'],
      ['team.member_added', 'Sara Haddad added you to Video'],
      ['team.member_removed', 'Sara Haddad removed you from Design'],
    ]);
  });

  it('a password reset by an admin and a reactivation reach the person, in their language', async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const layla = await person('layla', { language: 'ar' });
    const key = await masterKeyFor(sara);

    const reset = await call(
      'PUT',
      '/user/password',
      sara,
      { user_id: bob.id, password: 'tangerine kettle orbit' },
      key,
    );
    expect(reset.statusCode).toBe(200);
    expect(await inbox(bob)).toMatchObject([
      {
        event: 'account.password_reset',
        title: 'Sara Haddad reset your password',
        data: { link: '/account-settings/security' },
      },
    ]);
    expect(liveNotifications(bob).map((item) => item.event)).toEqual(['account.password_reset']);

    const deactivated = await call('DELETE', `/user/${layla.id}/inactive`, sara);
    expect(deactivated.statusCode).toBe(200);
    const reactivated = await call('PUT', `/user/deleted/active?user_id=${layla.id}`, sara);
    expect(reactivated.statusCode).toBe(200);
    expect(await inbox(layla)).toEqual([
      {
        event: 'account.reactivated',
        title: 'تمت إعادة تفعيل حسابك بواسطة Sara Haddad',
        body: 'مرحبًا بعودتك.',
        data: { link: '/main/home' },
      },
    ]);
    expect(liveNotifications(layla).map((item) => item.event)).toEqual(['account.reactivated']);
    expect(await inbox(sara)).toEqual([]);
  });

  it('a decided correction tells the person who asked, with the decision and the note', async () => {
    const sara = await person('sara', { role: 'super_admin', fullName: 'Sara Haddad' });
    const bob = await person('bob');
    const created = await call('POST', '/attendance/corrections', bob, {
      start: '2026-03-02T09:00:00.000Z',
      end: '2026-03-02T17:00:00.000Z',
      reason: 'Forgot to start working',
    });
    expect(created.statusCode).toBe(201);
    const correction = created.json<{ id: string }>();

    const decided = await call('PUT', `/attendance/correction/${correction.id}`, sara, {
      decision: 'reject',
      note: 'You were on leave',
    });
    expect(decided.statusCode).toBe(200);
    const [item, ...rest] = await inbox(bob);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      event: 'correction.reviewed',
      title: 'Sara Haddad rejected your attendance correction',
      data: { correction_id: correction.id, decision: 'rejected', link: '/main/attendance' },
    });
    // Bob's time zone is UTC: the requested times as he entered them, then the note.
    expect(item?.body).toMatch(
      /^Mar 2, 2026, 9:00\s?AM\s?–\s?5:00\s?PM\. Note: You were on leave$/,
    );
    expect(liveNotifications(bob).map((entry) => entry.event)).toEqual(['correction.reviewed']);
    expect(await inbox(sara)).toEqual([]);
  });
});
