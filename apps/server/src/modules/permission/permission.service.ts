import { PERMISSION_NAMES, PERMISSION_SUBJECTS } from '@atrium/api';
import type { Database } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { generateSessionToken, hashToken, isWellFormedToken } from '../../lib/tokens.ts';
import type { PeopleEvents } from '../notification/peopleEvents.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MasterKeyLockoutRepo } from './masterKeyLockout.repo.ts';
import type { PermissionRepo } from './permission.repo.ts';

/** Master-key token lifetime (security.md). */
export const MASTER_KEY_TTL_MS = 15 * 60 * 1000;
/** Wrong master passwords per user within the window that lock the check… */
export const MASTER_KEY_MAX_FAILURES = 5;
export const MASTER_KEY_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …and for how long. */
export const MASTER_KEY_LOCKOUT_MS = 15 * 60 * 1000;

export type IssueMasterKeyResult =
  | { kind: 'issued'; token: string; expiresAt: Date }
  | { kind: 'not_set' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'invalid'; locked: boolean };

export type SetTeamPermissionsResult =
  | { kind: 'updated'; permissions: string[] }
  | { kind: 'not_found' }
  | { kind: 'unknown_names'; names: string[] };

export type PermissionService = ReturnType<typeof createPermissionService>;

export function createPermissionService({
  db,
  repo,
  lockout,
  settings,
  clock,
  people,
}: {
  db: Database;
  repo: PermissionRepo;
  lockout: MasterKeyLockoutRepo;
  settings: SettingsService;
  clock: Clock;
  /** Tells the team's members their permissions changed, once the change has committed. */
  people: Pick<PeopleEvents, 'teamPermissionsChanged'>;
}) {
  return {
    /** Every permission name with the subject it grants (spec section 6). */
    services(): Array<{ name: string; subject: string }> {
      return PERMISSION_NAMES.map((name) => ({ name, subject: PERMISSION_SUBJECTS[name] }));
    },

    permissionsOfUser: (userId: string) => repo.permissionsOfUser(userId),

    /** A team's permission names, or null when there is no such team. */
    async teamPermissions(teamId: string): Promise<string[] | null> {
      if (!(await repo.teamExists(teamId))) return null;
      return repo.teamPermissions(teamId);
    },

    /**
     * Replaces a team's permission names; the change and its `authz_change` audit row commit
     * together. Members get the new rules on their next request.
     */
    async setTeamPermissions(
      teamId: string,
      requested: readonly string[],
      actor: { id: string; ip: string | null },
    ): Promise<SetTeamPermissionsResult> {
      const unknown = requested.filter((name) => !Object.hasOwn(PERMISSION_SUBJECTS, name));
      if (unknown.length > 0) return { kind: 'unknown_names', names: unknown };
      const permissions = [...new Set(requested)].sort();
      let change = undefined as { added: string[]; removed: string[] } | undefined; // set on commit
      const result = await db.transaction(async (tx) => {
        if (!(await repo.lockTeam(tx, teamId))) return { kind: 'not_found' } as const;
        const before = await repo.teamPermissions(teamId, tx);
        await repo.replaceTeamPermissions(tx, teamId, permissions);
        change = {
          added: permissions.filter((name) => !before.includes(name)),
          removed: before.filter((name) => !permissions.includes(name)),
        };
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'authz_change',
          targetType: 'team',
          targetId: teamId,
          details: change,
          ip: actor.ip,
        });
        return { kind: 'updated', permissions } as const;
      });
      if (change) await people.teamPermissionsChanged({ actorId: actor.id, teamId, ...change });
      return result;
    },

    /**
     * Checks the master password and hands out a token bound to the caller's session. Five
     * wrong passwords within 15 minutes lock the check for 15 minutes (per user).
     */
    async issueMasterKey(input: {
      userId: string;
      sessionId: string;
      password: string;
    }): Promise<IssueMasterKeyResult> {
      const now = clock.now();
      const lockedUntil = await lockout.lockedUntil(input.userId, now);
      if (lockedUntil) {
        return {
          kind: 'locked',
          retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
        };
      }
      if (!(await settings.hasMasterPassword())) return { kind: 'not_set' };
      if (!(await settings.verifyMasterPassword(input.password))) {
        const failures = await lockout.recordFailure(
          input.userId,
          now,
          new Date(now.getTime() - MASTER_KEY_FAILURE_WINDOW_MS),
        );
        const locked = failures >= MASTER_KEY_MAX_FAILURES;
        if (locked) {
          await lockout.lock(input.userId, new Date(now.getTime() + MASTER_KEY_LOCKOUT_MS));
        }
        return { kind: 'invalid', locked };
      }
      await lockout.clearFailures(input.userId);
      await repo.deleteExpiredMasterKeyTokens(input.sessionId, now);
      const token = generateSessionToken();
      const expiresAt = new Date(now.getTime() + MASTER_KEY_TTL_MS);
      await repo.insertMasterKeyToken({
        tokenHash: hashToken(token),
        sessionId: input.sessionId,
        userId: input.userId,
        createdAt: now,
        expiresAt,
      });
      return { kind: 'issued', token, expiresAt };
    },

    /** True when the header holds an unexpired token bound to this very session. */
    async isMasterKeyValid(token: string | undefined, sessionId: string): Promise<boolean> {
      if (!token || !isWellFormedToken(token)) return false;
      return (
        (await repo.findLiveMasterKeyToken(hashToken(token), sessionId, clock.now())) !== undefined
      );
    },

    revokeAllMasterKeys: (tx?: Database) => repo.revokeAllMasterKeyTokens(tx),
  };
}
