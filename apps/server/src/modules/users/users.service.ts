import {
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  type AdminPasswordResetRequest,
  type BulkResult,
  type CreateUserRequest,
  type UpdateUserInfoRequest,
  type User,
  type UserMinimal,
  type UsersBulkSkipReason,
} from '@atrium/api/contracts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import type { PeopleEvents } from '../notification/peopleEvents.ts';
import { FieldProblems, forbidden, notFound, RuleViolation } from '../user/user.errors.ts';
import {
  checkEmailFree,
  checkNewPassword,
  toUser,
  toUserMinimal,
  type Actor,
  type Page,
  type PageRequest,
} from '../user/user.shared.ts';
import { normalizeUsername } from '../user/usernames.ts';
import { isSkeletonConflict, usernameSkeleton } from '../user/usernameSkeleton.ts';
import { profileFieldValues } from './users.profileFields.ts';
import type { UserFilters, UsersQueries, UsersRepo } from './users.repo.ts';
import type { UserSort } from './users.sort.ts';

const usernameTaken = () => new FieldProblems({ username: [USER_FIELD_MESSAGES.usernameTaken] });
const usernameLookalike = () =>
  new FieldProblems({ username: [USER_FIELD_MESSAGES.usernameLookalike] });

/**
 * Why a new name cannot be had: the same name regardless of case, else another user's name that
 * looks like it (the same TR39 skeleton, e.g. Cyrillic аdmin beside admin). Undefined when free.
 */
async function usernameConflict(
  repo: UsersQueries,
  username: string,
  exceptId?: string,
): Promise<FieldProblems | undefined> {
  if (await repo.usernameTaken(username, exceptId)) return usernameTaken();
  if (await repo.skeletonTaken(usernameSkeleton(username), exceptId)) return usernameLookalike();
  return undefined;
}

/** Limit and offset of a page; size -1 is "all", capped (security.md, decision 4). */
export function pageWindow({ page, size }: PageRequest): { limit: number; offset: number } {
  if (size === PAGE_SIZE_ALL) return { limit: PAGE_SIZE_ALL_CAP, offset: 0 };
  return { limit: size, offset: (page - 1) * size };
}

/**
 * Why the actor may not deactivate the target, as a bulk skip reason (the single call throws
 * the matching error); undefined when allowed. The target is locked by the caller's transaction.
 */
async function deactivationProblem(
  tx: UsersQueries,
  actor: Actor,
  target: UserRow,
): Promise<DeactivationProblem | undefined> {
  if (target.id === actor.id) return 'yourself';
  if (target.role === 'super_admin' && actor.role !== 'super_admin') return 'super_admin_only';
  if (!target.isActive) return 'already_inactive';
  if (target.role === 'super_admin' && (await tx.otherActiveSuperAdmins(target.id)) === 0) {
    return 'last_super_admin';
  }
  return undefined;
}

type DeactivationProblem = Exclude<UsersBulkSkipReason, 'not_found' | 'already_member'>;

/** The single deactivation's answer for each reason the bulk one skips a person. */
function ruleError(reason: DeactivationProblem): Error {
  switch (reason) {
    case 'yourself':
      return new RuleViolation('conflict', USER_ERROR_DETAILS.notYourself);
    case 'super_admin_only':
      return forbidden(USER_ERROR_DETAILS.superAdminOnly);
    case 'already_inactive':
      return new RuleViolation('conflict', USER_ERROR_DETAILS.alreadyInactive);
    case 'last_super_admin':
      return new RuleViolation('conflict', USER_ERROR_DETAILS.lastSuperAdmin);
  }
}

/**
 * Deactivates a locked target the rules allow: the account, its sessions (master-key tokens
 * cascade), push tokens, its share links (what they shared stops opening), an open attendance
 * session, availability (+ status event) and the audit row, in the caller's transaction.
 */
async function deactivateLocked(
  tx: UsersQueries,
  actor: Actor,
  target: UserRow,
  now: Date,
  auditDetails: Record<string, unknown> = {},
): Promise<UserRow> {
  const updated = await tx.update(target.id, {
    isActive: false,
    isAvailable: false,
    deactivatedAt: now,
    updatedAt: now,
  });
  if (!updated) throw notFound();
  const sessionsEnded = await tx.deleteSessions(target.id);
  await tx.deletePushTokens(target.id);
  const shareLinksRevoked = await tx.revokeShareLinks(target.id, actor.id, now);
  const attendanceClosed = await tx.closeOpenAttendance(target.id, now, 'deactivated');
  if (target.isAvailable || attendanceClosed) {
    await tx.insertStatusEvent({
      userId: target.id,
      isAvailable: false,
      source: 'admin',
      reason: 'deactivated',
      at: now,
    });
  }
  await writeAudit(tx.db, {
    actorId: actor.id,
    action: 'user_deactivated',
    targetType: 'user',
    targetId: target.id,
    details: {
      sessions_ended: sessionsEnded,
      attendance_closed: attendanceClosed,
      share_links_revoked: shareLinksRevoked,
      ...auditDetails,
    },
    ip: actor.ip,
  });
  return updated;
}

/** Each id once, in the order first given. */
function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export type UsersService = ReturnType<typeof createUsersService>;

/** What a new account is made of besides its fields: how it signs in, and its audit row. */
export interface NewAccount {
  passwordHash: string;
  mustChangePassword: boolean;
  /** Set for an invitation: no sign-in until the person chooses a password through the link. */
  invitedAt: Date | null;
  action: 'user_created' | 'user_invited';
  /** More work in the transaction, after the insert (an invitation's link). */
  afterInsert?: (tx: UsersQueries, row: UserRow) => Promise<void>;
}

/** The fields of a new account: the create form's, without the password. */
export type NewAccountFields = Omit<CreateUserRequest, 'password' | 'must_change_password'>;

export interface UsersServiceDeps {
  repo: UsersRepo;
  clock: Clock;
  /** Tells the person what an administrator changed for them (after the commit); app.ts wires it. */
  people?: Pick<PeopleEvents, 'teamMembersChanged' | 'passwordResetByAdmin' | 'accountReactivated'>;
}

/** Users management (the users pages): every change and its audit row in one transaction. */
export function createUsersService({ repo, clock, people }: UsersServiceDeps) {
  async function withTeams(row: UserRow): Promise<User> {
    const teams = await repo.teamIdsOf([row.id]);
    return toUser(row, teams.get(row.id) ?? []);
  }

  /** Only a super admin may act on a super admin account. */
  function guardSuperAdminTarget(actor: Actor, target: UserRow): void {
    if (target.role === 'super_admin' && actor.role !== 'super_admin') {
      throw forbidden(USER_ERROR_DETAILS.superAdminOnly);
    }
  }

  async function checkTeams(teamIds: readonly string[] | undefined): Promise<string[]> {
    if (!teamIds) return [];
    const unique = [...new Set(teamIds)];
    const existing = await repo.existingTeamIds(unique);
    if (unique.some((id) => !existing.has(id))) {
      throw new FieldProblems({ team_ids: [USER_FIELD_MESSAGES.unknownTeam] });
    }
    return unique;
  }

  /**
   * Teams carry permissions, so putting someone in a team grants them. Below super admin, nobody
   * grants what they do not hold: every team being added must carry only permissions the actor
   * has (otherwise a user manager could create an account, put it in a more powerful team and
   * sign in as it).
   */
  async function checkTeamsGrantable(
    actor: Actor,
    teamIds: readonly string[],
    currentTeamIds: readonly string[] = [],
    from: UsersQueries = repo, // inside a transaction, its queries (PGlite has one connection)
  ): Promise<void> {
    if (actor.role === 'super_admin') return;
    const added = teamIds.filter((id) => !currentTeamIds.includes(id));
    if (added.length === 0) return;
    const held = new Set(actor.permissions);
    const granted = await from.permissionsOfTeams(added);
    if (granted.some((permission) => !held.has(permission))) {
      throw forbidden(USER_ERROR_DETAILS.teamBeyondOwnPermissions);
    }
  }

  /** Only a super admin makes a super admin. */
  function checkNewRole(actor: Actor, input: NewAccountFields): void {
    if (input.role === 'super_admin' && actor.role !== 'super_admin') {
      throw forbidden(USER_ERROR_DETAILS.superAdminOnly);
    }
  }

  /** The role, and the teams: they must exist and be the actor's to give. Their unique ids. */
  async function checkNewAccount(actor: Actor, input: NewAccountFields): Promise<string[]> {
    checkNewRole(actor, input);
    const teamIds = await checkTeams(input.team_ids);
    await checkTeamsGrantable(actor, teamIds);
    return teamIds;
  }

  /**
   * Inserts a checked account (checkNewAccount) with its teams and audit row in one
   * transaction: `create` with a password, the invitations module without one.
   */
  async function insertAccount(
    actor: Actor,
    input: NewAccountFields,
    teamIds: string[],
    account: NewAccount,
  ): Promise<User> {
    // NFKC: a compatibility look-alike (fullwidth ａｄｍｉｎ) is the plain name, and taken.
    const username = normalizeUsername(input.username);
    const now = account.invitedAt ?? clock.now();
    const row = await repo.transaction(async (tx) => {
      const values: NewUserRow = {
        username,
        fullName: input.full_name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        jobTitle: input.job_title ?? null,
        role: input.role,
        passwordHash: account.passwordHash,
        // An invited person has not chosen a password yet.
        passwordChangedAt: account.invitedAt ? null : now,
        invitedAt: account.invitedAt,
        mustChangePassword: account.mustChangePassword,
        language: input.language ?? 'en',
        timeZone: input.time_zone ?? 'UTC',
        createdAt: now,
        updatedAt: now,
        ...(await profileFieldValues(tx.db, null, input)),
      };
      const conflict = await usernameConflict(tx, username);
      if (conflict) throw conflict;
      if (input.email) await checkEmailFree(tx, input.email);
      const created = await tx.insert(values);
      // Taken meanwhile by a concurrent request (the unique indexes said no): say which way.
      if (!created) throw (await usernameConflict(tx, username)) ?? usernameTaken();
      if (teamIds.length > 0) await tx.setTeams(created.id, teamIds, now);
      await account.afterInsert?.(tx, created);
      await writeAudit(tx.db, {
        actorId: actor.id,
        action: account.action,
        targetType: 'user',
        targetId: created.id,
        details: {
          role: created.role,
          team_ids: teamIds,
          ...(account.mustChangePassword ? { must_change_password: true } : {}),
        },
        ip: actor.ip,
      });
      return created;
    });
    return toUser(row, teamIds);
  }

  return {
    checkNewAccount,
    insertAccount,

    async create(actor: Actor, input: CreateUserRequest): Promise<User> {
      const { password, must_change_password: mustChangePassword, ...fields } = input;
      checkNewRole(actor, fields);
      checkNewPassword(password);
      const teamIds = await checkNewAccount(actor, fields);
      return insertAccount(actor, fields, teamIds, {
        passwordHash: await hashPassword(password),
        mustChangePassword: mustChangePassword === true,
        invitedAt: null,
        action: 'user_created',
      });
    },

    async list(
      filters: Omit<UserFilters, 'active'>,
      page: PageRequest,
      minimal: boolean,
      sort?: UserSort,
    ): Promise<Page<User | UserMinimal>> {
      const { rows, total } = await repo.list({ ...filters, active: true }, pageWindow(page), sort);
      if (minimal) return { items: rows.map(toUserMinimal), total, ...page };
      const teams = await repo.teamIdsOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toUser(row, teams.get(row.id) ?? [])),
        total,
        ...page,
      };
    },

    async listInactive(page: PageRequest, search?: string, sort?: UserSort): Promise<Page<User>> {
      const { rows, total } = await repo.list({ active: false, search }, pageWindow(page), sort);
      const teams = await repo.teamIdsOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toUser(row, teams.get(row.id) ?? [])),
        total,
        ...page,
      };
    },

    async info(id: string): Promise<User> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      return withTeams(row);
    },

    /**
     * Field-level rules: only a super admin sets a role on or of a super admin, nobody changes
     * their own role or teams, and the last active super admin keeps the role.
     */
    async update(actor: Actor, id: string, input: UpdateUserInfoRequest): Promise<User> {
      const username = input.username === undefined ? undefined : normalizeUsername(input.username);
      const teamIds = input.team_ids === undefined ? undefined : await checkTeams(input.team_ids);
      const now = clock.now();
      let teamsBefore: readonly string[] = [];
      const row = await repo.transaction(async (tx) => {
        const target = await tx.lockById(id);
        if (!target) throw notFound();
        guardSuperAdminTarget(actor, target);
        // Teams carry permissions: nobody changes their own teams (as with their own role).
        if (teamIds !== undefined && target.id === actor.id) {
          const current = (await tx.teamIdsOf([target.id])).get(target.id) ?? [];
          const same =
            current.length === teamIds.length && current.every((team) => teamIds.includes(team));
          if (!same) throw forbidden(USER_ERROR_DETAILS.notYourself);
        }
        if (teamIds !== undefined) {
          const current = (await tx.teamIdsOf([target.id])).get(target.id) ?? [];
          await checkTeamsGrantable(actor, teamIds, current, tx);
          teamsBefore = current;
        }
        const roleChanges = input.role !== undefined && input.role !== target.role;
        if (roleChanges) {
          if (target.id === actor.id) throw forbidden(USER_ERROR_DETAILS.notYourself);
          if (actor.role !== 'super_admin') throw forbidden(USER_ERROR_DETAILS.superAdminOnly);
          if (
            target.role === 'super_admin' &&
            target.isActive &&
            (await tx.otherActiveSuperAdmins(target.id)) === 0
          ) {
            throw new RuleViolation('conflict', USER_ERROR_DETAILS.lastSuperAdmin);
          }
        }
        const values: Partial<NewUserRow> = { updatedAt: now };
        if (username !== undefined) {
          // Another spelling of one's own name (Omar, or оmar with a Cyrillic о) stays one's own:
          // only a name with another skeleton is checked against the others and takes a new one.
          const skeleton = usernameSkeleton(username);
          if (skeleton !== usernameSkeleton(target.username)) {
            const conflict = await usernameConflict(tx, username, target.id);
            if (conflict) throw conflict;
            values.usernameSkeleton = skeleton;
          } else if (
            username.toLowerCase() !== target.username.toLowerCase() &&
            (await tx.usernameTaken(username, target.id))
          ) {
            throw usernameTaken();
          }
          values.username = username;
        }
        if (input.full_name !== undefined) values.fullName = input.full_name;
        if (input.email !== undefined) {
          // Keeping one's own address (in any case) is no change; a new one must be free.
          const sameAddress = input.email?.toLowerCase() === target.email?.toLowerCase();
          if (input.email && !sameAddress) await checkEmailFree(tx, input.email, target.id);
          values.email = input.email;
        }
        if (input.phone !== undefined) values.phone = input.phone;
        if (input.job_title !== undefined) values.jobTitle = input.job_title;
        if (input.language !== undefined) values.language = input.language;
        if (input.time_zone !== undefined) values.timeZone = input.time_zone;
        if (roleChanges) values.role = input.role;
        Object.assign(values, await profileFieldValues(tx.db, target.id, input));
        const updated = await tx.update(target.id, values).catch((error: unknown) => {
          // A concurrent request took a look-alike of the new name first.
          throw isSkeletonConflict(error) ? usernameLookalike() : error;
        });
        if (!updated) throw notFound();
        if (teamIds !== undefined) await tx.setTeams(target.id, teamIds, now);
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: roleChanges ? 'authz_change' : 'user_updated',
          targetType: 'user',
          targetId: target.id,
          details: {
            fields: Object.keys(input).sort(),
            ...(roleChanges ? { role: { from: target.role, to: input.role } } : {}),
          },
          ip: actor.ip,
        });
        return updated;
      });
      if (teamIds !== undefined) {
        for (const teamId of teamIds.filter((team) => !teamsBefore.includes(team))) {
          await people?.teamMembersChanged({ actorId: actor.id, teamId, added: [row.id] });
        }
        for (const teamId of teamsBefore.filter((team) => !teamIds.includes(team))) {
          await people?.teamMembersChanged({ actorId: actor.id, teamId, removed: [row.id] });
        }
      }
      return withTeams(row);
    },

    /** Deactivation in one transaction (deactivateLocked says what it covers). */
    async deactivate(actor: Actor, id: string): Promise<User> {
      const now = clock.now();
      const row = await repo.transaction(async (tx) => {
        const target = await tx.lockById(id);
        if (!target) throw notFound();
        const problem = await deactivationProblem(tx, actor, target);
        if (problem) throw ruleError(problem);
        return deactivateLocked(tx, actor, target, now);
      });
      return withTeams(row);
    },

    /**
     * Deactivates each person as `deactivate` would, in one transaction; a person the rules
     * protect is skipped with the reason, never failing the others.
     */
    async bulkDeactivate(actor: Actor, userIds: readonly string[]): Promise<BulkResult> {
      const ids = unique(userIds);
      const now = clock.now();
      return repo.transaction(async (tx) => {
        const targets = new Map((await tx.lockByIds(ids)).map((row) => [row.id, row]));
        const result: BulkResult = { done: [], skipped: [] };
        for (const id of ids) {
          const target = targets.get(id);
          if (!target) {
            result.skipped.push({ id, reason: 'not_found' });
            continue;
          }
          const reason = await deactivationProblem(tx, actor, target);
          if (reason) {
            result.skipped.push({ id, reason });
            continue;
          }
          await deactivateLocked(tx, actor, target, now, { bulk: true });
          result.done.push(id);
        }
        return result;
      });
    },

    /**
     * Adds each person to the team as editing their teams one by one would (the team must carry
     * only permissions the actor holds; nobody changes their own teams; only a super admin acts
     * on a super admin), in one transaction, with a `user_updated` audit row each; after the
     * commit they hear of it as from a single add.
     */
    async bulkAddToTeam(
      actor: Actor,
      userIds: readonly string[],
      teamId: string,
    ): Promise<BulkResult> {
      const ids = unique(userIds);
      if (!(await repo.existingTeamIds([teamId])).has(teamId)) {
        throw new FieldProblems({ team_id: [USER_FIELD_MESSAGES.unknownTeam] });
      }
      await checkTeamsGrantable(actor, [teamId]);
      const now = clock.now();
      const result = await repo.transaction(async (tx) => {
        const targets = new Map((await tx.lockByIds(ids)).map((row) => [row.id, row]));
        const teamsOf = await tx.teamIdsOf([...targets.keys()]);
        const outcome: BulkResult = { done: [], skipped: [] };
        for (const id of ids) {
          const target = targets.get(id);
          let reason: UsersBulkSkipReason | undefined;
          if (!target) reason = 'not_found';
          else if (target.id === actor.id) reason = 'yourself';
          else if (target.role === 'super_admin' && actor.role !== 'super_admin') {
            reason = 'super_admin_only';
          } else if (teamsOf.get(id)?.includes(teamId)) reason = 'already_member';
          if (reason) outcome.skipped.push({ id, reason });
          else outcome.done.push(id);
        }
        await tx.addToTeam(outcome.done, teamId, now);
        for (const id of outcome.done) {
          await tx.update(id, { updatedAt: now });
          await writeAudit(tx.db, {
            actorId: actor.id,
            action: 'user_updated',
            targetType: 'user',
            targetId: id,
            details: { fields: ['team_ids'], teams_added: [teamId], bulk: true },
            ip: actor.ip,
          });
        }
        return outcome;
      });
      if (result.done.length > 0) {
        await people?.teamMembersChanged({ actorId: actor.id, teamId, added: result.done });
      }
      return result;
    },

    async reactivate(actor: Actor, id: string): Promise<User> {
      const now = clock.now();
      const row = await repo.transaction(async (tx) => {
        const target = await tx.lockById(id);
        if (!target) throw notFound();
        guardSuperAdminTarget(actor, target);
        if (target.isActive) throw new RuleViolation('conflict', USER_ERROR_DETAILS.alreadyActive);
        const updated = await tx.update(target.id, {
          isActive: true,
          deactivatedAt: null,
          failedLoginCount: 0,
          lockedUntil: null,
          updatedAt: now,
        });
        if (!updated) throw notFound();
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: 'user_reactivated',
          targetType: 'user',
          targetId: target.id,
          ip: actor.ip,
        });
        return updated;
      });
      await people?.accountReactivated({ actorId: actor.id, userId: row.id });
      return withTeams(row);
    },

    /**
     * Deletes an inactive user for good (their rows cascade; audit rows keep a null actor).
     * Returns the stored avatar name so the caller removes the file after the commit.
     */
    async deletePermanently(actor: Actor, id: string): Promise<{ avatarPath: string | null }> {
      return repo.transaction(async (tx) => {
        const target = await tx.lockById(id);
        if (!target) throw notFound();
        if (target.id === actor.id)
          throw new RuleViolation('conflict', USER_ERROR_DETAILS.notYourself);
        guardSuperAdminTarget(actor, target);
        if (target.isActive) throw new RuleViolation('conflict', USER_ERROR_DETAILS.stillActive);
        await tx.deleteUser(target.id);
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: 'user_deleted',
          targetType: 'user',
          targetId: target.id,
          details: { username: target.username },
          ip: actor.ip,
        });
        return { avatarPath: target.avatarPath };
      });
    },

    /** An administrator sets someone's password; all their sessions end. */
    async resetPassword(actor: Actor, input: AdminPasswordResetRequest): Promise<void> {
      checkNewPassword(input.password);
      const target = await repo.findById(input.user_id);
      if (!target) throw notFound();
      if (target.id === actor.id)
        throw new RuleViolation('conflict', USER_ERROR_DETAILS.notYourself);
      guardSuperAdminTarget(actor, target);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        const locked = await tx.lockById(target.id);
        if (!locked) throw notFound();
        const mustChangePassword = input.must_change_password === true;
        await tx.update(target.id, {
          passwordHash,
          passwordChangedAt: now,
          failedLoginCount: 0,
          lockedUntil: null,
          mustChangePassword,
          // A password that works ends a pending invitation (its link is retired below).
          invitedAt: null,
          updatedAt: now,
        });
        const sessionsEnded = await tx.deleteSessions(target.id);
        await tx.retireResetTokens(target.id, now);
        await writeAudit(tx.db, {
          actorId: actor.id,
          action: 'authn_password_reset_by_admin',
          targetType: 'user',
          targetId: target.id,
          details: {
            sessions_ended: sessionsEnded,
            must_change_password: mustChangePassword,
            ...(locked.invitedAt ? { invitation_ended: true } : {}),
          },
          ip: actor.ip,
        });
      });
      await people?.passwordResetByAdmin({ actorId: actor.id, userId: target.id });
    },
  };
}
