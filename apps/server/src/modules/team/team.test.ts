import { ERROR_DETAILS, type TeamDetail, type TeamPage } from '@atrium/api/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, teamMembers, teamPermissions, teams, users } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import { profile, seedUser, useTestApp } from '../../test/helpers.ts';
import { call as callApi, detailChecker, seedAndSignIn } from '../../test/callers.ts';
import { createSettingsService } from '../settings/settings.service.ts';

const UNKNOWN_ID = '3f1c2b7e-8d4a-4c55-9e21-6b0f7a9d1e42';
const MASTER_PASSWORD = 'granite lantern orchard';

describe.each(testDatabases)('teams on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const { wrongDetail, expectDetail } = detailChecker();
  let idLeaks = 0;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));
  afterAll(() => {
    printScoreboard(`team module on ${testDatabase.name}`, [
      ['401 without `Invalid Token` / 403 with it', `${wrongDetail.on401} / ${wrongDetail.on403}`],
      ['cross-user object access on every `{id}` route (unknown team ids): leaks', String(idLeaks)],
    ]);
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate table teams cascade`);
  });

  const signInAs = (username: string, role: 'super_admin' | 'admin' | 'user' = 'user') =>
    seedAndSignIn(app, handle, { username, role, fullName: `${username} Example` });

  /** `/api` + url as the web client calls it (no token: signed out). */
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: unknown,
    masterKey?: string,
  ) => callApi(app, method, `/api${url}`, { token: token || undefined, payload, masterKey });

  function fieldErrors(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(400);
    return response.json<{ errors: Record<string, string[]> }>().errors;
  }

  async function createTeam(token: string, name: string, extra: object = {}) {
    const response = await call('POST', '/team', token, { name, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json<TeamDetail>();
  }

  async function masterKeyFor(token: string) {
    const settings = createSettingsService({ db: handle.db, clock: { now: () => new Date() } });
    if (!(await settings.hasMasterPassword())) {
      const [anyone] = await handle.db.select({ id: users.id }).from(users).limit(1);
      if (!anyone) throw new Error('seed a user first');
      await settings.storeMasterPassword(MASTER_PASSWORD, { id: anyone.id });
    }
    const response = await call('POST', '/user/permission/master-key', token, {
      password: MASTER_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ masterkey_token: string }>().masterkey_token;
  }

  describe('POST /team and GET /team/{id}', () => {
    it('creates a team with an audit row and reads it back', async () => {
      const { user, token } = await signInAs('root', 'super_admin');
      const created = await createTeam(token, '  Design  ', {
        description: 'Visual work',
        color: '#2c8be9',
      });
      expect(created).toMatchObject({
        name: 'Design',
        description: 'Visual work',
        color: '#2c8be9',
        member_count: 0,
        leads: [],
        permissions: [],
        members: [],
      });
      const read = await call('GET', `/team/${created.id}`, token);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);
      const audit = await handle.db.select().from(auditLog);
      expect(audit).toMatchObject([
        { actorId: user.id, action: 'team_created', targetType: 'team', targetId: created.id },
      ]);
    });

    it('refuses a name taken in another case, and malformed bodies, as field errors', async () => {
      const { token } = await signInAs('root', 'super_admin');
      await createTeam(token, 'Design');
      expect(fieldErrors(await call('POST', '/team', token, { name: 'DESIGN' }))).toEqual({
        name: ['A team with this name already exists'],
      });
      expect(Object.keys(fieldErrors(await call('POST', '/team', token, { name: '   ' })))).toEqual(
        ['name'],
      );
      expect(
        Object.keys(fieldErrors(await call('POST', '/team', token, { name: 'x'.repeat(101) }))),
      ).toEqual(['name']);
      expect(
        Object.keys(fieldErrors(await call('POST', '/team', token, { name: 'Ops', color: 'red' }))),
      ).toEqual(['color']);
      expect(
        Object.keys(
          fieldErrors(await call('POST', '/team', token, { name: 'Ops', permissions: ['Drive'] })),
        ),
      ).toEqual(['_']);
      expect(await handle.db.select().from(teams)).toHaveLength(1);
    });

    it('answers 404 for an unknown team, a field error for a malformed id', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const unknown = await call('GET', `/team/${UNKNOWN_ID}`, token);
      if (unknown.statusCode !== 404) idLeaks += 1;
      expectDetail(unknown, 404, ERROR_DETAILS.notFound);
      expect(Object.keys(fieldErrors(await call('GET', '/team/42', token)))).toEqual(['id']);
    });

    it('answers 401 signed out and 403 without Team', async () => {
      const { token: rootToken } = await signInAs('root', 'super_admin');
      const team = await createTeam(rootToken, 'Design');
      const { token } = await signInAs('plain');
      expectDetail(
        await call('POST', '/team', undefined, { name: 'X' }),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expectDetail(await call('POST', '/team', token, { name: 'X' }), 403, ERROR_DETAILS.forbidden);
      expectDetail(
        await call('GET', `/team/${team.id}`, undefined),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expectDetail(await call('GET', `/team/${team.id}`, token), 403, ERROR_DETAILS.forbidden);
    });
  });

  describe('GET /teams', () => {
    it('pages on the server, filters by name, and carries member count, leads and permissions', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const lead = await seedUser(handle, { username: 'lina', fullName: 'Lina Lead' });
      const member = await seedUser(handle, { username: 'omar', fullName: 'Omar Member' });
      const names = ['Alpha', 'bravo', 'Charlie', 'Delta 50%', 'echo'];
      const created = [];
      for (const name of names) created.push(await createTeam(token, name));
      const alpha = created[0]!;
      await handle.db.insert(teamMembers).values([
        { teamId: alpha.id, userId: lead.id, isLead: true },
        { teamId: alpha.id, userId: member.id, isLead: false },
      ]);
      await handle.db.insert(teamPermissions).values([
        { teamId: alpha.id, permission: 'Timesheet' },
        { teamId: alpha.id, permission: 'Drive' },
      ]);

      const first = await call('GET', '/teams?page=1&size=2', token);
      expect(first.statusCode).toBe(200);
      const firstPage = first.json<TeamPage>();
      expect(firstPage).toMatchObject({ total: 5, page: 1, size: 2 });
      expect(firstPage.items.map((item) => item.name)).toEqual(['Alpha', 'bravo']);
      expect(firstPage.items[0]).toMatchObject({
        member_count: 2,
        leads: [{ id: lead.id, username: 'lina', full_name: 'Lina Lead' }],
        permissions: ['Drive', 'Timesheet'],
      });

      const third = (await call('GET', '/teams?page=3&size=2', token)).json<TeamPage>();
      expect(third.items.map((item) => item.name)).toEqual(['echo']);
      const all = (await call('GET', '/teams?size=-1', token)).json<TeamPage>();
      expect(all.items).toHaveLength(5);
      const filtered = (await call('GET', '/teams?name=ELT', token)).json<TeamPage>();
      expect(filtered.items.map((item) => item.name)).toEqual(['Delta 50%']);
      // `%` is a literal character, not a wildcard.
      const percent = (await call('GET', '/teams?name=%25', token)).json<TeamPage>();
      expect(percent.items.map((item) => item.name)).toEqual(['Delta 50%']);
    });

    it('refuses bad paging and unknown query keys as field errors; 401 and 403', async () => {
      const { token } = await signInAs('root', 'super_admin');
      expect(Object.keys(fieldErrors(await call('GET', '/teams?size=7', token)))).toEqual(['size']);
      expect(Object.keys(fieldErrors(await call('GET', '/teams?page=0', token)))).toEqual(['page']);
      expect(Object.keys(fieldErrors(await call('GET', '/teams?role=x', token)))).toEqual(['_']);
      expectDetail(await call('GET', '/teams', undefined), 401, ERROR_DETAILS.invalidToken);
      const { token: plain } = await signInAs('plain');
      expectDetail(await call('GET', '/teams', plain), 403, ERROR_DETAILS.forbidden);
    });
  });

  describe('PUT /team/{id} and DELETE /team/{id}', () => {
    it('updates name, description and colour with an audit row', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const team = await createTeam(token, 'Design', { color: '#000000' });
      const response = await call('PUT', `/team/${team.id}`, token, {
        name: 'Design Studio',
        color: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: team.id, name: 'Design Studio', color: null });
      const updated = (await handle.db.select().from(auditLog)).find(
        (row) => row.action === 'team_updated',
      );
      expect(updated?.details).toEqual({
        changes: {
          name: { from: 'Design', to: 'Design Studio' },
          color: { from: '#000000', to: null },
        },
      });
      // Renaming to its own name in another case is fine; to another team's name is not.
      expect(
        (await call('PUT', `/team/${team.id}`, token, { name: 'DESIGN STUDIO' })).statusCode,
      ).toBe(200);
      await createTeam(token, 'Ops');
      expect(fieldErrors(await call('PUT', `/team/${team.id}`, token, { name: 'ops' }))).toEqual({
        name: ['A team with this name already exists'],
      });
      expect(Object.keys(fieldErrors(await call('PUT', `/team/${team.id}`, token, {})))).toEqual([
        '_',
      ]);
    });

    it('answers 404 for unknown teams, 401 signed out and 403 without Team', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const team = await createTeam(token, 'Design');
      for (const response of [
        await call('PUT', `/team/${UNKNOWN_ID}`, token, { name: 'X' }),
        await call('DELETE', `/team/${UNKNOWN_ID}`, token),
      ]) {
        if (response.statusCode !== 404) idLeaks += 1;
        expectDetail(response, 404, ERROR_DETAILS.notFound);
      }
      const { token: plain } = await signInAs('plain');
      expectDetail(
        await call('PUT', `/team/${team.id}`, plain, { name: 'X' }),
        403,
        ERROR_DETAILS.forbidden,
      );
      expectDetail(await call('DELETE', `/team/${team.id}`, plain), 403, ERROR_DETAILS.forbidden);
      expectDetail(
        await call('PUT', `/team/${team.id}`, undefined, { name: 'X' }),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expectDetail(
        await call('DELETE', `/team/${team.id}`, undefined),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expect((await call('GET', `/team/${team.id}`, token)).json()).toMatchObject({
        name: 'Design',
      });
    });

    it('deletes a team: its members lose its permissions on their next request', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const { user: member, token: memberToken } = await signInAs('member');
      const team = await createTeam(token, 'Managers');
      await handle.db.insert(teamMembers).values({ teamId: team.id, userId: member.id });
      await handle.db
        .insert(teamPermissions)
        .values({ teamId: team.id, permission: 'Teams Management' });
      expect((await call('GET', '/teams', memberToken)).statusCode).toBe(200);
      const removed = await call('DELETE', `/team/${team.id}`, token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ ok: true });
      expectDetail(await call('GET', '/teams', memberToken), 403, ERROR_DETAILS.forbidden);
      expect((await profile(app, memberToken)).json()).toMatchObject({ permissions: [] });
      const audit = (await handle.db.select().from(auditLog)).find(
        (row) => row.action === 'team_deleted',
      );
      expect(audit?.details).toMatchObject({
        permissions: ['Teams Management'],
        members: [member.id],
      });
      expectDetail(await call('GET', `/team/${team.id}`, token), 404, ERROR_DETAILS.notFound);
    });
  });

  describe('PUT /team/{id}/members', () => {
    it('replaces members and leads (master key required), with an authz_change audit row', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const lina = await seedUser(handle, { username: 'lina', fullName: 'Lina' });
      const omar = await seedUser(handle, { username: 'omar', fullName: 'Omar' });
      const team = await createTeam(token, 'Design');
      const body = {
        members: [
          { user_id: omar.id, is_lead: false },
          { user_id: lina.id, is_lead: true },
        ],
      };
      expectDetail(
        await call('PUT', `/team/${team.id}/members`, token, body),
        403,
        ERROR_DETAILS.masterPasswordRequired,
      );
      const key = await masterKeyFor(token);
      const response = await call('PUT', `/team/${team.id}/members`, token, body, key);
      expect(response.statusCode).toBe(200);
      expect(response.json<TeamDetail>()).toMatchObject({
        member_count: 2,
        leads: [{ id: lina.id, username: 'lina', full_name: 'Lina' }],
        members: [
          { id: lina.id, username: 'lina', full_name: 'Lina', is_lead: true },
          { id: omar.id, username: 'omar', full_name: 'Omar', is_lead: false },
        ],
      });
      const again = await call(
        'PUT',
        `/team/${team.id}/members`,
        token,
        { members: [{ user_id: omar.id }] },
        key,
      );
      expect(again.json<TeamDetail>().members).toEqual([
        { id: omar.id, username: 'omar', full_name: 'Omar', is_lead: false },
      ]);
      const audit = (await handle.db.select().from(auditLog))
        .filter((row) => row.action === 'authz_change')
        .map((row) => row.details);
      expect(audit).toContainEqual({
        members_added: [],
        members_removed: [lina.id],
        leads: [],
      });
    });

    it('refuses unknown and repeated user ids as field errors and changes nothing', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const lina = await seedUser(handle, { username: 'lina' });
      const team = await createTeam(token, 'Design');
      const key = await masterKeyFor(token);
      const unknown = await call(
        'PUT',
        `/team/${team.id}/members`,
        token,
        {
          members: [
            { user_id: lina.id, is_lead: true },
            { user_id: UNKNOWN_ID, is_lead: false },
          ],
        },
        key,
      );
      expect(fieldErrors(unknown)).toEqual({ 'members.1.user_id': ['Unknown user'] });
      const twice = await call(
        'PUT',
        `/team/${team.id}/members`,
        token,
        { members: [{ user_id: lina.id }, { user_id: lina.id, is_lead: true }] },
        key,
      );
      expect(fieldErrors(twice)).toEqual({ 'members.1.user_id': ['Listed twice'] });
      const malformed = await call(
        'PUT',
        `/team/${team.id}/members`,
        token,
        { members: [{ user_id: 'nope', role: 'super_admin' }] },
        key,
      );
      expect(Object.keys(fieldErrors(malformed)).sort()).toEqual([
        'members.0',
        'members.0.user_id',
      ]);
      expect(await handle.db.select().from(teamMembers)).toEqual([]);
    });

    it('answers 404 for an unknown team, 401 signed out and 403 without Team', async () => {
      const { token } = await signInAs('root', 'super_admin');
      const team = await createTeam(token, 'Design');
      const key = await masterKeyFor(token);
      const unknown = await call('PUT', `/team/${UNKNOWN_ID}/members`, token, { members: [] }, key);
      if (unknown.statusCode !== 404) idLeaks += 1;
      expectDetail(unknown, 404, ERROR_DETAILS.notFound);
      expectDetail(
        await call('PUT', `/team/${team.id}/members`, undefined, { members: [] }),
        401,
        ERROR_DETAILS.invalidToken,
      );
      const { token: plain } = await signInAs('plain');
      expectDetail(
        await call('PUT', `/team/${team.id}/members`, plain, { members: [] }),
        403,
        ERROR_DETAILS.forbidden,
      );
    });
  });
});
