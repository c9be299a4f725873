import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_USERNAME, BootstrapError, bootstrapFirstAdmin } from './bootstrap.ts';
import type { DatabaseHandle } from './db/client.ts';
import { passwordProblem } from './lib/passwordPolicy.ts';
import { createUserRepo } from './modules/user/user.repo.ts';
import { testDatabases } from './test/databases.ts';
import { login, useTestApp } from './test/helpers.ts';

describe('passwordProblem', () => {
  it.each([
    ['short', 'Sh0rt!'],
    ['containing admin', 'SuperAdmin-2026!'],
    ['containing atrium', 'my-atrium-login'],
    ['containing password', 'Password-1234'],
    ['common', '12345678'],
    ['common in another case', 'QWERTY123'],
    ['too long', 'x'.repeat(129)],
  ])('refuses a %s password', (_name, password) => {
    expect(passwordProblem(password)).not.toBeNull();
  });

  it('accepts a long unusual passphrase, unchanged (no trimming)', () => {
    expect(passwordProblem('  tangerine kettle orbit  ')).toBeNull();
  });
});

describe.each(testDatabases)('bootstrap on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  it('refuses a weak ATRIUM_ADMIN_PASSWORD and creates nothing', async () => {
    for (const weak of ['admin', 'atrium2026!', 'password123', '12345678', 'abc']) {
      const printed: string[] = [];
      await expect(
        bootstrapFirstAdmin({
          db: handle.db,
          adminPassword: weak,
          print: (text) => printed.push(text),
        }),
      ).rejects.toThrow(BootstrapError);
      expect(printed).toEqual([]);
    }
    expect(await createUserRepo(handle.db).countUsers()).toBe(0);
  });

  it('generates a password on first run, prints it once in a box, and stays silent afterwards', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    expect(await bootstrapFirstAdmin({ db: handle.db, adminPassword: undefined, print })).toEqual({
      created: true,
      passwordSource: 'generated',
    });
    expect(printed).toHaveLength(1);
    const banner = printed[0] ?? '';
    expect(banner).toContain('Atrium first run: sign in as admin with password');
    const password = /\|\s{5}(\S+)\s+\|/.exec(banner)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const admin = await createUserRepo(handle.db).findByUsername(ADMIN_USERNAME);
    expect(admin).toMatchObject({ role: 'super_admin', fullName: 'Administrator', isActive: true });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    const response = await login(app, { username: 'admin', password });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('super_admin');

    expect(await bootstrapFirstAdmin({ db: handle.db, adminPassword: undefined, print })).toEqual({
      created: false,
    });
    expect(await bootstrapFirstAdmin({ db: handle.db, adminPassword: 'abc', print })).toEqual({
      created: false,
    });
    expect(printed).toHaveLength(1);
  });

  it('uses a strong ATRIUM_ADMIN_PASSWORD without printing it', async () => {
    const printed: string[] = [];
    const password = 'tangerine kettle orbit';
    const result = await bootstrapFirstAdmin({
      db: handle.db,
      adminPassword: password,
      print: (text) => printed.push(text),
    });
    expect(result).toEqual({ created: true, passwordSource: 'environment' });
    expect(printed.join('\n')).not.toContain(password);
    expect((await login(app, { username: 'admin', password })).statusCode).toBe(200);
  });
});
