import {
  USERS_EXPORT_MAX,
  USERS_EXPORT_TYPES,
  usersCsv,
  type UsersExportFormat,
  type UsersExportRow,
} from '@atrium/api/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { UserFilters, UsersRepo } from './users.repo.ts';
import type { UserSort } from './users.sort.ts';
import { usersXlsx } from './usersXlsx.ts';

export interface UsersExportRequest {
  format: UsersExportFormat;
  filters: UserFilters;
  sort?: UserSort | undefined;
}

export interface UsersExportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
}

export interface UsersExportServiceDeps {
  repo: Pick<UsersRepo, 'list' | 'teamIdsOf' | 'teamNamesOf' | 'usernamesOf'>;
  clock: Clock;
}

export type UsersExportService = ReturnType<typeof createUsersExportService>;

/** The users lists' current filter and order as a file (CSV or XLSX), at most USERS_EXPORT_MAX rows. */
export function createUsersExportService({ repo, clock }: UsersExportServiceDeps) {
  async function exportRows(filters: UserFilters, sort?: UserSort): Promise<UsersExportRow[]> {
    const { rows } = await repo.list(filters, { limit: USERS_EXPORT_MAX, offset: 0 }, sort);
    const ids = rows.map((row) => row.id);
    const teamsOf = await repo.teamIdsOf(ids);
    const teamNames = await repo.teamNamesOf([...new Set([...teamsOf.values()].flat())]);
    const managers = await repo.usernamesOf([
      ...new Set(rows.flatMap((row) => (row.managerId ? [row.managerId] : []))),
    ]);
    return rows.map((row) => ({
      username: row.username,
      full_name: row.fullName,
      email: row.email,
      phone: row.phone,
      job_title: row.jobTitle,
      employee_number: row.employeeNumber,
      manager: row.managerId ? (managers.get(row.managerId) ?? null) : null,
      role: row.role,
      teams: (teamsOf.get(row.id) ?? []).flatMap((id) => teamNames.get(id) ?? []),
      active: row.isActive,
      last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  return {
    async exportFile({ format, filters, sort }: UsersExportRequest): Promise<UsersExportFile> {
      const rows = await exportRows(filters, sort);
      const now = clock.now();
      const day = now.toISOString().slice(0, 10);
      const list = filters.active ? 'users' : 'inactive-users';
      return {
        body: format === 'xlsx' ? await usersXlsx(rows, now) : usersCsv(rows),
        contentType: USERS_EXPORT_TYPES[format],
        filename: `${list}-${day}.${format}`,
      };
    },
  };
}
