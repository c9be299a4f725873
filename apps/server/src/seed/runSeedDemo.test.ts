import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_USERNAME, bootstrapFirstAdmin } from '../bootstrap.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createUserRepo } from '../modules/user/user.repo.ts';
import { testDatabases } from '../test/databases.ts';
import { login, PASSWORD, seededHash, useTestApp } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';
import { runSeedDemo } from './runSeedDemo.ts';

const NOW = new Date('2026-11-22T10:30:00Z');
const ADMIN_PASSWORD = 'tangerine kettle orbit';

describe.each(testDatabases)('seed:demo and the first admin on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  function run(adminPassword: string | undefined) {
    const printed: string[] = [];
    const done = runSeedDemo({
      db: handle.db,
      adminPassword,
      demoPassword: PASSWORD,
      demoPasswordFromEnvironment: true,
      now: NOW,
      print: (text) => printed.push(text),
    });
    return { printed, done };
  }

  it('creates the admin with ATRIUM_ADMIN_PASSWORD when it runs before the first start, and says so', async () => {
    const first = run(ADMIN_PASSWORD);
    const { admin, demo } = await first.done;
    expect(admin).toEqual({ created: true, passwordSource: 'environment' });
    expect(demo.created).toBe(true);
    expect(first.printed[0]).toBe(
      'Atrium first run: created the admin user with the password from ATRIUM_ADMIN_PASSWORD.',
    );
    expect(first.printed.join('\n')).toContain('Demo organisation created');
    expect(
      (await login(app, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).json(),
    ).toMatchObject({
      role: 'super_admin',
    });

    // The first start afterwards leaves the admin alone.
    expect(
      await bootstrapFirstAdmin({ db: handle.db, adminPassword: undefined, print: () => {} }),
    ).toEqual({ created: false });

    const second = run('another long passphrase');
    expect((await second.done).admin).toEqual({ created: false });
    expect(second.printed).toEqual([
      'The first admin already exists; its password is unchanged (ATRIUM_ADMIN_PASSWORD is used only when the admin is created).',
      'The demo organisation is already there; nothing changed.',
    ]);
    expect(
      (await login(app, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('prints the generated admin password once when ATRIUM_ADMIN_PASSWORD is not set', async () => {
    const { printed, done } = run(undefined);
    expect((await done).admin).toEqual({ created: true, passwordSource: 'generated' });
    const password = /\|\s{5}(\S+)\s+\|/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await login(app, { username: ADMIN_USERNAME, password })).statusCode).toBe(200);
  });

  it('the first start still creates the admin in a database seeded without one', async () => {
    await seedDemo(handle.db, { now: NOW, passwordHash: await seededHash() });
    const printed: string[] = [];
    const result = await bootstrapFirstAdmin({
      db: handle.db,
      adminPassword: ADMIN_PASSWORD,
      print: (text) => printed.push(text),
    });
    expect(result).toEqual({ created: true, passwordSource: 'environment' });
    expect(await createUserRepo(handle.db).findByUsername(ADMIN_USERNAME)).toMatchObject({
      role: 'super_admin',
    });
  });
});
