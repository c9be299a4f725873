import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { masterKeyTokens, teamMembers, teamPermissions, teams } from '../../db/schema/index.ts';

export interface NewMasterKeyToken {
  tokenHash: string;
  sessionId: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export type PermissionRepo = ReturnType<typeof createPermissionRepo>;

/** Team permissions and master-key tokens. Writers take the transaction they run in. */
export function createPermissionRepo(db: Database) {
  return {
    /** The union of the permission names of the user's teams: one query, on every request. */
    async permissionsOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ permission: teamPermissions.permission })
        .from(teamPermissions)
        .innerJoin(teamMembers, eq(teamMembers.teamId, teamPermissions.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teamPermissions.permission));
      return rows.map((row) => row.permission);
    },

    async teamExists(teamId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.id, teamId))
        .limit(1);
      return row !== undefined;
    },

    /** Locks the team row so concurrent permission writes on one team run one after the other. */
    async lockTeam(tx: Database, teamId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.id, teamId))
        .for('update')
        .limit(1);
      return row !== undefined;
    },

    async teamPermissions(teamId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ permission: teamPermissions.permission })
        .from(teamPermissions)
        .where(eq(teamPermissions.teamId, teamId))
        .orderBy(asc(teamPermissions.permission));
      return rows.map((row) => row.permission);
    },

    async replaceTeamPermissions(
      tx: Database,
      teamId: string,
      permissions: readonly string[],
    ): Promise<void> {
      await tx.delete(teamPermissions).where(eq(teamPermissions.teamId, teamId));
      if (permissions.length > 0) {
        await tx
          .insert(teamPermissions)
          .values(permissions.map((permission) => ({ teamId, permission })));
      }
    },

    async insertMasterKeyToken(values: NewMasterKeyToken): Promise<void> {
      await db.insert(masterKeyTokens).values(values);
    },

    /** The token's row when it is bound to this session and still valid at `now`. */
    async findLiveMasterKeyToken(
      tokenHash: string,
      sessionId: string,
      now: Date,
    ): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: masterKeyTokens.id })
        .from(masterKeyTokens)
        .where(
          and(
            eq(masterKeyTokens.tokenHash, tokenHash),
            eq(masterKeyTokens.sessionId, sessionId),
            gt(masterKeyTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Every master-key token of everyone (the master password changed). */
    async revokeAllMasterKeyTokens(tx: Database = db): Promise<void> {
      await tx.delete(masterKeyTokens);
    },

    /** Expired tokens of one session, removed whenever it asks for a new one. */
    async deleteExpiredMasterKeyTokens(sessionId: string, now: Date): Promise<void> {
      await db
        .delete(masterKeyTokens)
        .where(and(eq(masterKeyTokens.sessionId, sessionId), lte(masterKeyTokens.expiresAt, now)));
    },
  };
}
