import { createAppAbility } from '@atrium/api';
import { ERROR_DETAILS, MASTER_PASSWORD_NOT_SET, profileSchema } from '@atrium/api/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  auditLog,
  masterKeyTokens,
  teamMembers,
  teamPermissions,
  users,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  CLIENT_HEADERS,
  login,
  logout,
  manualClock,
  PASSWORD,
  profile,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';
import { seedTeam } from '../../test/callers.ts';
import { createSettingsService } from '../settings/settings.service.ts';

const MASTER_PASSWORD = 'granite lantern orchard';
const UNKNOWN_ID = '3f1c2b7e-8d4a-4c55-9e21-6b0f7a9d1e42';

describe.each(testDatabases)('permissions and master key on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const scoreboard = { wrongDetail: 0, bruteForceAccepted: -1, staleAfterLogout: 0 };

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { clock });
  afterAll(() => {
    printScoreboard(`permission module on ${testDatabase.name}`, [
      ['401 without `Invalid Token` / 403 with it', `${scoreboard.wrongDetail} / 0`],
      [
        'brute force from one IP: master-key attempts accepted before 429',
        String(scoreboard.bruteForceAccepted),
      ],
      ['stale token accepted after logout (master-key token)', String(scoreboard.staleAfterLogout)],
    ]);
  });
  beforeEach(async () => {
    await handle.db.execute(sql`truncate table teams cascade`);
  });

  async function signIn(username: string): Promise<string> {
    return sessionCookie(await login(app, { username, password: PASSWORD }));
  }

  async function createTeam(name: string, permissions: string[], memberIds: string[] = []) {
    return { id: await seedTeam(handle, name, memberIds, permissions) };
  }

  function request(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token: string | undefined,
    options: { payload?: unknown; masterKey?: string; remoteAddress?: string } = {},
  ) {
    return app.inject({
      method,
      url: `/api${url}`,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: {
        ...CLIENT_HEADERS,
        ...(options.masterKey !== undefined ? { 'master-key-token': options.masterKey } : {}),
        ...(token ? { cookie: `atrium_session=${token}` } : {}),
      },
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
  }

  function expectDetail(
    response: Awaited<ReturnType<typeof request>>,
    status: number,
    detail: string,
  ) {
    const body = response.json<{ detail?: string }>();
    if (response.statusCode === 401 && body.detail !== ERROR_DETAILS.invalidToken) {
      scoreboard.wrongDetail += 1;
    }
    expect(response.statusCode).toBe(status);
    expect(body).toEqual({ detail });
  }

  async function setMasterPassword() {
    const settings = createSettingsService({ db: handle.db, clock });
    await settings.storeMasterPassword(MASTER_PASSWORD, { id: (await superAdmin()).id });
  }

  /** The super admin `root`, seeded on first use in each test. */
  async function superAdmin() {
    const [existing] = await handle.db.select().from(users).where(eq(users.username, 'root'));
    return existing ?? seedUser(handle, { username: 'root', role: 'super_admin' });
  }

  async function masterKey(token: string, password = MASTER_PASSWORD, remoteAddress?: string) {
    return request('POST', '/user/permission/master-key', token, {
      payload: { password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  describe('GET /user/permission/services', () => {
    it('lists every permission name with its subject for a Team manager', async () => {
      const lead = await seedUser(handle, { username: 'lead' });
      await createTeam('Managers', ['Teams Management'], [lead.id]);
      const response = await request('GET', '/user/permission/services', await signIn('lead'));
      expect(response.statusCode).toBe(200);
      const { items } = response.json<{ items: Array<{ name: string; subject: string }> }>();
      expect(items).toHaveLength(19);
      expect(items).toContainEqual({ name: 'Teams Management', subject: 'Team' });
      expect(items).toContainEqual({ name: 'Brands', subject: 'Brand' });
    });

    it('answers 401 Invalid Token signed out and 403 without Team', async () => {
      await seedUser(handle, { username: 'plain' });
      expectDetail(
        await request('GET', '/user/permission/services', undefined),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expectDetail(
        await request('GET', '/user/permission/services', await signIn('plain')),
        403,
        ERROR_DETAILS.forbidden,
      );
    });
  });

  describe('GET /user/permission/team/{id}', () => {
    it("reads a team's permission names", async () => {
      await superAdmin();
      const team = await createTeam('Design', ['Drive', 'Timesheet']);
      const response = await request(
        'GET',
        `/user/permission/team/${team.id}`,
        await signIn('root'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ team_id: team.id, permissions: ['Drive', 'Timesheet'] });
    });

    it('answers 404 for an unknown team, a field error for a malformed id, 401 and 403', async () => {
      await superAdmin();
      await seedUser(handle, { username: 'plain' });
      const token = await signIn('root');
      expectDetail(
        await request('GET', `/user/permission/team/${UNKNOWN_ID}`, token),
        404,
        ERROR_DETAILS.notFound,
      );
      const malformed = await request('GET', '/user/permission/team/not-a-uuid', token);
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(malformed.json<{ errors: object }>().errors)).toEqual(['id']);
      const team = await createTeam('Design', []);
      expectDetail(
        await request('GET', `/user/permission/team/${team.id}`, undefined),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expectDetail(
        await request('GET', `/user/permission/team/${team.id}`, await signIn('plain')),
        403,
        ERROR_DETAILS.forbidden,
      );
    });
  });

  describe('PUT /user/permission/team/{id}', () => {
    it('needs a master-key token: 403 Master password required without one', async () => {
      await superAdmin();
      await setMasterPassword();
      const team = await createTeam('Design', []);
      const token = await signIn('root');
      for (const header of ['', 'garbage', 'A'.repeat(43)]) {
        expectDetail(
          await request('PUT', `/user/permission/team/${team.id}`, token, {
            payload: { permissions: ['Drive'] },
            masterKey: header,
          }),
          403,
          ERROR_DETAILS.masterPasswordRequired,
        );
      }
      expect(await handle.db.select().from(teamPermissions)).toEqual([]);
    });

    it('replaces the permissions with an authz_change audit row, in one transaction', async () => {
      const root = await superAdmin();
      await setMasterPassword();
      const team = await createTeam('Design', ['Timesheet']);
      const token = await signIn('root');
      const key = (await masterKey(token)).json<{ masterkey_token: string }>().masterkey_token;
      const response = await request('PUT', `/user/permission/team/${team.id}`, token, {
        payload: { permissions: ['Drive', 'Brands', 'Drive'] },
        masterKey: key,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ team_id: team.id, permissions: ['Brands', 'Drive'] });
      const audit = await handle.db.select().from(auditLog);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: root.id,
        action: 'authz_change',
        targetType: 'team',
        targetId: team.id,
        details: { added: ['Brands', 'Drive'], removed: ['Timesheet'] },
      });
    });

    it('refuses unknown names as field errors and changes nothing', async () => {
      await superAdmin();
      await setMasterPassword();
      const team = await createTeam('Design', ['Timesheet']);
      const token = await signIn('root');
      const key = (await masterKey(token)).json<{ masterkey_token: string }>().masterkey_token;
      const response = await request('PUT', `/user/permission/team/${team.id}`, token, {
        payload: { permissions: ['Drive', 'Root Access', 'toString'] },
        masterKey: key,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {
          'permissions.1': ['Unknown permission "Root Access"'],
          'permissions.2': ['Unknown permission "toString"'],
        },
      });
      const strict = await request('PUT', `/user/permission/team/${team.id}`, token, {
        payload: { permissions: 'Drive', role: 'super_admin' },
        masterKey: key,
      });
      expect(strict.statusCode).toBe(400);
      expect(Object.keys(strict.json<{ errors: object }>().errors).sort()).toEqual([
        '_',
        'permissions',
      ]);
      expect((await handle.db.select().from(teamPermissions)).map((row) => row.permission)).toEqual(
        ['Timesheet'],
      );
      expect(await handle.db.select().from(auditLog)).toEqual([]);
    });

    it('answers 404 for an unknown team, 401 signed out and 403 (not a master-key prompt) without Team', async () => {
      await superAdmin();
      await setMasterPassword();
      await seedUser(handle, { username: 'plain' });
      const token = await signIn('root');
      const key = (await masterKey(token)).json<{ masterkey_token: string }>().masterkey_token;
      expectDetail(
        await request('PUT', `/user/permission/team/${UNKNOWN_ID}`, token, {
          payload: { permissions: [] },
          masterKey: key,
        }),
        404,
        ERROR_DETAILS.notFound,
      );
      const team = await createTeam('Design', []);
      expectDetail(
        await request('PUT', `/user/permission/team/${team.id}`, undefined, {
          payload: { permissions: [] },
        }),
        401,
        ERROR_DETAILS.invalidToken,
      );
      const plainToken = await signIn('plain');
      expectDetail(
        await request('PUT', `/user/permission/team/${team.id}`, plainToken, {
          payload: { permissions: ['Teams Management'] },
        }),
        403,
        ERROR_DETAILS.forbidden,
      );
    });

    it('takes effect on the next request, and the profile rules match what the server enforces', async () => {
      await superAdmin();
      await setMasterPassword();
      const member = await seedUser(handle, { username: 'member' });
      const team = await createTeam('Design', ['Drive'], [member.id]);
      const memberToken = await signIn('member');
      const rootToken = await signIn('root');
      const key = (await masterKey(rootToken)).json<{ masterkey_token: string }>().masterkey_token;

      let mismatches = 0;
      const checkClientAgainstServer = async (expectedAllowed: boolean) => {
        const body = profileSchema.parse((await profile(app, memberToken)).json());
        const client = createAppAbility(body.userAbilityRules).can('manage', 'Team');
        const server =
          (await request('GET', '/user/permission/services', memberToken)).statusCode === 200;
        if (client !== server) mismatches += 1;
        expect(server).toBe(expectedAllowed);
        return body;
      };

      const before = await checkClientAgainstServer(false);
      expect(before.permissions).toEqual(['Drive']);

      const put = await request('PUT', `/user/permission/team/${team.id}`, rootToken, {
        payload: { permissions: ['Drive', 'Teams Management'] },
        masterKey: key,
      });
      expect(put.statusCode).toBe(200);
      const after = await checkClientAgainstServer(true);
      expect(after.permissions).toEqual(['Drive', 'Teams Management']);
      expect(after.userAbilityRules).toEqual([
        { action: 'manage', subject: 'Home' },
        { action: 'manage', subject: 'Drive' },
        { action: 'manage', subject: 'Team' },
      ]);

      // Leaving the team removes the right on the next request too.
      await handle.db.delete(teamMembers).where(eq(teamMembers.userId, member.id));
      const removed = await checkClientAgainstServer(false);
      expect(removed.permissions).toEqual([]);

      // The login answer carries the same permissions and rules as the profile.
      await handle.db.insert(teamMembers).values({ teamId: team.id, userId: member.id });
      const signedIn = await login(app, { username: 'member', password: PASSWORD });
      expect(signedIn.json()).toMatchObject({
        permissions: ['Drive', 'Teams Management'],
        userAbilityRules: after.userAbilityRules,
      });

      expect(mismatches).toBe(0);
      printScoreboard(`permission module on ${testDatabase.name}`, [
        [
          'client rules vs server decisions (team permission change): mismatches',
          String(mismatches),
        ],
      ]);
    });
  });

  describe('POST /user/permission/master-key', () => {
    it('answers a ≥128-bit token bound to the session, stored only as its hash', async () => {
      const root = await superAdmin();
      await setMasterPassword();
      const token = await signIn('root');
      const response = await masterKey(token);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ masterkey_token: string; expires_at: string }>();
      expect(body.masterkey_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(body.expires_at).getTime()).toBe(clock.now().getTime() + 15 * 60 * 1000);
      const rows = await handle.db.select().from(masterKeyTokens);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashToken(body.masterkey_token));
      expect(rows[0]?.userId).toBe(root.id);
      expect(JSON.stringify(rows)).not.toContain(body.masterkey_token);
    });

    it('answers 400 Invalid master password, 409 before one is set, field errors and 401', async () => {
      await superAdmin();
      const token = await signIn('root');
      expectDetail(await masterKey(token), 409, MASTER_PASSWORD_NOT_SET);
      await setMasterPassword();
      expectDetail(
        await masterKey(token, 'wrong guess here'),
        400,
        ERROR_DETAILS.invalidMasterPassword,
      );
      const empty = await request('POST', '/user/permission/master-key', token, {
        payload: { password: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ errors: { password: ['This field is required'] } });
      const extra = await request('POST', '/user/permission/master-key', token, {
        payload: { password: MASTER_PASSWORD, token: 'x' },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json<{ errors: object }>()).toHaveProperty('errors');
      expectDetail(
        await request('POST', '/user/permission/master-key', undefined, {
          payload: { password: MASTER_PASSWORD },
        }),
        401,
        ERROR_DETAILS.invalidToken,
      );
    });

    it('binds the token to its session: session B cannot use session A’s token', async () => {
      await superAdmin();
      await setMasterPassword();
      const team = await createTeam('Design', []);
      const sessionA = await signIn('root');
      const sessionB = await signIn('root');
      const key = (await masterKey(sessionA)).json<{ masterkey_token: string }>().masterkey_token;
      const put = (session: string) =>
        request('PUT', `/user/permission/team/${team.id}`, session, {
          payload: { permissions: ['Drive'] },
          masterKey: key,
        });
      expectDetail(await put(sessionB), 403, ERROR_DETAILS.masterPasswordRequired);
      expect((await put(sessionA)).statusCode).toBe(200);
    });

    it('expires the token after 15 minutes', async () => {
      await superAdmin();
      await setMasterPassword();
      const team = await createTeam('Design', []);
      const token = await signIn('root');
      const key = (await masterKey(token)).json<{ masterkey_token: string }>().masterkey_token;
      const put = () =>
        request('PUT', `/user/permission/team/${team.id}`, token, {
          payload: { permissions: ['Drive'] },
          masterKey: key,
        });
      clock.advance(15 * 60 * 1000 - 1000);
      expect((await put()).statusCode).toBe(200);
      clock.advance(1000);
      expectDetail(await put(), 403, ERROR_DETAILS.masterPasswordRequired);
    });

    it('revokes the token on logout', async () => {
      await superAdmin();
      await setMasterPassword();
      const token = await signIn('root');
      const key = (await masterKey(token)).json<{ masterkey_token: string }>().masterkey_token;
      expect((await logout(app, token)).statusCode).toBe(200);
      const rows = await handle.db
        .select()
        .from(masterKeyTokens)
        .where(eq(masterKeyTokens.tokenHash, hashToken(key)));
      if (rows.length > 0) scoreboard.staleAfterLogout += 1;
      expect(rows).toEqual([]);
    });

    it('locks the check for 15 minutes after 5 wrong master passwords (per user), with Retry-After', async () => {
      await superAdmin();
      await setMasterPassword();
      await seedUser(handle, { username: 'other', role: 'admin' });
      const token = await signIn('root');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await masterKey(token, `wrong guess ${attempt}`, `10.1.0.${attempt}`);
        expectDetail(wrong, 400, ERROR_DETAILS.invalidMasterPassword);
      }
      // Even the right password, from another address, is refused while locked.
      const locked = await masterKey(token, MASTER_PASSWORD, '10.1.1.1');
      expectDetail(locked, 429, ERROR_DETAILS.tooManyRequests);
      expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
      // Another user is not affected.
      expect((await masterKey(await signIn('other'), MASTER_PASSWORD, '10.1.1.2')).statusCode).toBe(
        200,
      );
      clock.advance(10 * 60 * 1000);
      const stillLocked = await masterKey(token, MASTER_PASSWORD, '10.1.1.3');
      expect(stillLocked.statusCode).toBe(429);
      expect(Number(stillLocked.headers['retry-after'])).toBe(5 * 60);
      clock.advance(5 * 60 * 1000);
      expect((await masterKey(token, MASTER_PASSWORD, '10.1.1.4')).statusCode).toBe(200);
    });

    it('forgets wrong passwords older than 15 minutes', async () => {
      await superAdmin();
      await setMasterPassword();
      const token = await signIn('root');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await masterKey(token, `wrong ${attempt} guess`)).statusCode).toBe(400);
      }
      clock.advance(15 * 60 * 1000 + 1);
      expect((await masterKey(token, 'wrong 5 guess')).statusCode).toBe(400);
      expect((await masterKey(token)).statusCode).toBe(200);
    });

    it('refuses the 11th attempt in a minute from one IP with 429 and Retry-After', async () => {
      await superAdmin();
      await setMasterPassword();
      const token = await signIn('root');
      let accepted = 0;
      let refused: Awaited<ReturnType<typeof masterKey>> | undefined;
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        const response = await masterKey(token, MASTER_PASSWORD, '10.2.0.1');
        if (response.statusCode === 429) {
          refused = response;
          break;
        }
        accepted += 1;
      }
      scoreboard.bruteForceAccepted = accepted;
      expect(accepted).toBe(10);
      expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused?.json()).toEqual({ detail: ERROR_DETAILS.tooManyRequests });
    });
  });
});
