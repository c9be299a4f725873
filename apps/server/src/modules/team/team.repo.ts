import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMembers, teamPermissions, teams, users, type TeamRow } from '../../db/schema/index.ts';

export interface TeamPersonRow {
  teamId: string;
  id: string;
  username: string;
  fullName: string;
  isLead: boolean;
}

/** `%`, `_` and `\` match themselves in a name search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;

/** Teams, members and their permission names. Writers take the transaction they run in. */
export function createTeamRepo(db: Database) {
  return {
    async page(query: {
      name: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: TeamRow[]; total: number }> {
      const where = query.name ? ilike(teams.name, likePattern(query.name)) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(teams)
          .where(where)
          .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(teams).where(where),
      ]);
      return { rows, total: totalRow?.value ?? 0 };
    },

    async find(id: string, tx: Database = db): Promise<TeamRow | undefined> {
      const [row] = await tx.select().from(teams).where(eq(teams.id, id)).limit(1);
      return row;
    },

    async lock(tx: Database, id: string): Promise<TeamRow | undefined> {
      const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update').limit(1);
      return row;
    },

    /** Members of these teams (leads first, then by name); `leadsOnly` for list rows. */
    async people(
      teamIds: readonly string[],
      options: { leadsOnly: boolean },
      tx: Database = db,
    ): Promise<TeamPersonRow[]> {
      if (teamIds.length === 0) return [];
      return tx
        .select({
          teamId: teamMembers.teamId,
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          isLead: teamMembers.isLead,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(
          and(
            inArray(teamMembers.teamId, [...teamIds]),
            options.leadsOnly ? eq(teamMembers.isLead, true) : undefined,
          ),
        )
        .orderBy(sql`${teamMembers.isLead} desc`, asc(sql`lower(${users.username})`));
    },

    async memberCounts(
      teamIds: readonly string[],
      tx: Database = db,
    ): Promise<Map<string, number>> {
      if (teamIds.length === 0) return new Map();
      const rows = await tx
        .select({ teamId: teamMembers.teamId, value: count() })
        .from(teamMembers)
        .where(inArray(teamMembers.teamId, [...teamIds]))
        .groupBy(teamMembers.teamId);
      return new Map(rows.map((row) => [row.teamId, row.value]));
    },

    async permissions(
      teamIds: readonly string[],
      tx: Database = db,
    ): Promise<Array<{ teamId: string; permission: string }>> {
      if (teamIds.length === 0) return [];
      return tx
        .select({ teamId: teamPermissions.teamId, permission: teamPermissions.permission })
        .from(teamPermissions)
        .where(inArray(teamPermissions.teamId, [...teamIds]))
        .orderBy(asc(teamPermissions.permission));
    },

    /** The team, or undefined when the name is taken (any case, also by a concurrent insert). */
    async insert(
      tx: Database,
      values: { name: string; description: string | null; color: string | null; now: Date },
    ): Promise<TeamRow | undefined> {
      const [row] = await tx
        .insert(teams)
        .values({
          name: values.name,
          description: values.description,
          color: values.color,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** True when another team already has this name, in any case. */
    async nameTaken(tx: Database, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(
          and(
            eq(sql`lower(${teams.name})`, name.toLowerCase()),
            exceptId ? sql`${teams.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async update(
      tx: Database,
      id: string,
      values: Partial<Pick<TeamRow, 'name' | 'description' | 'color'>> & { updatedAt: Date },
    ): Promise<TeamRow | undefined> {
      const [row] = await tx.update(teams).set(values).where(eq(teams.id, id)).returning();
      return row;
    },

    async delete(tx: Database, id: string): Promise<boolean> {
      const rows = await tx.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
      return rows.length === 1;
    },

    /** Which of these ids are existing users (active or not). */
    async existingUserIds(tx: Database, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async replaceMembers(
      tx: Database,
      teamId: string,
      members: ReadonlyArray<{ userId: string; isLead: boolean }>,
      now: Date,
    ): Promise<void> {
      await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
      if (members.length > 0) {
        await tx.insert(teamMembers).values(
          members.map((member) => ({
            teamId,
            userId: member.userId,
            isLead: member.isLead,
            createdAt: now,
          })),
        );
      }
    },
  };
}
