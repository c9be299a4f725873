import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  attendanceSessions,
  passwordResetTokens,
  pushTokens,
  sessions,
  statusEvents,
  teamMembers,
  teamPermissions,
  teams,
  users,
  type NewUserRow,
  type SessionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { usernameSkeleton } from './usernameSkeleton.ts';
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

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/** Queries of the users pages, profile, passwords and sessions. Pass `tx` inside a transaction. */
export function createUsersRepo(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends (concurrent changes to it wait). */
    async lockById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row;
    },

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

    async findActiveByLogin(usernameOrEmail: string): Promise<UserRow | undefined> {
      const value = usernameOrEmail.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)),
          ),
        )
        // A username match wins over an e-mail match; then the oldest account.
        .orderBy(sql`(lower(${users.username}) = ${value}) desc`, asc(users.createdAt))
        .limit(1);
      return row;
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

    async teamIdsOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return result;
      const rows = await db
        .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, [...userIds]))
        .orderBy(asc(teamMembers.createdAt), asc(teamMembers.teamId));
      for (const row of rows) result.get(row.userId)?.push(row.teamId);
      return result;
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

    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
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

    /** Ends sessions (their master-key and push tokens cascade); returns how many. */
    async deleteSessions(userId: string, exceptSessionId?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    async deleteOwnSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async sessionsOf(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(sql`${sessions.lastSeenAt} desc`, asc(sessions.id));
    },

    async deletePushTokens(userId: string): Promise<void> {
      await db.delete(pushTokens).where(eq(pushTokens.userId, userId));
    },

    /** Closes the user's open attendance session, if any; true when there was one. */
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

    async insertResetToken(values: {
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    /**
     * The same statement as `insertResetToken` with nothing to insert: an unknown account costs
     * what a known one does (forgot password must not tell them apart by timing).
     */
    async insertNoResetToken(values: { tokenHash: string; createdAt: Date; expiresAt: Date }) {
      await db.execute(
        sql`insert into ${passwordResetTokens} (token_hash, user_id, created_at, expires_at) select ${values.tokenHash}, ${users.id}, ${values.createdAt.toISOString()}::timestamptz, ${values.expiresAt.toISOString()}::timestamptz from ${users} where false`,
      );
    },

    /**
     * Marks a live reset token used, in one statement (two concurrent uses: one wins).
     * Returns its user, or undefined for unknown, expired or used tokens.
     */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** Every other outstanding reset link of the user stops working. */
    async retireResetTokens(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
