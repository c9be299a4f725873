import { USER_FIELD_MESSAGES } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, PASSWORD, useTestApp } from '../../test/helpers.ts';
import { call, seedAndSignIn } from './user.testkit.ts';

const NEW_PASSWORD = 'plum tractor seventeen';
const TAKEN = { errors: { username: [USER_FIELD_MESSAGES.usernameTaken] } };

describe.each(testDatabases)('look-alike usernames on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const root = () =>
    seedAndSignIn(app, handle, { username: 'admin', role: 'super_admin', fullName: 'Admin' });
  const create = (token: string, username: string) =>
    call(app, 'POST', '/api/user', {
      token,
      payload: { username, full_name: 'Look Alike', role: 'user', password: NEW_PASSWORD },
    });

  it('stores usernames in NFKC: fullwidth ａｄｍｉｎ is admin, and taken', async () => {
    const { token } = await root();
    expect((await create(token, 'ａｄｍｉｎ')).json()).toEqual(TAKEN);
    const created = await create(token, 'ｓａｒａ');
    expect(created.statusCode).toBe(201);
    expect(created.json().username).toBe('sara');
  });

  it('refuses a rename to a fullwidth twin of another user', async () => {
    const { token } = await root();
    const other = await create(token, 'omar');
    const renamed = await call(app, 'PUT', `/api/user/${other.json().id}/info`, {
      token,
      payload: { username: 'ａｄｍｉｎ' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(TAKEN);
  });

  it('refuses a name whose NFKC form leaves the allowed characters', async () => {
    const { token } = await root();
    // ½ is a digit (No) as typed; NFKC makes it 1⁄2, with a fraction slash.
    const response = await create(token, 'half½');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { username: [USER_FIELD_MESSAGES.usernameChars] },
    });
  });

  it('signs in with the fullwidth spelling of a stored name', async () => {
    await root();
    const response = await login(app, { username: 'ａｄｍｉｎ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('admin');
  });
});
