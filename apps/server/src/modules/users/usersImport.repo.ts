import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamPermissions, teams, users } from '../../db/schema/index.ts';

/** What a file's rows are checked against, each a single query for the whole file. */
export function createUsersImportRepo(db: Database) {
  /** The lower-cased values of a text column that are taken, among the given ones. */
  async function takenLower(
    column: typeof users.username | typeof users.email | typeof users.employeeNumber,
    values: readonly string[],
  ): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    const lowered = sql<string>`lower(${column})`;
    const rows = await db
      .select({ value: lowered })
      .from(users)
      .where(inArray(lowered, [...new Set(values.map((value) => value.toLowerCase()))]));
    return new Set(rows.map((row) => row.value));
  }

  return {
    /** The database these queries run on (the import's audit row goes there). */
    db,

    /** Usernames taken regardless of case (lower-cased). */
    takenUsernames: (usernames: readonly string[]) => takenLower(users.username, usernames),
    /** E-mail addresses another user has, regardless of case (lower-cased). */
    takenEmails: (emails: readonly string[]) => takenLower(users.email, emails),
    /** Employee numbers taken regardless of case (lower-cased). */
    takenEmployeeNumbers: (numbers: readonly string[]) => takenLower(users.employeeNumber, numbers),

    /** Confusable skeletons (usernameSkeleton.ts) another user's name has. */
    async takenSkeletons(skeletons: readonly string[]): Promise<Set<string>> {
      if (skeletons.length === 0) return new Set();
      const rows = await db
        .select({ skeleton: users.usernameSkeleton })
        .from(users)
        .where(inArray(users.usernameSkeleton, [...new Set(skeletons)]));
      return new Set(rows.flatMap((row) => (row.skeleton ? [row.skeleton] : [])));
    },

    /** Active users by lower-cased username: the managers a file may name. */
    async activeUserIds(usernames: readonly string[]): Promise<Map<string, string>> {
      if (usernames.length === 0) return new Map();
      const lowered = sql<string>`lower(${users.username})`;
      const rows = await db
        .select({ id: users.id, username: lowered })
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            inArray(lowered, [...new Set(usernames.map((name) => name.toLowerCase()))]),
          ),
        );
      return new Map(rows.map((row) => [row.username, row.id]));
    },

    /** Teams by lower-cased name (team names are unique regardless of case). */
    async teamIds(names: readonly string[]): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const lowered = sql<string>`lower(${teams.name})`;
      const rows = await db
        .select({ id: teams.id, name: lowered })
        .from(teams)
        .where(inArray(lowered, [...new Set(names.map((name) => name.toLowerCase()))]));
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /** The permission names each team grants. */
    async permissionsByTeam(teamIds: readonly string[]): Promise<Map<string, string[]>> {
      const byTeam = new Map<string, string[]>();
      if (teamIds.length === 0) return byTeam;
      const rows = await db
        .select({ teamId: teamPermissions.teamId, permission: teamPermissions.permission })
        .from(teamPermissions)
        .where(inArray(teamPermissions.teamId, [...new Set(teamIds)]));
      for (const row of rows) {
        const list = byTeam.get(row.teamId) ?? [];
        list.push(row.permission);
        byTeam.set(row.teamId, list);
      }
      return byTeam;
    },
  };
}

export type UsersImportRepo = ReturnType<typeof createUsersImportRepo>;
