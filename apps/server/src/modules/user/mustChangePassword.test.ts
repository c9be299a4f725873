import { randomUUID } from 'node:crypto';
import { ERROR_DETAILS, profileSchema, userSchema } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { createRouteInventory, fillParams, routeKey } from '../../security/routeInventory.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  addressSequence,
  login,
  PASSWORD,
  seedUser,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';
import { call, grantMasterKey, NEW_PASSWORD, type Caller } from '../../test/callers.ts';

const CHANGE_REQUIRED = { detail: ERROR_DETAILS.passwordChangeRequired };
/** What a session may reach while a new password is due (besides the public routes). */
const ALLOWED = new Set([
  'GET /api/user/profile',
  'POST /api/user/logout',
  'PUT /api/user/profile/password',
]);

describe.each(testDatabases)('must change password at next sign-in on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const inventory = createRouteInventory();
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { onRoute: inventory.observe });

  const nextAddress = addressSequence('10.43');
  const signIn = (username: string, password: string) =>
    login(app, { username, password }, {}, nextAddress());
  async function root(): Promise<Caller> {
    const user = await seedUser(handle, { username: 'root', role: 'super_admin' });
    return { user, token: sessionCookie(await signIn('root', PASSWORD)) };
  }
  const changeOwnPassword = (token: string, current: string, password: string) =>
    call(app, 'PUT', '/api/user/profile/password', {
      token,
      payload: { current_password: current, password },
    });

  it('a created account with the box ticked: only profile, logout and change password until it is changed', async () => {
    const admin = await root();
    const created = await call(app, 'POST', '/api/user', {
      token: admin.token,
      // A super admin: every other check would let it through, so each refusal is this rule's.
      payload: {
        username: 'fresh',
        full_name: 'Fresh Start',
        role: 'super_admin',
        password: PASSWORD,
        must_change_password: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(userSchema.parse(created.json()).must_change_password).toBe(true);

    const signedIn = await signIn('fresh', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(profileSchema.parse(signedIn.json()).must_change_password).toBe(true);
    const token = sessionCookie(signedIn);
    const masterKey = await grantMasterKey(handle, {
      user: (await handle.db.select().from(users).where(eq(users.username, 'fresh')))[0]!,
      token,
    });

    // Every route of the app, as the inventory saw them registered.
    const unexpected: string[] = [];
    const allowedSeen: string[] = [];
    for (const route of inventory.routes) {
      const key = routeKey(route);
      if (route.access.kind === 'public' || key === 'POST /api/user/logout') continue;
      const response = await app.inject({
        method: route.method as 'GET',
        url: fillParams(route.url, () => randomUUID()),
        headers: {
          'master-key-token': masterKey,
          cookie: `atrium_session=${token}`,
          ...(route.schema.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(route.schema.body ? { payload: '{}' } : {}),
      });
      const refused =
        response.statusCode === 403 &&
        response.json<{ detail?: string }>().detail === CHANGE_REQUIRED.detail;
      if (ALLOWED.has(key)) {
        allowedSeen.push(key);
        if (refused) unexpected.push(`${key} refused`);
      } else if (!refused) {
        unexpected.push(`${key} → ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(allowedSeen.sort()).toEqual(
      ['GET /api/user/profile', 'PUT /api/user/profile/password'].sort(),
    );
    expect(inventory.routes.length).toBeGreaterThan(30);

    // The profile says why; a wrong current password is still a field error.
    const me = await call(app, 'GET', '/api/user/profile', { token });
    expect(me.json()).toMatchObject({ username: 'fresh', must_change_password: true });
    const wrong = await changeOwnPassword(token, 'not the password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);

    // Changing it clears the flag: the same session reaches everything again.
    const changed = await changeOwnPassword(token, PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const after = await call(app, 'GET', '/api/user/profile', { token });
    expect(after.json()).toMatchObject({ must_change_password: false });
    const list = await call(app, 'GET', '/api/users', { token });
    expect(list.statusCode).toBe(200);
    const [row] = await handle.db.select().from(users).where(eq(users.username, 'fresh'));
    expect(row?.mustChangePassword).toBe(false);
  });

  it('an admin reset with the box ticked asks again; without it the new password is final', async () => {
    const admin = await root();
    const person = await seedUser(handle, { username: 'person', role: 'user' });
    const masterKey = await grantMasterKey(handle, admin);
    const reset = (must?: boolean) =>
      call(app, 'PUT', '/api/user/password', {
        token: admin.token,
        masterKey,
        payload: {
          user_id: person.id,
          password: NEW_PASSWORD,
          ...(must === undefined ? {} : { must_change_password: must }),
        },
      });

    expect((await reset(true)).statusCode).toBe(200);
    const info = await call(app, 'GET', `/api/user/${person.id}/info`, { token: admin.token });
    expect(userSchema.parse(info.json()).must_change_password).toBe(true);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'authn_password_reset_by_admin'));
    expect(audit?.details).toMatchObject({ must_change_password: true });

    const token = sessionCookie(await signIn('person', NEW_PASSWORD));
    const blocked = await call(app, 'GET', '/api/notifications', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual(CHANGE_REQUIRED);
    // Logout is always allowed.
    const out = await call(app, 'POST', '/api/user/logout', { token });
    expect(out.statusCode).toBe(200);

    expect((await reset()).statusCode).toBe(200);
    const plain = sessionCookie(await signIn('person', NEW_PASSWORD));
    expect((await call(app, 'GET', '/api/notifications', { token: plain })).statusCode).toBe(200);
  });

  it('nobody sets the flag through the profile or the user edit (unknown fields are refused)', async () => {
    const admin = await root();
    const person = await seedUser(handle, { username: 'person', role: 'user' });
    const edit = await call(app, 'PUT', `/api/user/${person.id}/info`, {
      token: admin.token,
      payload: { must_change_password: true },
    });
    expect(edit.statusCode).toBe(400);
    const own = await call(app, 'PUT', '/api/user/profile', {
      token: admin.token,
      payload: { must_change_password: false },
    });
    expect(own.statusCode).toBe(400);
    const rows = await handle.db.select().from(users);
    expect(rows.every((row) => !row.mustChangePassword)).toBe(true);
  });
});
