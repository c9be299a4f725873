import { ERROR_DETAILS } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { masterKeyTokens } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { createSettingsService } from '../modules/settings/settings.service.ts';
import { NEW_PASSWORD, seedTeam } from '../test/callers.ts';
import { testDatabases } from '../test/databases.ts';
import {
  addressSequence,
  CLIENT_HEADERS,
  PASSWORD,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../test/helpers.ts';
import { printScoreboard } from './scoreboard.ts';

const MASTER_PASSWORD = 'granite lantern orchard';
/** A master-key route the subject may call: deleting an unknown inactive user answers 404 once past the checks. */
const MASTER_KEY_PROBE = '/api/user/00000000-0000-4000-8000-000000000000/inactive/delete';

const nextAddress = addressSequence('10.44');

describe.each(testDatabases)('stale tokens on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  function send(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    auth: { cookie?: string; bearer?: string; masterKey?: string },
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: {
        ...CLIENT_HEADERS,
        ...(auth.cookie ? { cookie: `atrium_session=${auth.cookie}` } : {}),
        ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
        ...(auth.masterKey ? { 'master-key-token': auth.masterKey } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function signIn(username: string, password = PASSWORD): Promise<string> {
    return sessionCookie(await send('POST', '/api/user/login', {}, { username, password }));
  }

  async function masterKeyFor(session: string): Promise<string> {
    const response = await send(
      'POST',
      '/api/user/permission/master-key',
      { cookie: session },
      {
        password: MASTER_PASSWORD,
      },
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ masterkey_token: string }>().masterkey_token;
  }

  it('after logout, deactivation and password change the old session cookie, bearer and master-key token get 401 Invalid Token', async () => {
    const root = await seedUser(handle, { username: 'st-root', role: 'super_admin' });
    await createSettingsService({
      db: handle.db,
      clock: { now: () => new Date() },
    }).storeMasterPassword(MASTER_PASSWORD, { id: root.id });
    const rootSession = await signIn('st-root');
    const rootKey = await masterKeyFor(rootSession);

    let checks = 0;
    const accepted: string[] = [];

    /** A user manager (so the master-key probe is theirs to call), signed in on two devices. */
    async function subject(username: string) {
      const user = await seedUser(handle, { username, role: 'user' });
      await seedTeam(handle, `team-${username}`, [user.id], ['Users Management']);
      const browser = await signIn(username);
      const phone = await signIn(username);
      const keys = { browser: await masterKeyFor(browser), phone: await masterKeyFor(phone) };
      // Everything works before the event.
      expect((await send('GET', '/api/user/profile', { cookie: browser })).statusCode).toBe(200);
      expect((await send('GET', '/api/user/profile', { bearer: phone })).statusCode).toBe(200);
      expect(
        (await send('DELETE', MASTER_KEY_PROBE, { cookie: phone, masterKey: keys.phone }))
          .statusCode,
      ).toBe(404);
      return { user, browser, phone, keys };
    }

    /** The old credentials after the event: each must get 401 Invalid Token, nothing else. */
    async function expectRefused(
      event: string,
      sessions: Record<string, string>,
      keys: Record<string, string>,
    ) {
      for (const [device, token] of Object.entries(sessions)) {
        for (const [via, auth] of [
          ['session cookie', { cookie: token }],
          ['bearer', { bearer: token }],
          ['session cookie + master-key token', { cookie: token, masterKey: keys[device] ?? '' }],
        ] as const) {
          checks += 1;
          const response = await send(
            via.includes('master') ? 'DELETE' : 'GET',
            via.includes('master') ? MASTER_KEY_PROBE : '/api/user/profile',
            auth,
          );
          const ok =
            response.statusCode === 401 &&
            response.json<{ detail?: string }>().detail === ERROR_DETAILS.invalidToken;
          if (!ok)
            accepted.push(
              `${event}: ${device} ${via} → ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
      // The master-key tokens of the ended sessions are gone, not merely unusable.
      for (const [device, key] of Object.entries(keys)) {
        checks += 1;
        const rows = await handle.db
          .select()
          .from(masterKeyTokens)
          .where(eq(masterKeyTokens.tokenHash, hashToken(key)));
        if (rows.length > 0) accepted.push(`${event}: ${device} master-key token still stored`);
      }
    }

    // 1. Logout ends the session it came with (the other device stays signed in).
    const a = await subject('st-logout');
    expect((await send('POST', '/api/user/logout', { cookie: a.browser })).statusCode).toBe(200);
    await expectRefused('logout', { browser: a.browser }, { browser: a.keys.browser });
    checks += 1;
    if ((await send('GET', '/api/user/profile', { bearer: a.phone })).statusCode !== 200)
      accepted.push('logout ended the other device too (expected it to stay)');

    // 2. Deactivation ends every session.
    const b = await subject('st-deactivated');
    expect(
      (await send('DELETE', `/api/user/${b.user.id}/inactive`, { cookie: rootSession })).statusCode,
    ).toBe(200);
    await expectRefused('deactivation', { browser: b.browser, phone: b.phone }, b.keys);

    // 3. Changing one's own password ends every other session.
    const c = await subject('st-own-password');
    expect(
      (
        await send(
          'PUT',
          '/api/user/profile/password',
          { cookie: c.browser },
          {
            current_password: PASSWORD,
            password: NEW_PASSWORD,
          },
        )
      ).statusCode,
    ).toBe(200);
    await expectRefused('own password change', { phone: c.phone }, { phone: c.keys.phone });

    // 4. An admin's password reset ends every session of the account.
    const d = await subject('st-admin-reset');
    expect(
      (
        await send(
          'PUT',
          '/api/user/password',
          { cookie: rootSession, masterKey: rootKey },
          {
            user_id: d.user.id,
            password: NEW_PASSWORD,
          },
        )
      ).statusCode,
    ).toBe(200);
    await expectRefused(
      'password reset by an admin',
      { browser: d.browser, phone: d.phone },
      d.keys,
    );

    // A master-key token outlives nothing: with a fresh session of the same user it is refused too.
    const fresh = await signIn('st-admin-reset', NEW_PASSWORD);
    checks += 1;
    const reused = await send('DELETE', MASTER_KEY_PROBE, {
      cookie: fresh,
      masterKey: d.keys.phone,
    });
    if (
      reused.statusCode !== 403 ||
      reused.json<{ detail?: string }>().detail !== ERROR_DETAILS.masterPasswordRequired
    )
      accepted.push(
        `old master-key token with a fresh session → ${reused.statusCode} ${reused.body}`,
      );

    printScoreboard(`stale tokens on ${testDatabase.name}`, [
      [
        `stale token accepted after logout, deactivation, password change (${checks} checks: session cookie, bearer, master-key token)`,
        String(accepted.length),
      ],
    ]);
    expect(accepted).toEqual([]);
  }, 120_000);
});
