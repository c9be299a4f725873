// Plain code, no zod: the server and the fake API both write the users export with it.

import { csvDocument } from './csv.ts';
import {
  USERS_EXPORT_COLUMNS,
  USERS_EXPORT_TEAM_SEPARATOR,
  type UsersExportColumn,
} from './user.constants.ts';
import type { Role } from './user.ts';

/** One person as the export writes them: names instead of ids (manager, teams). */
export interface UsersExportRow {
  username: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  employee_number: string | null;
  /** The manager's username, or null. */
  manager: string | null;
  role: Role;
  /** Team names, in the order the person joined them. */
  teams: readonly string[];
  active: boolean;
  /** ISO 8601, or null if never. */
  last_sign_in_at: string | null;
  created_at: string;
}

/** A row's cells as text, in `USERS_EXPORT_COLUMNS` order (the CSV and the fake's files). */
export function usersExportTexts(row: UsersExportRow): Record<UsersExportColumn, string> {
  return {
    username: row.username,
    full_name: row.full_name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    job_title: row.job_title ?? '',
    employee_number: row.employee_number ?? '',
    manager: row.manager ?? '',
    role: row.role,
    teams: row.teams.join(USERS_EXPORT_TEAM_SEPARATOR),
    active: row.active ? 'true' : 'false',
    last_sign_in_at: row.last_sign_in_at ?? '',
    created_at: row.created_at,
  };
}

/** The people as a CSV document (formula-safe fields, CRLF line ends). */
export function usersCsv(rows: readonly UsersExportRow[]): string {
  return csvDocument(
    USERS_EXPORT_COLUMNS,
    rows.map((row) => {
      const texts = usersExportTexts(row);
      return USERS_EXPORT_COLUMNS.map((column) => texts[column]);
    }),
  );
}
