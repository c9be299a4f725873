import { userPageSchema } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, seedUser, useTestApp } from '../../test/helpers.ts';
import { call, FORBIDDEN, INVALID_TOKEN, seedAndSignIn, signInRoot } from '../../test/callers.ts';

describe.each(testDatabases)(
  'users lists: sort, last sign-in, inactive search on $name',
  (testDatabase) => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

    const superAdmin = () => signInRoot(app, handle);
    const usernames = async (token: string, url: string) => {
      const response = await call(app, 'GET', url, { token });
      expect(response.statusCode).toBe(200);
      return userPageSchema.parse(response.json()).items.map((user) => user.username);
    };

    it('records the last sign-in on the user, kept after the session ends', async () => {
      const root = await superAdmin();
      const alice = await seedUser(handle, { username: 'alice' });
      const before = await call(app, 'GET', `/api/user/${alice.id}/info`, { token: root.token });
      expect(before.json()).toMatchObject({ last_sign_in_at: null });

      const signedIn = await login(app, { username: 'alice', password: PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      const cookie = signedIn.cookies.find((c) => c.name === 'atrium_session')!.value;
      await call(app, 'POST', '/api/user/logout', { token: cookie });

      const after = await call(app, 'GET', `/api/user/${alice.id}/info`, { token: root.token });
      const at = after.json<{ last_sign_in_at: string | null }>().last_sign_in_at;
      expect(at).not.toBeNull();
      expect(Math.abs(Date.parse(at!) - Date.now())).toBeLessThan(60_000);
    });

    it('sorts on the server by each column, both ways, empty values last', async () => {
      const root = await superAdmin(); // Root Admin, signed in now
      await seedUser(handle, { username: 'zed', fullName: 'Aaron Zed', role: 'admin' });
      await seedUser(handle, { username: 'amy', fullName: 'Zoe Amy' });
      const old = new Date('2026-01-01T00:00:00Z');
      await handle.db
        .update(users)
        .set({ lastSignInAt: old, email: 'b@x.test' })
        .where(eq(users.username, 'zed'));
      await handle.db.update(users).set({ email: 'a@x.test' }).where(eq(users.username, 'amy'));

      expect(await usernames(root.token, '/api/users')).toEqual(['zed', 'root', 'amy']);
      expect(await usernames(root.token, '/api/users?sort=name&order=desc')).toEqual([
        'amy',
        'root',
        'zed',
      ]);
      expect(await usernames(root.token, '/api/users?sort=username')).toEqual([
        'amy',
        'root',
        'zed',
      ]);
      expect(await usernames(root.token, '/api/users?sort=role')).toEqual(['root', 'zed', 'amy']);
      expect(await usernames(root.token, '/api/users?sort=email')).toEqual(['amy', 'zed', 'root']);
      expect(await usernames(root.token, '/api/users?sort=email&order=desc')).toEqual([
        'zed',
        'amy',
        'root',
      ]);
      expect(await usernames(root.token, '/api/users?sort=last_sign_in_at&order=desc')).toEqual([
        'root',
        'zed',
        'amy',
      ]);
      expect(await usernames(root.token, '/api/users?sort=last_sign_in_at')).toEqual([
        'zed',
        'root',
        'amy',
      ]);
    });

    it('searches and sorts the inactive list', async () => {
      const root = await superAdmin();
      await seedUser(handle, { username: 'maya', fullName: 'Maya Farah', isActive: false });
      await seedUser(handle, { username: 'omar', fullName: 'Omar Haddad', isActive: false });
      await seedUser(handle, { username: 'mona', fullName: 'Mona Said', isActive: true });
      expect(await usernames(root.token, '/api/users/inactive?username=MAY')).toEqual(['maya']);
      expect(await usernames(root.token, '/api/users/inactive?username=haddad')).toEqual(['omar']);
      expect(await usernames(root.token, '/api/users/inactive?sort=name&order=desc')).toEqual([
        'omar',
        'maya',
      ]);
      // LIKE wildcards are literal text.
      expect(await usernames(root.token, '/api/users/inactive?username=%25')).toEqual([]);
    });

    it('refuses an unknown sort or order in the spec shape, never a 500', async () => {
      const root = await superAdmin();
      for (const url of [
        '/api/users?sort=password_hash',
        '/api/users?order=sideways',
        '/api/users/inactive?sort=1;drop',
        '/api/users/inactive?username=' + 'x'.repeat(200),
      ]) {
        const response = await call(app, 'GET', url, { token: root.token });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: expect.any(Object) });
      }
    });

    it('needs the User permission and a session', async () => {
      const plain = await seedAndSignIn(app, handle, { username: 'plain', role: 'user' });
      for (const url of ['/api/users?sort=email', '/api/users/inactive?username=a']) {
        const denied = await call(app, 'GET', url, { token: plain.token });
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual(FORBIDDEN);
        const signedOut = await call(app, 'GET', url);
        expect(signedOut.statusCode).toBe(401);
        expect(signedOut.json()).toEqual(INVALID_TOKEN);
      }
    });
  },
);
