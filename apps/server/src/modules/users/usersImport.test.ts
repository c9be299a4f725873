import {
  ERROR_DETAILS,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  USERS_IMPORT_ERROR_DETAILS,
  USERS_IMPORT_MAX_ROWS,
  USERS_IMPORT_ROW_MESSAGES,
  usersImportPreviewSchema,
  usersImportResultSchema,
  type UsersImportRow,
} from '@atrium/api/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, teamMembers, teamPermissions, users } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { login, seedUser, useTestApp } from '../../test/helpers.ts';
import {
  call,
  type Caller,
  FORBIDDEN,
  INVALID_TOKEN,
  seedAndSignIn,
  seedTeam,
  signInRoot,
  signInUserManager,
} from '../../test/callers.ts';

const PREVIEW = '/api/users/import/preview';
const IMPORT = '/api/users/import';

const HEADER = 'username,full_name,email,phone,job_title,employee_number,manager,role,teams';

/** A CSV of the given lines under the full header, CRLF line ends as Excel writes them. */
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

/** Issue 18: CSV import of people, a dry run and the import, with per-row outcomes. */
describe.each(testDatabases)('users CSV import on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const superAdmin = () => signInRoot(app, handle);
  const userManager = () => signInUserManager(app, handle);

  const preview = (caller: Caller | undefined, csv: unknown) =>
    call(app, 'POST', PREVIEW, { token: caller?.token, payload: { csv } });
  const importCsv = (caller: Caller | undefined, csv: unknown) =>
    call(app, 'POST', IMPORT, { token: caller?.token, payload: { csv } });

  const userCount = async () => (await handle.db.select({ id: users.id }).from(users)).length;
  const byRow = (rows: readonly UsersImportRow[]) => new Map(rows.map((row) => [row.row, row]));

  describe('who may call it', () => {
    it('answers 401 Invalid Token when signed out, on both routes', async () => {
      for (const url of [PREVIEW, IMPORT]) {
        const response = await call(app, 'POST', url, { payload: { csv: csvOf('a,A') } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_TOKEN);
      }
    });

    it('answers 403 to a user without the User permission, and writes nothing', async () => {
      const plain = await seedAndSignIn(app, handle, { username: 'plain', fullName: 'Plain' });
      const before = await userCount();
      for (const url of [PREVIEW, IMPORT]) {
        const response = await call(app, 'POST', url, {
          token: plain.token,
          payload: { csv: csvOf('newbie,New Person') },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      expect(await userCount()).toBe(before);
    });
  });

  describe(`POST ${PREVIEW}`, () => {
    it('checks every row as creating a user does, against the database and the file, writing nothing', async () => {
      const root = await superAdmin();
      await seedUser(handle, { username: 'taken', fullName: 'Taken' });
      const boss = await seedUser(handle, { username: 'boss', fullName: 'The Boss' });
      await handle.db
        .update(users)
        .set({ email: 'boss@example.com', employeeNumber: 'E-1' })
        .where(eq(users.id, boss.id));
      await seedUser(handle, { username: 'gone', fullName: 'Gone', isActive: false });
      await seedTeam(handle, 'Sales');
      const before = await userCount();

      const csv = csvOf(
        'amal,Amal Haddad,amal@example.com,+966 50 123 4567,Engineer,E-2,boss,admin,Sales', // 2 ok
        'TAKEN,Someone,,,,,,,', // 3 taken, other case
        'tаken,Cyrillic а,,,,,,,', // 4 look-alike of taken (Cyrillic а)
        'amal,Second Amal,,,,,,,', // 5 earlier row has amal
        'badr,Badr,not-an-email,,,,,,', // 6 bad e-mail
        'carla,Carla,AMAL@example.com,,,,,,', // 7 e-mail of an earlier row
        'dina,Dina,boss@example.com,,,E-1,,,', // 8 e-mail and number taken
        'emad,Emad,,,,,nobody,,Sales; Ghosts', // 9 unknown manager, unknown team
        'fadi,Fadi,,,,,gone,,', // 10 inactive manager
        'ghada,Ghada,,,,,amal,,', // 11 manager is a row of the file
        'hani,Hani,,,,,,chief,', // 12 unknown role
        'bad name,,,,,,,,', // 13 username characters, full name required
        'ｉｍａｄ,Imad,,,,,,,', // 14 fullwidth: NFKC imad, fine
        'jana,Jana,,,,,jana,,', // 15 own manager
      );
      const response = await preview(root, csv);
      expect(response.statusCode).toBe(200);
      const body = usersImportPreviewSchema.parse(response.json());
      const rows = byRow(body.rows);
      expect(body.rows.map((row) => row.row)).toEqual([
        2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
      ]);
      expect(rows.get(2)).toMatchObject({ status: 'ready', errors: {}, user_id: null });
      expect(rows.get(2)?.values).toMatchObject({ username: 'amal', phone: '+966 50 123 4567' });
      expect(rows.get(3)?.errors).toEqual({ username: [USER_FIELD_MESSAGES.usernameTaken] });
      expect(rows.get(4)?.errors).toEqual({ username: [USER_FIELD_MESSAGES.usernameLookalike] });
      expect(rows.get(5)?.errors).toEqual({
        username: [USERS_IMPORT_ROW_MESSAGES.usernameInFile],
      });
      expect(rows.get(6)?.errors).toEqual({ email: [USER_FIELD_MESSAGES.email] });
      expect(rows.get(7)?.errors).toEqual({ email: [USERS_IMPORT_ROW_MESSAGES.emailInFile] });
      expect(rows.get(8)?.errors).toEqual({
        email: [USER_FIELD_MESSAGES.emailTaken],
        employee_number: [USER_FIELD_MESSAGES.employeeNumberTaken],
      });
      expect(rows.get(9)?.errors).toEqual({
        manager: [USER_FIELD_MESSAGES.unknownManager],
        teams: [USER_FIELD_MESSAGES.unknownTeam],
      });
      expect(rows.get(10)?.errors).toEqual({ manager: [USER_FIELD_MESSAGES.unknownManager] });
      expect(rows.get(11)).toMatchObject({ status: 'ready', errors: {} });
      expect(rows.get(12)?.errors).toEqual({ role: [USERS_IMPORT_ROW_MESSAGES.role] });
      expect(rows.get(13)?.errors).toEqual({
        username: [USER_FIELD_MESSAGES.usernameChars],
        full_name: [USER_FIELD_MESSAGES.required],
      });
      expect(rows.get(14)).toMatchObject({ status: 'ready' });
      expect(rows.get(15)?.errors).toEqual({ manager: [USER_FIELD_MESSAGES.managerSelf] });
      expect(body).toMatchObject({ ready: 3, invalid: 11, ignored_columns: [] });
      expect(await userCount()).toBe(before);
    });

    it('reads a BOM, semicolons, quoted fields, header aliases, and ignores unknown columns', async () => {
      const root = await superAdmin();
      const csv =
        '\uFEFFName;User name;E-mail;Job title;Active;Notes\n' +
        '"Haddad; Amal";amal;amal@example.com;"Engineer, ""senior""";true;"two\nlines"\n' +
        '\n' +
        "Badr;badr;;'=SUM(A1);false;\n";
      const response = await preview(root, csv);
      expect(response.statusCode).toBe(200);
      const body = usersImportPreviewSchema.parse(response.json());
      expect(body.columns).toEqual(['full_name', 'username', 'email', 'job_title']);
      expect(body.ignored_columns).toEqual(['Active', 'Notes']);
      expect(body.rows).toHaveLength(2);
      expect(body.rows[0]).toMatchObject({
        row: 2,
        status: 'ready',
        values: { full_name: 'Haddad; Amal', job_title: 'Engineer, "senior"', role: '' },
      });
      // The export's formula guard ('=…) is taken off again.
      expect(body.rows[1]).toMatchObject({ row: 4, values: { job_title: '=SUM(A1)' } });
    });

    it('refuses a file that cannot be read with one {detail}, never a 500', async () => {
      const root = await superAdmin();
      const cases: [unknown, number, string][] = [
        ['', 400, USERS_IMPORT_ERROR_DETAILS.empty],
        ['\uFEFF \r\n', 400, USERS_IMPORT_ERROR_DETAILS.empty],
        ['username,full_name\nh\uFFFDni,H\uFFFDni', 400, USERS_IMPORT_ERROR_DETAILS.encoding],
        ['username,full_name\n"amal,Amal', 400, USERS_IMPORT_ERROR_DETAILS.malformed],
        ['login,email\namal,a@example.com', 400, USERS_IMPORT_ERROR_DETAILS.missingColumns],
        ['amal,Amal Haddad', 400, USERS_IMPORT_ERROR_DETAILS.missingColumns],
        ['username,full_name,name\na,b,c', 400, USERS_IMPORT_ERROR_DETAILS.duplicateColumn],
        ['username,full_name\r\n', 400, USERS_IMPORT_ERROR_DETAILS.noRows],
        [
          [
            'username,full_name',
            ...Array.from({ length: USERS_IMPORT_MAX_ROWS + 1 }, (_, i) => `u${i},U`),
          ].join('\n'),
          413,
          USERS_IMPORT_ERROR_DETAILS.tooManyRows,
        ],
      ];
      for (const [csv, status, detail] of cases) {
        for (const url of [PREVIEW, IMPORT]) {
          const response = await call(app, 'POST', url, { token: root.token, payload: { csv } });
          expect({ csv, url, status: response.statusCode }).toEqual({ csv, url, status });
          expect(response.json()).toEqual({ detail });
        }
      }
    });

    it('answers 400 {errors} to a body that is not {csv: text}, and 413 beyond the body limit', async () => {
      const root = await superAdmin();
      // UTF-16 read as UTF-8 is full of NULs: the input guard refuses those everywhere.
      const utf16 = 'u\u0000s\u0000e\u0000r';
      for (const payload of [{}, { csv: 42 }, { csv: 'x', role: 'super_admin' }, { csv: utf16 }]) {
        const response = await call(app, 'POST', PREVIEW, { token: root.token, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('errors');
      }
      const huge = await preview(root, `${HEADER}\n${'x'.repeat(1024 * 1024)}`);
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toHaveProperty('detail');
    });

    it("holds a user manager to creating a user's limits: no super admin, no team beyond their permissions", async () => {
      const manager = await userManager();
      const powerTeam = await seedTeam(handle, 'Finance');
      await handle.db.insert(teamPermissions).values({ teamId: powerTeam, permission: 'Drive' });
      const response = await preview(
        manager,
        csvOf(
          'amal,Amal,,,,,,super_admin,',
          'badr,Badr,,,,,,admin,Finance',
          'carla,Carla,,,,,,,People',
        ),
      );
      const rows = byRow(usersImportPreviewSchema.parse(response.json()).rows);
      expect(rows.get(2)?.errors).toEqual({ role: [USER_ERROR_DETAILS.superAdminOnly] });
      expect(rows.get(3)?.errors).toEqual({
        teams: [USER_ERROR_DETAILS.teamBeyondOwnPermissions],
      });
      expect(rows.get(4)).toMatchObject({ status: 'ready' });
    });

    it('refuses a loop of managers inside the file, and the rows that hang on it', async () => {
      const root = await superAdmin();
      const response = await preview(
        root,
        csvOf('amal,Amal,,,,,badr,,', 'badr,Badr,,,,,amal,,', 'carla,Carla,,,,,badr,,'),
      );
      const rows = byRow(usersImportPreviewSchema.parse(response.json()).rows);
      expect(rows.get(2)?.errors).toEqual({ manager: [USER_FIELD_MESSAGES.managerCycle] });
      expect(rows.get(3)?.errors).toEqual({ manager: [USER_FIELD_MESSAGES.managerCycle] });
      expect(rows.get(4)?.errors).toEqual({
        manager: [USERS_IMPORT_ROW_MESSAGES.managerRowInvalid],
      });
    });
  });

  describe(`POST ${IMPORT}`, () => {
    it('creates the valid rows as creating a user does, reports the others, and audits the import', async () => {
      const root = await superAdmin();
      const salesId = await seedTeam(handle, 'Sales');
      const csv = csvOf(
        // The report comes before the manager's row: the manager is created first.
        'ghada,Ghada Nasser,ghada@example.com,,Analyst,E-7,amal,,sales',
        'amal,Amal Haddad,amal@example.com,+966501234567,Engineer,E-2,root,admin,Sales',
        'taken-later,Someone,,,,,,,',
        'bad name,Bad,,,,,,,',
      );
      const previewed = usersImportPreviewSchema.parse((await preview(root, csv)).json());
      expect(previewed).toMatchObject({ ready: 3, invalid: 1 });
      // Between the preview and the import someone takes a name: that row is reported.
      await seedUser(handle, { username: 'Taken-Later', fullName: 'Quick' });

      const response = await importCsv(root, csv);
      expect(response.statusCode).toBe(200);
      const body = usersImportResultSchema.parse(response.json());
      expect(body).toMatchObject({ created: 2, invalid: 2 });
      const rows = byRow(body.rows);
      expect(rows.get(4)).toMatchObject({
        status: 'invalid',
        user_id: null,
        errors: { username: [USER_FIELD_MESSAGES.usernameTaken] },
      });
      expect(rows.get(5)).toMatchObject({ status: 'invalid', user_id: null });

      const amalId = rows.get(3)?.user_id;
      const ghadaId = rows.get(2)?.user_id;
      expect(amalId).toEqual(expect.any(String));
      const [amal] = await handle.db
        .select()
        .from(users)
        .where(eq(users.id, amalId ?? ''));
      const [ghada] = await handle.db
        .select()
        .from(users)
        .where(eq(users.id, ghadaId ?? ''));
      expect(amal).toMatchObject({
        username: 'amal',
        fullName: 'Amal Haddad',
        email: 'amal@example.com',
        phone: '+966501234567',
        jobTitle: 'Engineer',
        employeeNumber: 'E-2',
        role: 'admin',
        managerId: root.user.id,
        isActive: true,
      });
      expect(ghada).toMatchObject({ role: 'user', managerId: amalId, employeeNumber: 'E-7' });
      // A real argon2id hash of a password nobody was shown.
      expect(amal?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(amal?.passwordHash).not.toBe(ghada?.passwordHash);
      const members = await handle.db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, salesId))
        .orderBy(asc(teamMembers.userId));
      expect(members.map((member) => member.userId).sort()).toEqual([amalId, ghadaId].sort());
      // Nobody signs in with an empty or guessed password.
      expect((await login(app, { username: 'amal', password: 'amal' })).statusCode).toBe(401);

      const audit = await handle.db
        .select({ action: auditLog.action, targetId: auditLog.targetId, details: auditLog.details })
        .from(auditLog)
        .where(inArray(auditLog.action, ['user_created', 'users_imported']));
      expect(
        audit
          .filter((row) => row.action === 'user_created')
          .map((row) => row.targetId)
          .sort(),
      ).toEqual([amalId, ghadaId].sort());
      expect(audit.find((row) => row.action === 'users_imported')?.details).toMatchObject({
        rows: 4,
        created: 2,
        invalid: 2,
      });
    });

    it('creates nobody when no row is valid, and still answers each row', async () => {
      const root = await superAdmin();
      const before = await userCount();
      const response = await importCsv(root, csvOf('root,Root Again,,,,,,,'));
      expect(response.statusCode).toBe(200);
      expect(usersImportResultSchema.parse(response.json())).toMatchObject({
        created: 0,
        invalid: 1,
        rows: [
          { row: 2, status: 'invalid', errors: { username: [USER_FIELD_MESSAGES.usernameTaken] } },
        ],
      });
      expect(await userCount()).toBe(before);
    });

    it('is refused to a deactivated account at the door (its session is gone)', async () => {
      const root = await superAdmin();
      await handle.db.update(users).set({ isActive: false }).where(eq(users.id, root.user.id));
      const response = await importCsv(root, csvOf('amal,Amal,,,,,,,'));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: ERROR_DETAILS.invalidToken });
    });
  });
});
