import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, masterKeyTokens, settings } from '../../db/schema/index.ts';
import { printScoreboard } from '../../security/scoreboard.ts';
import { testDatabases } from '../../test/databases.ts';
import { manualClock, useTestApp } from '../../test/helpers.ts';
import { call as callApi, detailChecker, seedAndSignIn } from '../../test/callers.ts';
import { SETTINGS_DEFAULTS } from './settings.service.ts';

const MASTER_PASSWORD = 'granite lantern orchard';
const NEW_MASTER_PASSWORD = 'copper kettle meadow';

describe.each(testDatabases)('settings on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-03-03T09:00:00Z'));
  const { wrongDetail, expectDetail } = detailChecker();

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { clock });
  afterAll(() => {
    printScoreboard(`settings module on ${testDatabase.name}`, [
      ['401 without `Invalid Token` / 403 with it', `${wrongDetail.on401} / ${wrongDetail.on403}`],
    ]);
  });

  async function signInAs(username: string, role: 'super_admin' | 'admin' | 'user') {
    return (await seedAndSignIn(app, handle, { username, role })).token;
  }

  /** `/api` + url as the web client calls it (no token: signed out). */
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token: string | undefined,
    payload?: unknown,
    masterKey?: string,
  ) => callApi(app, method, `/api${url}`, { token: token || undefined, payload, masterKey });

  function fields(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(400);
    return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort();
  }

  async function masterKeyFor(token: string, password = MASTER_PASSWORD) {
    const response = await call('POST', '/user/permission/master-key', token, { password });
    expect(response.statusCode).toBe(200);
    return response.json<{ masterkey_token: string }>().masterkey_token;
  }

  describe('GET and PUT /settings', () => {
    it('answers the defaults, then the stored change, with an audit row', async () => {
      const root = await signInAs('root', 'super_admin');
      const initial = await call('GET', '/settings', root);
      expect(initial.statusCode).toBe(200);
      expect(initial.json()).toEqual(SETTINGS_DEFAULTS);

      const put = await call('PUT', '/settings', root, {
        autoCheckoutHour: null,
        attendancePromptGraceSeconds: 120,
      });
      expect(put.statusCode).toBe(200);
      const expected = {
        ...SETTINGS_DEFAULTS,
        autoCheckoutHour: null,
        attendancePromptGraceSeconds: 120,
      };
      expect(put.json()).toEqual(expected);
      expect((await call('GET', '/settings', root)).json()).toEqual(expected);

      const [audit] = await handle.db.select().from(auditLog);
      expect(audit).toMatchObject({
        action: 'settings_changed',
        details: {
          changes: {
            autoCheckoutHour: { from: 22, to: null },
            attendancePromptGraceSeconds: { from: 60, to: 120 },
          },
        },
      });
    });

    it('refuses invalid values, unknown keys and an empty change as field errors', async () => {
      const root = await signInAs('root', 'super_admin');
      expect(fields(await call('PUT', '/settings', root, { autoCheckoutHour: 24 }))).toEqual([
        'autoCheckoutHour',
      ]);
      expect(fields(await call('PUT', '/settings', root, { sessionIdleMinutes: '30' }))).toEqual([
        'sessionIdleMinutes',
      ]);
      expect(
        fields(await call('PUT', '/settings', root, { attendancePromptIntervalMinutes: 0.5 })),
      ).toEqual(['attendancePromptIntervalMinutes']);
      expect(fields(await call('PUT', '/settings', root, { masterPasswordHash: 'x' }))).toEqual([
        '_',
      ]);
      expect(fields(await call('PUT', '/settings', root, {}))).toEqual(['_']);
      expect(await handle.db.select().from(settings)).toEqual([]);
      expect(await handle.db.select().from(auditLog)).toEqual([]);
    });

    it('is for super admins only: 401 signed out, 403 for an admin', async () => {
      const admin = await signInAs('boss', 'admin');
      expectDetail(await call('GET', '/settings', undefined), 401, ERROR_DETAILS.invalidToken);
      expectDetail(await call('GET', '/settings', admin), 403, ERROR_DETAILS.forbidden);
      expectDetail(
        await call('PUT', '/settings', undefined, { autoCheckoutHour: 20 }),
        401,
        ERROR_DETAILS.invalidToken,
      );
      expectDetail(
        await call('PUT', '/settings', admin, { autoCheckoutHour: 20 }),
        403,
        ERROR_DETAILS.forbidden,
      );
      expect(await handle.db.select().from(settings)).toEqual([]);
    });
  });

  describe('master password', () => {
    it('tells every signed-in user whether one is set; 401 signed out', async () => {
      const root = await signInAs('root', 'super_admin');
      const user = await signInAs('plain', 'user');
      expect((await call('GET', '/settings/master-password', user)).json()).toEqual({
        hasMasterPassword: false,
      });
      expect(
        (await call('PUT', '/settings/master-password', root, { password: MASTER_PASSWORD }))
          .statusCode,
      ).toBe(200);
      const after = await call('GET', '/settings/master-password', user);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ hasMasterPassword: true });
      expectDetail(
        await call('GET', '/settings/master-password', undefined),
        401,
        ERROR_DETAILS.invalidToken,
      );
    });

    it('lets a super admin set the first one without a master key, hashed, with an audit row', async () => {
      const root = await signInAs('root', 'super_admin');
      const response = await call('PUT', '/settings/master-password', root, {
        password: MASTER_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const [stored] = await handle.db.select().from(settings);
      expect(stored?.value).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(stored)).not.toContain(MASTER_PASSWORD);
      const [audit] = await handle.db.select().from(auditLog);
      expect(audit?.action).toBe('master_password_set');
      // And the master-key check now accepts it.
      await masterKeyFor(root);
    });

    it('refuses weak passwords and malformed bodies as field errors', async () => {
      const root = await signInAs('root', 'super_admin');
      for (const password of ['short', 'atrium-rocks-2026', '12345678']) {
        expect(fields(await call('PUT', '/settings/master-password', root, { password }))).toEqual([
          'password',
        ]);
      }
      expect(fields(await call('PUT', '/settings/master-password', root, {}))).toEqual([
        'password',
      ]);
      expect(
        fields(
          await call('PUT', '/settings/master-password', root, {
            password: MASTER_PASSWORD,
            hasMasterPassword: true,
          }),
        ),
      ).toEqual(['_']);
      expect(await handle.db.select().from(settings)).toEqual([]);
    });

    it('is for super admins only: 403 for an admin (even with a master key), 401 signed out', async () => {
      const root = await signInAs('root', 'super_admin');
      const admin = await signInAs('boss', 'admin');
      expectDetail(
        await call('PUT', '/settings/master-password', admin, { password: MASTER_PASSWORD }),
        403,
        ERROR_DETAILS.forbidden,
      );
      expectDetail(
        await call('PUT', '/settings/master-password', undefined, { password: MASTER_PASSWORD }),
        401,
        ERROR_DETAILS.invalidToken,
      );
      await call('PUT', '/settings/master-password', root, { password: MASTER_PASSWORD });
      const adminKey = await masterKeyFor(admin);
      expectDetail(
        await call(
          'PUT',
          '/settings/master-password',
          admin,
          { password: NEW_MASTER_PASSWORD },
          adminKey,
        ),
        403,
        ERROR_DETAILS.forbidden,
      );
    });

    it('needs a master-key token to rotate it, and the rotation ends every master-key token', async () => {
      const root = await signInAs('root', 'super_admin');
      const admin = await signInAs('boss', 'admin');
      await call('PUT', '/settings/master-password', root, { password: MASTER_PASSWORD });

      expectDetail(
        await call('PUT', '/settings/master-password', root, { password: NEW_MASTER_PASSWORD }),
        403,
        ERROR_DETAILS.masterPasswordRequired,
      );
      const adminKey = await masterKeyFor(admin);
      // Another session's token does not count either.
      expectDetail(
        await call(
          'PUT',
          '/settings/master-password',
          root,
          { password: NEW_MASTER_PASSWORD },
          adminKey,
        ),
        403,
        ERROR_DETAILS.masterPasswordRequired,
      );

      const rootKey = await masterKeyFor(root);
      // The token alone does not rotate it: the current password is required too.
      const noCurrent = await call(
        'PUT',
        '/settings/master-password',
        root,
        { password: NEW_MASTER_PASSWORD },
        rootKey,
      );
      expect(noCurrent.statusCode).toBe(400);
      expect(noCurrent.json()).toEqual({
        errors: { current_password: ['This field is required'] },
      });

      const wrongCurrent = await call(
        'PUT',
        '/settings/master-password',
        root,
        { password: NEW_MASTER_PASSWORD, current_password: 'not the one' },
        rootKey,
      );
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json()).toEqual({
        errors: { current_password: [ERROR_DETAILS.invalidMasterPassword] },
      });

      const rotated = await call(
        'PUT',
        '/settings/master-password',
        root,
        { password: NEW_MASTER_PASSWORD, current_password: MASTER_PASSWORD },
        rootKey,
      );
      expect(rotated.statusCode).toBe(200);
      expect(await handle.db.select().from(masterKeyTokens)).toEqual([]);
      const actions = (await handle.db.select().from(auditLog)).map((row) => row.action).sort();
      expect(actions).toEqual(['master_password_changed', 'master_password_set']);

      // The old password no longer opens anything; the new one does.
      expectDetail(
        await call('POST', '/user/permission/master-key', root, { password: MASTER_PASSWORD }),
        400,
        ERROR_DETAILS.invalidMasterPassword,
      );
      await masterKeyFor(root, NEW_MASTER_PASSWORD);
    });

    it('refuses a rotation by an admin or a signed-out caller even with the current password', async () => {
      const root = await signInAs('root', 'super_admin');
      const admin = await signInAs('boss', 'admin');
      await call('PUT', '/settings/master-password', root, { password: MASTER_PASSWORD });
      const rotation = { password: NEW_MASTER_PASSWORD, current_password: MASTER_PASSWORD };
      const adminKey = await masterKeyFor(admin);
      expectDetail(
        await call('PUT', '/settings/master-password', admin, rotation, adminKey),
        403,
        ERROR_DETAILS.forbidden,
      );
      expectDetail(
        await call('PUT', '/settings/master-password', undefined, rotation, adminKey),
        401,
        ERROR_DETAILS.invalidToken,
      );
      // Still the old one.
      await masterKeyFor(root);
      expect((await handle.db.select().from(auditLog)).map((row) => row.action)).toEqual([
        'master_password_set',
      ]);
    });
  });
});
