// Plain values only, never zod: pages that need them must not download the schemas
// (src/zodFree.test.ts checks it).

import { TEAM_IDS_MAX } from './user.constants.ts';

/** People one CSV import may hold at most (rows below the header). */
export const USERS_IMPORT_MAX_ROWS = 1_000;
/**
 * Characters of CSV text one request may carry. The JSON body limit (1 MiB) is reached first;
 * this only bounds the string, as every string of a contract is bounded.
 */
export const USERS_IMPORT_MAX_CHARS = 1024 * 1024;

/**
 * The columns an import reads, in the template's order: the users export's own columns
 * (`USERS_EXPORT_COLUMNS`) that describe a person. `manager` is a username; `teams` are team
 * names joined by `;` (the export joins them with USERS_EXPORT_TEAM_SEPARATOR); `role` is
 * `user` when empty.
 */
export const USERS_IMPORT_COLUMNS = [
  'username',
  'full_name',
  'email',
  'phone',
  'job_title',
  'employee_number',
  'manager',
  'role',
  'teams',
] as const;
export type UsersImportColumn = (typeof USERS_IMPORT_COLUMNS)[number];
/** Columns the header must name. */
export const USERS_IMPORT_REQUIRED_COLUMNS = ['username', 'full_name'] as const;

/**
 * Other spellings of the columns a header may use (compared after lower-casing and turning
 * spaces and hyphens into `_`): "Name", "E-mail", "Manager username", "Team", …
 */
export const USERS_IMPORT_COLUMN_ALIASES = {
  name: 'full_name',
  fullname: 'full_name',
  e_mail: 'email',
  mail: 'email',
  title: 'job_title',
  mobile: 'phone',
  phone_number: 'phone',
  employee_no: 'employee_number',
  employee_id: 'employee_number',
  manager_username: 'manager',
  team: 'teams',
  user_name: 'username',
  login: 'username',
} as const satisfies Record<string, UsersImportColumn>;

/** Splits a `teams` cell into team names (the export writes `A; B`). */
export const USERS_IMPORT_TEAM_SEPARATOR = ';';

/** A row's outcome: `ready` (preview) or `created` (import), else `invalid` with its errors. */
export const USERS_IMPORT_ROW_STATUSES = ['ready', 'created', 'invalid'] as const;
export type UsersImportRowStatus = (typeof USERS_IMPORT_ROW_STATUSES)[number];

/** Fixed texts of the import endpoints' `{detail}` answers: the file as a whole is refused. */
export const USERS_IMPORT_ERROR_DETAILS = {
  empty: 'The file is empty',
  encoding: 'The file is not UTF-8 text',
  malformed: 'The file is not valid CSV: a quoted field is not closed',
  missingColumns: 'The first row must name the columns, with username and full_name at least',
  duplicateColumn: 'Two columns of the first row have the same name',
  noRows: 'The file has no people below its first row',
  tooManyRows: `A file may hold at most ${USERS_IMPORT_MAX_ROWS} people`,
} as const;

/**
 * Fixed texts of a row's errors that the user field catalogue (USER_FIELD_MESSAGES) has no
 * text for: problems between rows of one file, and cells only a file has.
 */
export const USERS_IMPORT_ROW_MESSAGES = {
  usernameInFile: 'An earlier row of the file has this username',
  usernameLookalikeInFile: "This username looks too much like an earlier row's",
  emailInFile: 'An earlier row of the file has this e-mail address',
  employeeNumberInFile: 'An earlier row of the file has this employee number',
  role: 'Use user, admin or super_admin',
  tooManyTeams: `At most ${TEAM_IDS_MAX} teams`,
  managerRowInvalid: "The manager's row cannot be imported",
  extraCells: 'This row has more cells than the first row has columns',
} as const;
