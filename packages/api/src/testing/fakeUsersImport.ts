import { ApiError } from '../client/ApiError.ts';
import type { UserResource } from '../client/resources/user.ts';
import { ROLES } from '../contracts/signIn.constants.ts';
import { USER_ERROR_DETAILS, USER_FIELD_MESSAGES } from '../contracts/user.messages.constants.ts';
import type { CreateUserRequest, Role, User } from '../contracts/user.ts';
import {
  USERS_IMPORT_ERROR_DETAILS,
  USERS_IMPORT_ROW_MESSAGES,
} from '../contracts/usersImport.constants.ts';
import type { UsersImportRow } from '../contracts/usersImport.ts';
import { readUsersImport, type UsersImportSheetRow } from '../contracts/usersImportCsv.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeUsersImportDeps {
  respond: Respond;
  /** The signed-in user management caller (throws the 401 / 403 the server answers). */
  manager: (url: string) => { role: Role };
  /** Everyone the fake knows, active or not. */
  users: () => User[];
  /** Creates one person as POST /user does (no password anyone knows). */
  create: (url: string, body: Omit<CreateUserRequest, 'password'>) => User;
}

const USERNAME = /^[\p{L}\p{N}._@+-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The users CSV import for createFakeApi: the file checks of the server (readUsersImport) and
 * the row checks the screens show (required fields, username characters, usernames and e-mails
 * taken or repeated in the file, role, manager). Teams are not checked: any name is accepted and
 * no team is joined. The real rules live in the server's usersImport.service.ts.
 */
export function createFakeUsersImport({
  respond,
  manager,
  users,
  create,
}: FakeUsersImportDeps): Pick<UserResource, 'importPreview' | 'importUsers'> {
  function sheetOf(url: string, csv: string) {
    const reading = readUsersImport(csv);
    if (!reading.ok) {
      throw new ApiError({
        kind: 'detail',
        status: reading.problem === 'tooManyRows' ? 413 : 400,
        url,
        detail: USERS_IMPORT_ERROR_DETAILS[reading.problem],
      });
    }
    return reading.sheet;
  }

  function check(actorRole: Role, rows: readonly UsersImportSheetRow[]) {
    const known = users();
    const usernames = new Set(known.map((user) => user.username.toLowerCase()));
    const active = new Set(
      known.filter((user) => user.is_active).map((user) => user.username.toLowerCase()),
    );
    const emails = new Set(known.flatMap((user) => (user.email ? [user.email.toLowerCase()] : [])));
    const inFile = new Set(rows.map((row) => row.values.username.normalize('NFKC').toLowerCase()));
    const seenUsernames = new Set<string>();
    const seenEmails = new Set<string>();
    return rows.map(({ row, values, extraCells }) => {
      const errors: Record<string, string[]> = {};
      const add = (field: string, message: string) => (errors[field] ??= []).push(message);
      const username = values.username.normalize('NFKC');
      const key = username.toLowerCase();
      if (username === '') add('username', USER_FIELD_MESSAGES.required);
      else if (!USERNAME.test(username)) add('username', USER_FIELD_MESSAGES.usernameChars);
      else if (usernames.has(key)) add('username', USER_FIELD_MESSAGES.usernameTaken);
      else if (seenUsernames.has(key)) add('username', USERS_IMPORT_ROW_MESSAGES.usernameInFile);
      seenUsernames.add(key);
      if (values.full_name === '') add('full_name', USER_FIELD_MESSAGES.required);
      const email = values.email.toLowerCase();
      if (email !== '' && !EMAIL.test(email)) add('email', USER_FIELD_MESSAGES.email);
      else if (email !== '' && emails.has(email)) add('email', USER_FIELD_MESSAGES.emailTaken);
      else if (email !== '' && seenEmails.has(email)) {
        add('email', USERS_IMPORT_ROW_MESSAGES.emailInFile);
      }
      if (email !== '') seenEmails.add(email);
      const role = (values.role.toLowerCase() || 'user') as Role;
      if (!ROLES.includes(role)) add('role', USERS_IMPORT_ROW_MESSAGES.role);
      else if (role === 'super_admin' && actorRole !== 'super_admin') {
        add('role', USER_ERROR_DETAILS.superAdminOnly);
      }
      const managerName = values.manager.normalize('NFKC').toLowerCase();
      if (managerName !== '' && managerName === key)
        add('manager', USER_FIELD_MESSAGES.managerSelf);
      else if (managerName !== '' && !active.has(managerName) && !inFile.has(managerName)) {
        add('manager', USER_FIELD_MESSAGES.unknownManager);
      }
      if (extraCells) add('row', USERS_IMPORT_ROW_MESSAGES.extraCells);
      const status = Object.keys(errors).length === 0 ? 'ready' : 'invalid';
      return { row, values, status, user_id: null, errors } satisfies UsersImportRow;
    });
  }

  const summary = (sheet: ReturnType<typeof sheetOf>, rows: UsersImportRow[]) => ({
    columns: sheet.columns,
    ignored_columns: sheet.ignoredColumns,
    rows,
  });

  return {
    importPreview: (csv) =>
      respond('user.importPreview', () => {
        const url = '/api/users/import/preview';
        const actor = manager(url);
        const sheet = sheetOf(url, csv);
        const rows = check(actor.role, sheet.rows);
        const ready = rows.filter((row) => row.status === 'ready').length;
        return { ...summary(sheet, rows), ready, invalid: rows.length - ready };
      }),
    importUsers: (csv) =>
      respond('user.importUsers', () => {
        const url = '/api/users/import';
        const actor = manager(url);
        const sheet = sheetOf(url, csv);
        const checked = check(actor.role, sheet.rows);
        // Managers by username: someone active already, or a person created above in the file.
        const ids = new Map(
          users()
            .filter((user) => user.is_active)
            .map((user) => [user.username.toLowerCase(), user.id]),
        );
        const rows = checked.map((row): UsersImportRow => {
          if (row.status !== 'ready') return row;
          const { values } = row;
          const user = create(url, {
            username: values.username.normalize('NFKC'),
            full_name: values.full_name,
            email: values.email || null,
            phone: values.phone || null,
            job_title: values.job_title || null,
            employee_number: values.employee_number || null,
            manager_id: ids.get(values.manager.normalize('NFKC').toLowerCase()) ?? null,
            role: (values.role.toLowerCase() || 'user') as Role,
          });
          ids.set(user.username.toLowerCase(), user.id);
          return { ...row, status: 'created', user_id: user.id };
        });
        const count = rows.filter((row) => row.status === 'created').length;
        return { ...summary(sheet, rows), created: count, invalid: rows.length - count };
      }),
  };
}
