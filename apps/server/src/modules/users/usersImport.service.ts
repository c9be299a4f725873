import { randomBytes } from 'node:crypto';
import {
  createUserRequestSchema,
  readUsersImport,
  ROLES,
  TEAM_IDS_MAX,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  USERS_IMPORT_ERROR_DETAILS,
  USERS_IMPORT_ROW_MESSAGES,
  USERS_IMPORT_TEAM_SEPARATOR,
  type CreateUserRequest,
  type Role,
  type UsersImportPreview,
  type UsersImportResult,
  type UsersImportRow,
  type UsersImportSheet,
  type UsersImportSheetRow,
} from '@atrium/api/contracts';
import { writeAudit } from '../../lib/audit.ts';
import { FieldProblems, RuleViolation } from '../user/user.errors.ts';
import type { Actor } from '../user/user.shared.ts';
import { normalizeUsername } from '../user/usernames.ts';
import { usernameSkeleton } from '../user/usernameSkeleton.ts';
import type { UsersService } from './users.service.ts';
import type { UsersImportRepo } from './usersImport.repo.ts';

type Errors = Record<string, string[]>;

/** The cells creating a user checks by their contract (the same zod fields as POST /user). */
const rowFieldsSchema = createUserRequestSchema.pick({
  username: true,
  full_name: true,
  email: true,
  phone: true,
  job_title: true,
  employee_number: true,
});

/** Where a row's manager is: nobody, someone already in the database, or another row. */
type ManagerRef = { kind: 'none' } | { kind: 'user'; id: string } | { kind: 'row'; index: number };

/** One row after the checks: what creating it would send, and its problems by column. */
interface CheckedRow {
  sheet: UsersImportSheetRow;
  errors: Errors;
  input: Omit<CreateUserRequest, 'password' | 'manager_id'>;
  manager: ManagerRef;
}

/** The columns of the file a create error names (the create request names ids). */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  team_ids: 'teams',
  manager_id: 'manager',
};

function addError(errors: Errors, column: string, message: string): void {
  const list = (errors[column] ??= []);
  if (!list.includes(message)) list.push(message);
}

const hasErrors = (row: { errors: Errors }) => Object.keys(row.errors).length > 0;

/** `user` when empty; `Super Admin` and `super-admin` are `super_admin`. */
function roleOf(text: string): Role | undefined {
  const key = (text.trim() || 'user').toLowerCase().replace(/[\s-]+/g, '_');
  return (ROLES as readonly string[]).includes(key) ? (key as Role) : undefined;
}

/** Team names of a `teams` cell, each once (regardless of case), in the order written. */
function teamNamesOf(text: string): string[] {
  const names = text
    .split(USERS_IMPORT_TEAM_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The NFKC username for look-ups, or '' when the cell is not a valid username. */
function usernameKey(text: string): string {
  try {
    return normalizeUsername(text).toLowerCase();
  } catch {
    return '';
  }
}

/** A password nobody is shown or told: 256 random bits, so the account cannot be signed in to. */
function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}

/** The file's rows, or the `{detail}` refusal of the whole file (413 when it has too many people). */
function sheetOf(csv: string): UsersImportSheet {
  const reading = readUsersImport(csv);
  if (reading.ok) return reading.sheet;
  const detail = USERS_IMPORT_ERROR_DETAILS[reading.problem];
  throw new RuleViolation(reading.problem === 'tooManyRows' ? 'too_large' : 'invalid', detail);
}

/** Each row on its own: the contract's field rules, the username's NFKC form, role, team count. */
function checkCells(actor: Actor, sheet: UsersImportSheetRow): CheckedRow {
  const { values } = sheet;
  const errors: Errors = {};
  const candidate = {
    username: values.username,
    full_name: values.full_name,
    email: values.email || null,
    phone: values.phone || null,
    job_title: values.job_title || null,
    employee_number: values.employee_number || null,
  };
  const parsed = rowFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      addError(errors, String(issue.path[0] ?? 'row'), issue.message);
    }
  }
  const fields = parsed.success ? parsed.data : candidate;
  let username = fields.username;
  if (!errors.username) {
    try {
      username = normalizeUsername(fields.username);
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      for (const message of error.errors.username ?? []) addError(errors, 'username', message);
    }
  }
  const role = roleOf(values.role);
  if (!role) addError(errors, 'role', USERS_IMPORT_ROW_MESSAGES.role);
  else if (role === 'super_admin' && actor.role !== 'super_admin') {
    addError(errors, 'role', USER_ERROR_DETAILS.superAdminOnly);
  }
  if (teamNamesOf(values.teams).length > TEAM_IDS_MAX) {
    addError(errors, 'teams', USERS_IMPORT_ROW_MESSAGES.tooManyTeams);
  }
  if (sheet.extraCells) addError(errors, 'row', USERS_IMPORT_ROW_MESSAGES.extraCells);
  return {
    sheet,
    errors,
    input: {
      username,
      full_name: fields.full_name,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      job_title: fields.job_title ?? null,
      employee_number: fields.employee_number ?? null,
      role: role ?? 'user',
    },
    manager: { kind: 'none' },
  };
}

/**
 * Every row checked as creating the user checks it, against the database and against the rows
 * above it: usernames (regardless of case, and their look-alikes), e-mails and employee numbers
 * taken or repeated, teams that exist and that the actor may grant, managers that are active users
 * or other rows of the file (without loops). A few queries for the whole file, nothing written.
 */
async function checkRows(
  repo: UsersImportRepo,
  actor: Actor,
  sheetRows: readonly UsersImportSheetRow[],
): Promise<CheckedRow[]> {
  const rows = sheetRows.map((sheet) => checkCells(actor, sheet));
  const usernames = rows.filter((row) => !row.errors.username).map((row) => row.input.username);
  const emails = rows.flatMap((row) => (row.input.email ? [row.input.email] : []));
  const numbers = rows.flatMap((row) =>
    row.input.employee_number ? [row.input.employee_number] : [],
  );
  const managerNames = rows.map((row) => usernameKey(row.sheet.values.manager)).filter(Boolean);
  const teamNames = rows.flatMap((row) => teamNamesOf(row.sheet.values.teams));
  const [takenUsernames, takenSkeletons, takenEmails, takenNumbers, managers, teams] =
    await Promise.all([
      repo.takenUsernames(usernames),
      repo.takenSkeletons(usernames.map(usernameSkeleton)),
      repo.takenEmails(emails),
      repo.takenEmployeeNumbers(numbers),
      repo.activeUserIds(managerNames),
      repo.teamIds(teamNames),
    ]);
  const permissions = await repo.permissionsByTeam([...teams.values()]);
  const held = new Set(actor.permissions);

  // The first row with each username (look-ups of managers named by username).
  const rowOfUsername = new Map<string, number>();
  const seenSkeletons = new Set<string>();
  const seenEmails = new Set<string>();
  const seenNumbers = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const { input, errors } = row;
    if (!errors.username) {
      const key = input.username.toLowerCase();
      const skeleton = usernameSkeleton(input.username);
      if (takenUsernames.has(key)) addError(errors, 'username', USER_FIELD_MESSAGES.usernameTaken);
      else if (takenSkeletons.has(skeleton)) {
        addError(errors, 'username', USER_FIELD_MESSAGES.usernameLookalike);
      } else if (rowOfUsername.has(key)) {
        addError(errors, 'username', USERS_IMPORT_ROW_MESSAGES.usernameInFile);
      } else if (seenSkeletons.has(skeleton)) {
        addError(errors, 'username', USERS_IMPORT_ROW_MESSAGES.usernameLookalikeInFile);
      }
      if (!rowOfUsername.has(key)) rowOfUsername.set(key, index);
      seenSkeletons.add(skeleton);
    }
    if (input.email && !errors.email) {
      const key = input.email.toLowerCase();
      if (takenEmails.has(key)) addError(errors, 'email', USER_FIELD_MESSAGES.emailTaken);
      else if (seenEmails.has(key))
        addError(errors, 'email', USERS_IMPORT_ROW_MESSAGES.emailInFile);
      seenEmails.add(key);
    }
    if (input.employee_number && !errors.employee_number) {
      const key = input.employee_number.toLowerCase();
      if (takenNumbers.has(key)) {
        addError(errors, 'employee_number', USER_FIELD_MESSAGES.employeeNumberTaken);
      } else if (seenNumbers.has(key)) {
        addError(errors, 'employee_number', USERS_IMPORT_ROW_MESSAGES.employeeNumberInFile);
      }
      seenNumbers.add(key);
    }
    if (!errors.teams) {
      const ids = teamNamesOf(row.sheet.values.teams).map((name) => teams.get(name.toLowerCase()));
      if (ids.some((id) => id === undefined))
        addError(errors, 'teams', USER_FIELD_MESSAGES.unknownTeam);
      else {
        const teamIds = ids.filter((id) => id !== undefined);
        const granted = teamIds.flatMap((id) => permissions.get(id) ?? []);
        // As creating a user: below super admin, nobody grants a permission they do not hold.
        if (actor.role !== 'super_admin' && granted.some((permission) => !held.has(permission))) {
          addError(errors, 'teams', USER_ERROR_DETAILS.teamBeyondOwnPermissions);
        }
        input.team_ids = teamIds;
      }
    }
  }

  for (const [index, row] of rows.entries()) {
    const written = row.sheet.values.manager;
    if (written === '') continue;
    const key = usernameKey(written);
    const own = row.errors.username ? undefined : row.input.username.toLowerCase();
    const inFile = rowOfUsername.get(key);
    const id = managers.get(key);
    if (key !== '' && key === own) addError(row.errors, 'manager', USER_FIELD_MESSAGES.managerSelf);
    else if (id) row.manager = { kind: 'user', id };
    else if (inFile !== undefined && inFile !== index) row.manager = { kind: 'row', index: inFile };
    else addError(row.errors, 'manager', USER_FIELD_MESSAGES.unknownManager);
  }
  markManagerLoops(rows);
  return rows;
}

/**
 * Managers among the file's rows: a loop (a manages b manages a) is refused as an edit would
 * refuse it, and a row whose manager's row cannot be imported cannot be either (to a fixpoint).
 */
function markManagerLoops(rows: CheckedRow[]): void {
  for (const [start, row] of rows.entries()) {
    let current = row.manager;
    for (let steps = 0; current.kind === 'row' && steps <= rows.length; steps += 1) {
      if (current.index === start) {
        addError(row.errors, 'manager', USER_FIELD_MESSAGES.managerCycle);
        break;
      }
      current = rows[current.index]?.manager ?? { kind: 'none' };
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const row of rows) {
      const ref = row.manager;
      if (ref.kind !== 'row' || hasErrors(row)) continue;
      const managerRow = rows[ref.index];
      if (managerRow && hasErrors(managerRow)) {
        addError(row.errors, 'manager', USERS_IMPORT_ROW_MESSAGES.managerRowInvalid);
        changed = true;
      }
    }
  }
}

/** Valid rows in waves: first those whose manager is not in the file, then their reports, … */
function waves(rows: readonly CheckedRow[]): number[][] {
  const depth = new Map<number, number>();
  const depthOf = (index: number): number => {
    const known = depth.get(index);
    if (known !== undefined) return known;
    const ref = rows[index]?.manager;
    // Loops were refused above, so the chain ends.
    const value = ref?.kind === 'row' ? depthOf(ref.index) + 1 : 0;
    depth.set(index, value);
    return value;
  };
  const result: number[][] = [];
  for (const [index, row] of rows.entries()) {
    if (hasErrors(row)) continue;
    (result[depthOf(index)] ??= []).push(index);
  }
  return result.filter((wave) => wave !== undefined);
}

/** Runs `work` over the items, at most `limit` at a time (password hashing runs 2 at a time). */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Errors of a create that said no, by the file's columns. */
function createErrors(error: unknown): Errors {
  if (error instanceof FieldProblems) {
    const errors: Errors = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      for (const message of messages) addError(errors, COLUMN_OF_FIELD[field] ?? field, message);
    }
    return errors;
  }
  if (error instanceof RuleViolation) {
    const column =
      error.detail === USER_ERROR_DETAILS.superAdminOnly
        ? 'role'
        : error.detail === USER_ERROR_DETAILS.teamBeyondOwnPermissions
          ? 'teams'
          : 'row';
    return { [column]: [error.detail] };
  }
  throw error;
}

function toRow(row: CheckedRow, status: UsersImportRow['status'], userId: string | null = null) {
  return {
    row: row.sheet.row,
    values: row.sheet.values,
    status: hasErrors(row) ? 'invalid' : status,
    user_id: userId,
    errors: row.errors,
  } satisfies UsersImportRow;
}

export interface UsersImportServiceDeps {
  repo: UsersImportRepo;
  /** Creates each valid row as `POST /user` does. */
  users: Pick<UsersService, 'create'>;
}

export type UsersImportService = ReturnType<typeof createUsersImportService>;

/**
 * CSV import of people (issue 18): a dry run that checks every row, and the import that creates
 * the valid ones through the users service's own create, so each account is made, checked and
 * audited exactly as `POST /user` makes it. An imported account gets a random password nobody is
 * shown: the person sets one through "forgot password" (with an e-mail) or an administrator's
 * reset. One audit row sums up the import.
 */
export function createUsersImportService({ repo, users }: UsersImportServiceDeps) {
  return {
    async preview(actor: Actor, csv: string): Promise<UsersImportPreview> {
      const sheet = sheetOf(csv);
      const rows = (await checkRows(repo, actor, sheet.rows)).map((row) => toRow(row, 'ready'));
      const ready = rows.filter((row) => row.status === 'ready').length;
      return {
        columns: sheet.columns,
        ignored_columns: sheet.ignoredColumns,
        rows,
        ready,
        invalid: rows.length - ready,
      };
    },

    async importUsers(actor: Actor, csv: string): Promise<UsersImportResult> {
      const sheet = sheetOf(csv);
      const rows = await checkRows(repo, actor, sheet.rows);
      const createdIds = new Map<number, string>();
      for (const wave of waves(rows)) {
        await eachLimited(wave, 2, async (index) => {
          const row = rows[index] as CheckedRow;
          const ref = row.manager;
          const managerId =
            ref.kind === 'user' ? ref.id : ref.kind === 'row' ? createdIds.get(ref.index) : null;
          if (managerId === undefined) {
            // The manager's row was valid in the check but its create said no meanwhile.
            addError(row.errors, 'manager', USERS_IMPORT_ROW_MESSAGES.managerRowInvalid);
            return;
          }
          try {
            const user = await users.create(actor, {
              ...row.input,
              manager_id: managerId,
              password: unusablePassword(),
            });
            createdIds.set(index, user.id);
          } catch (error) {
            // Taken, or no longer allowed, since the check: this row is reported, not imported.
            row.errors = createErrors(error);
          }
        });
      }
      const result = rows.map((row, index) => toRow(row, 'created', createdIds.get(index) ?? null));
      const created = createdIds.size;
      await writeAudit(repo.db, {
        actorId: actor.id,
        action: 'users_imported',
        details: {
          rows: rows.length,
          created,
          invalid: rows.length - created,
          user_ids: [...createdIds.values()],
        },
        ip: actor.ip,
      });
      return {
        columns: sheet.columns,
        ignored_columns: sheet.ignoredColumns,
        rows: result,
        created,
        invalid: rows.length - created,
      };
    },
  };
}
