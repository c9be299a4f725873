import { USERS_EXPORT_COLUMNS, USERS_EXPORT_TYPES } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { type NewUserRow, users } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { seedUser, useTestApp } from '../../test/helpers.ts';
import {
  call,
  type Caller,
  FORBIDDEN,
  seedAndSignIn,
  seedTeam,
  signInUserManager,
} from '../../test/callers.ts';

const EXPORT = '/api/users/export';
const CREATED = new Date('2026-03-01T09:30:00.000Z');
const SIGNED_IN = new Date('2026-03-05T14:15:16.000Z');
/** A name a spreadsheet would run as a formula if it were written as it is. */
const FORMULA = '=HYPERLINK("http://evil.example","click")';

/** Issue 18: the users lists' current filter as CSV or XLSX. */
describe.each(testDatabases)('users export on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  async function userManager(): Promise<Caller> {
    const caller = await signInUserManager(app, handle);
    await handle.db
      .update(users)
      .set({ createdAt: CREATED, lastSignInAt: null })
      .where(eq(users.id, caller.user.id));
    return caller;
  }

  async function person(username: string, fullName: string, more: Partial<NewUserRow> = {}) {
    const row = await seedUser(handle, { username, fullName });
    await handle.db
      .update(users)
      .set({ createdAt: CREATED, ...more })
      .where(eq(users.id, row.id));
    return row;
  }

  /** Huda (Design and Video, manages Omar), Omar, a formula-named person and an inactive one. */
  async function seedPeople() {
    const manager = await userManager();
    const huda = await person('huda', 'هدى صالح', {
      email: 'huda@atrium.test',
      phone: '+966 55 123 4567',
      jobTitle: 'Art director, design',
      employeeNumber: 'E-001',
      role: 'admin',
      lastSignInAt: SIGNED_IN,
    });
    const omar = await person('omar', 'Omar "The Editor" Haddad', {
      managerId: huda.id,
      jobTitle: '+1 editor',
    });
    const sly = await person('sly', FORMULA, { jobTitle: '@SUM(A1:A2)' });
    const maya = await person('maya', 'Maya Farah', { isActive: false });
    const design = await seedTeam(handle, 'Design', [huda.id]);
    const video = await seedTeam(handle, 'Video', [huda.id, omar.id]);
    return { manager, huda, omar, sly, maya, design, video };
  }

  const get = (token: string | undefined, query: string) =>
    call(app, 'GET', `${EXPORT}?${query}`, { token });

  describe('CSV', () => {
    it('writes the filter and order of the list, formula-safe, with names for ids', async () => {
      const { manager } = await seedPeople();
      const response = await get(manager.token, 'format=csv&sort=username&order=asc');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(USERS_EXPORT_TYPES.csv);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(USERS_EXPORT_COLUMNS.join(','));
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(1, -1)).toEqual([
        // A phone number's leading + is a formula sign to a spreadsheet: it gets the apostrophe too.
        `huda,هدى صالح,huda@atrium.test,'+966 55 123 4567,"Art director, design",E-001,,admin,Design; Video,true,2026-03-05T14:15:16.000Z,2026-03-01T09:30:00.000Z`,
        'manager,Team Manager,,,,,,admin,People,true,,2026-03-01T09:30:00.000Z',
        // Quotes doubled; a text starting with + gets the apostrophe that keeps it text.
        `omar,"Omar ""The Editor"" Haddad",,,'+1 editor,,huda,user,Video,true,,2026-03-01T09:30:00.000Z`,
        `sly,"'=HYPERLINK(""http://evil.example"",""click"")",,,'@SUM(A1:A2),,,user,,true,,2026-03-01T09:30:00.000Z`,
      ]);
    });

    it('filters as the list does: team, role, search, and the inactive list', async () => {
      const { manager, video } = await seedPeople();
      const usernames = (body: string) =>
        body
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[0]);
      expect(usernames((await get(manager.token, `team_id=${video}`)).body)).toEqual([
        'omar',
        'huda',
      ]);
      expect(usernames((await get(manager.token, 'role=admin&sort=username')).body)).toEqual([
        'huda',
        'manager',
      ]);
      expect(usernames((await get(manager.token, 'username=OMA')).body)).toEqual(['omar']);
      const inactive = await get(manager.token, 'inactive=true');
      expect(usernames(inactive.body)).toEqual(['maya']);
      expect(inactive.body).toContain('maya,Maya Farah,,,,,,user,,false,');
      expect(inactive.headers['content-disposition']).toMatch(/filename="inactive-users-/);
    });
  });

  describe('XLSX', () => {
    it('answers a workbook that reads back with the same rows, typed', async () => {
      const { manager } = await seedPeople();
      const response = await get(manager.token, 'format=xlsx&sort=username');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(USERS_EXPORT_TYPES.xlsx);
      expect(response.headers['content-disposition']).toMatch(/filename="users-[\d-]+\.xlsx"/);

      const workbook = new ExcelJS.Workbook();
      // A copy in an ArrayBuffer of its own: exceljs types its input as one.
      await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
      const sheet = workbook.getWorksheet('Users');
      expect(sheet).toBeDefined();
      const values = (rowNumber: number) => (sheet!.getRow(rowNumber).values as unknown[]).slice(1);
      expect(values(1)).toEqual([...USERS_EXPORT_COLUMNS]);
      expect(sheet!.rowCount).toBe(5);
      expect(values(2)).toEqual([
        'huda',
        'هدى صالح',
        'huda@atrium.test',
        '+966 55 123 4567',
        'Art director, design',
        'E-001',
        undefined,
        'admin',
        'Design; Video',
        true,
        SIGNED_IN,
        CREATED,
      ]);
      expect(values(4).slice(0, 7)).toEqual([
        'omar',
        'Omar "The Editor" Haddad',
        undefined,
        undefined,
        '+1 editor',
        undefined,
        'huda',
      ]);
      // A value, never a formula: Excel shows the text and runs nothing.
      const sly = sheet!.getRow(5);
      expect(sly.getCell(2).value).toBe(FORMULA);
      expect(sly.getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(sly.getCell(2).formula).toBeUndefined();
      expect(sly.getCell(5).value).toBe('@SUM(A1:A2)');
    });
  });

  it('answers bad input as field errors', async () => {
    const { manager } = await seedPeople();
    for (const [query, field] of [
      ['format=pdf', 'format'],
      ['team_id=design', 'team_id'],
      ['sort=password', 'sort'],
      ['inactive=maybe', 'inactive'],
      ['page=2', ''],
    ] as const) {
      const response = await get(manager.token, query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors).length, query).toBeGreaterThan(0);
      if (field) expect(body.errors, query).toHaveProperty([field]);
    }
  });

  it('needs the User permission (403) and a signed-in caller (401)', async () => {
    await seedPeople();
    const plain = await seedAndSignIn(app, handle, { username: 'plain', role: 'user' });
    const forbidden = await get(plain.token, 'format=csv');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    const anonymous = await get(undefined, 'format=xlsx');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('huda');
  });
});
