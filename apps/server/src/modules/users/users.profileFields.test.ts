import { USER_FIELD_MESSAGES, userSchema } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { seedUser, useTestApp } from '../../test/helpers.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  call,
  FORBIDDEN,
  INVALID_TOKEN,
  seedAndSignIn,
  signInRoot,
  UNKNOWN_ID,
} from '../../test/callers.ts';

describe.each(testDatabases)(
  'profile fields (employee number, manager) on $name',
  (testDatabase) => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

    const superAdmin = () => signInRoot(app, handle);
    const base = { full_name: 'Nadia Saleh', role: 'user', password: 'violet lantern orbit 42' };

    it('creates a user with an employee number and a manager, and reads them back', async () => {
      const root = await superAdmin();
      const boss = await seedUser(handle, { username: 'boss', fullName: 'Boss' });
      const created = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...base, username: 'nadia', employee_number: 'E-0042', manager_id: boss.id },
      });
      expect(created.statusCode).toBe(201);
      const user = userSchema.parse(created.json());
      expect(user).toMatchObject({ employee_number: 'E-0042', manager_id: boss.id });
      const info = await call(app, 'GET', `/api/user/${user.id}/info`, { token: root.token });
      expect(info.json()).toMatchObject({ employee_number: 'E-0042', manager_id: boss.id });
    });

    it('refuses a taken employee number regardless of case, as a field error', async () => {
      const root = await superAdmin();
      const first = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...base, username: 'first', employee_number: 'e-7' },
      });
      expect(first.statusCode).toBe(201);
      const second = await call(app, 'POST', '/api/user', {
        token: root.token,
        payload: { ...base, username: 'second', employee_number: 'E-7' },
      });
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        errors: { employee_number: [USER_FIELD_MESSAGES.employeeNumberTaken] },
      });
      // Keeping one's own number on an edit is not a clash.
      const id = first.json<{ id: string }>().id;
      const same = await call(app, 'PUT', `/api/user/${id}/info`, {
        token: root.token,
        payload: { employee_number: 'E-7' },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ employee_number: 'E-7' });
    });

    it('refuses bad employee numbers and manager ids in the spec shape, never a 500', async () => {
      const root = await superAdmin();
      for (const payload of [
        { employee_number: 'has space' },
        { employee_number: 'x'.repeat(33) },
        { employee_number: 42 },
        { manager_id: 'not-a-uuid' },
      ]) {
        const response = await call(app, 'POST', '/api/user', {
          token: root.token,
          payload: { ...base, username: 'nadia', ...payload },
        });
        expect(response.statusCode).toBe(400);
        const key = Object.keys(payload)[0]!;
        expect(response.json().errors[key]).toEqual(expect.any(Array));
      }
    });

    it('refuses an unknown or inactive manager, oneself, and a loop of managers', async () => {
      const root = await superAdmin();
      const gone = await seedUser(handle, { username: 'gone', isActive: false });
      const a = await seedUser(handle, { username: 'a' });
      const b = await seedUser(handle, { username: 'b' });
      const c = await seedUser(handle, { username: 'c' });
      // b reports to a, c reports to b.
      await handle.db.update(users).set({ managerId: a.id }).where(eq(users.id, b.id));
      await handle.db.update(users).set({ managerId: b.id }).where(eq(users.id, c.id));

      const put = (id: string, managerId: string | null) =>
        call(app, 'PUT', `/api/user/${id}/info`, {
          token: root.token,
          payload: { manager_id: managerId },
        });
      const fieldError = async (id: string, managerId: string, message: string) => {
        const response = await put(id, managerId);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: { manager_id: [message] } });
      };
      await fieldError(a.id, UNKNOWN_ID, USER_FIELD_MESSAGES.unknownManager);
      await fieldError(a.id, gone.id, USER_FIELD_MESSAGES.unknownManager);
      await fieldError(a.id, a.id, USER_FIELD_MESSAGES.managerSelf);
      await fieldError(a.id, c.id, USER_FIELD_MESSAGES.managerCycle);

      const cleared = await put(c.id, null);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ manager_id: null });
      // Now that c reports to nobody, a may report to c.
      expect((await put(a.id, c.id)).statusCode).toBe(200);
    });

    it('a deleted manager leaves the reports without a manager', async () => {
      const boss = await seedUser(handle, { username: 'boss' });
      const report = await seedUser(handle, { username: 'report' });
      await handle.db.update(users).set({ managerId: boss.id }).where(eq(users.id, report.id));
      await handle.db.delete(users).where(eq(users.id, boss.id));
      const [row] = await handle.db.select().from(users).where(eq(users.id, report.id));
      expect(row?.managerId).toBeNull();
    });

    it('needs the User permission and a session', async () => {
      const plain = await seedAndSignIn(app, handle, { username: 'plain', role: 'user' });
      const target = await seedUser(handle, { username: 'target' });
      const denied = await call(app, 'PUT', `/api/user/${target.id}/info`, {
        token: plain.token,
        payload: { employee_number: 'E-1' },
      });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(FORBIDDEN);
      const signedOut = await call(app, 'PUT', `/api/user/${target.id}/info`, {
        payload: { employee_number: 'E-1' },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual(INVALID_TOKEN);
    });
  },
);
