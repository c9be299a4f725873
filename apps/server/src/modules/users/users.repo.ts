import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional, type Transactional } from '../../db/transactional.ts';
import {
  attendanceSessions,
  driveShareLinks,
  pushTokens,
  statusEvents,
  teamMembers,
  teamPermissions,
  teams,
  users,
  type NewUserRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { createUserQueries } from '../user/user.queries.ts';
import { usernameSkeleton } from '../user/usernameSkeleton.ts';
import { DEFAULT_USER_SORT, userOrderBy, type UserSort } from './users.sort.ts';

export interface UserFilters {
  active: boolean;
  isAvailable?: boolean | undefined;
  teamId?: string | undefined;
  search?: string | undefined;
  role?: UserRow['role'] | undefined;
  /** Only users sharing a team with this user (not the user itself). */
  partnersOf?: string | undefined;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterCondition(filters: UserFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(users.isActive, filters.active)];
  if (filters.isAvailable !== undefined)
    conditions.push(eq(users.isAvailable, filters.isAvailable));
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.search) {
    const pattern = likeContains(filters.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.fullName, pattern)));
  }
  if (filters.teamId) {
    conditions.push(
      inArray(
        users.id,
        sql`(select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} = ${filters.teamId})`,
      ),
    );
  }
  if (filters.partnersOf) {
    conditions.push(ne(users.id, filters.partnersOf));
    conditions.push(
      inArray(
        users.id,
        sql`(select m.user_id from team_members m where m.team_id in (select own.team_id from team_members own where own.user_id = ${filters.partnersOf}))`,
      ),
    );
  }
  return and(...conditions);
}

/** The queries, on the database or on one transaction. */
export type UsersQueries = ReturnType<typeof createUsersQueries>;

export type UsersRepo = Transactional<UsersQueries>;

/** Queries of the users pages, invitations and the export. */
export function createUsersRepo(db: Database): UsersRepo {
  return transactional(db, createUsersQueries);
}

function createUsersQueries(db: Database) {
  return {
    /** The database or transaction these queries run on (audit rows and profile fields join it). */
    db,
    ...createUserQueries(db),

    /** The rows of these ids locked until the transaction ends, in id order (no lock cycles). */
    async lockByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
        .orderBy(asc(users.id))
        .for('update');
    },

    /** Active super admins other than `exceptId`, locked: two demotions cannot both pass. */
    async otherActiveSuperAdmins(exceptId: string): Promise<number> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true), ne(users.id, exceptId)))
        .for('update');
      return rows.length;
    },

    async list(
      filters: UserFilters,
      page: { limit: number; offset: number },
      sort: UserSort = DEFAULT_USER_SORT,
    ): Promise<{ rows: UserRow[]; total: number }> {
      const where = filterCondition(filters);
      const [totalRow] = await db.select({ value: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...userOrderBy(sort))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: totalRow?.value ?? 0 };
    },

    /** Team names by id (the export writes names). */
    async teamNamesOf(teamIds: readonly string[]): Promise<Map<string, string>> {
      if (teamIds.length === 0) return new Map();
      const rows = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, [...teamIds]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Usernames by id (the export names managers by username). */
    async usernamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** The distinct permission names the given teams carry. */
    async permissionsOfTeams(teamIds: readonly string[]): Promise<string[]> {
      if (teamIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ permission: teamPermissions.permission })
        .from(teamPermissions)
        .where(inArray(teamPermissions.teamId, [...teamIds]));
      return rows.map((row) => row.permission);
    },

    async existingTeamIds(teamIds: readonly string[]): Promise<Set<string>> {
      if (teamIds.length === 0) return new Set();
      const rows = await db
        .select({ id: teams.id })
        .from(teams)
        .where(inArray(teams.id, [...teamIds]));
      return new Set(rows.map((row) => row.id));
    },

    /** Undefined when the username is taken (regardless of case) or looks like a taken one. */
    async insert(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.username})`, username.toLowerCase()),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether another user's name has this confusable skeleton (usernameSkeleton.ts). */
    async skeletonTaken(skeleton: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.usernameSkeleton, skeleton),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Makes the user a member of exactly these teams; kept teams keep their lead flag. */
    async setTeams(userId: string, teamIds: readonly string[], now: Date): Promise<void> {
      if (teamIds.length === 0) {
        await db.delete(teamMembers).where(eq(teamMembers.userId, userId));
        return;
      }
      await db.delete(teamMembers).where(
        and(
          eq(teamMembers.userId, userId),
          sql`${teamMembers.teamId} not in (${sql.join(
            teamIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
      await db
        .insert(teamMembers)
        .values(teamIds.map((teamId) => ({ teamId, userId, createdAt: now })))
        .onConflictDoNothing();
    },

    /** Makes the users members of the team (not leads); existing memberships stay as they are. */
    async addToTeam(userIds: readonly string[], teamId: string, now: Date): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insert(teamMembers)
        .values(userIds.map((userId) => ({ teamId, userId, createdAt: now })))
        .onConflictDoNothing();
    },

    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async deletePushTokens(userId: string): Promise<void> {
      await db.delete(pushTokens).where(eq(pushTokens.userId, userId));
    },

    /** Closes the user's open attendance session, if any; true when there was one. */
    /** Revokes the person's share links that are not revoked yet; how many. */
    async revokeShareLinks(userId: string, by: string, now: Date): Promise<number> {
      const rows = await db
        .update(driveShareLinks)
        .set({ revokedAt: now, revokedBy: by, updatedAt: now })
        .where(and(eq(driveShareLinks.createdBy, userId), isNull(driveShareLinks.revokedAt)))
        .returning({ id: driveShareLinks.id });
      return rows.length;
    },

    async closeOpenAttendance(userId: string, now: Date, reason: 'deactivated'): Promise<boolean> {
      const rows = await db
        .update(attendanceSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(attendanceSessions.userId, userId), isNull(attendanceSessions.endedAt)))
        .returning({ id: attendanceSessions.id });
      return rows.length > 0;
    },

    async insertStatusEvent(values: {
      userId: string;
      isAvailable: boolean;
      source: 'user' | 'admin' | 'system';
      reason: string | null;
      at: Date;
    }): Promise<void> {
      await db.insert(statusEvents).values(values);
    },
  };
}
