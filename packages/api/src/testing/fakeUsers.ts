import { ApiError } from '../client/ApiError.ts';
import type { SortOrder, UserResource, UserSortKey } from '../client/resources/user.ts';
import { ERROR_DETAILS, PAGE_SIZE_ALL, PAGE_SIZE_ALL_CAP } from '../contracts/common.ts';
import {
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  USERS_BULK_MAX,
  USERS_EXPORT_MAX,
  USERS_EXPORT_TYPES,
  type BulkResult,
  type CreateUserRequest,
  type Role,
  type Session,
  type User,
  type UsersBulkSkipReason,
} from '../contracts/user.ts';
import { usersCsv } from '../contracts/usersExport.ts';
import type { FakeTeamMembership } from './fakeTeams.ts';
import { createFakeUsersImport } from './fakeUsersImport.ts';

/** What the fake keeps per user (createFakeApi's FakeUser plus an id). */
export interface FakeUsersEntry {
  id: string;
  user: {
    username: string;
    password: string;
    role?: Role;
    permissions?: string[];
    full_name?: string;
    language?: 'en' | 'ar';
  };
}

type Respond = <T>(name: string, produce: () => T) => Promise<T>;
export type FakeUsersCalls = Omit<UserResource, 'login' | 'profile' | 'logout'>;

const CREATED_AT = '2026-01-01T08:00:00.000Z';

const ROLE_RANK: Record<Role, number> = { super_admin: 0, admin: 1, user: 2 };

/** The server's order (users.sort.ts): the column, empty values last both ways, then the name. */
function byColumn(key: UserSortKey, order: SortOrder) {
  const valueOf = (user: User): string | number | null => {
    switch (key) {
      case 'name':
        return user.full_name.toLowerCase();
      case 'username':
        return user.username.toLowerCase();
      case 'email':
        return user.email?.toLowerCase() ?? null;
      case 'role':
        return ROLE_RANK[user.role];
      case 'created_at':
        return user.created_at;
      case 'last_sign_in_at':
        return user.last_sign_in_at;
      case 'deactivated_at':
        return user.deactivated_at;
    }
  };
  return (a: User, b: User): number => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const compared = x < y ? -1 : 1;
      return order === 'desc' ? -compared : compared;
    }
    return a.full_name.localeCompare(b.full_name);
  };
}

/**
 * The users pages, own profile, devices and recovery for createFakeApi, with the server's rules
 * that the UI shows (super admin only for super admins, not yourself, inactive before delete,
 * a wrong current password as a field error). Master-key checks are the real server's job.
 */
/** What the fake keeps per user beyond FakeUser's sign-in fields, by user id. */
export type FakeUserDetails = Map<
  string,
  Omit<User, 'id' | 'username' | 'full_name' | 'role' | 'language'>
>;

export function createFakeUsers(
  respond: Respond,
  entries: () => FakeUsersEntry[],
  current: () => FakeUsersEntry | undefined,
  addEntry: (entry: FakeUsersEntry) => void,
  fakeId: () => string,
  // Shared with createFakeApi, so the own profile shows the photo and fields these calls change.
  extra: FakeUserDetails = new Map(),
  // The teams of createFakeApi (bulk add to a team); without them every team is unknown.
  teams?: FakeTeamMembership,
): FakeUsersCalls {
  function details(entry: FakeUsersEntry) {
    let found = extra.get(entry.id);
    if (!found) {
      found = {
        email: null,
        phone: null,
        job_title: null,
        employee_number: null,
        manager_id: null,
        is_active: true,
        is_available: false,
        time_zone: 'UTC',
        avatar: null,
        team_ids: [],
        created_at: CREATED_AT,
        deactivated_at: null,
        last_sign_in_at: null,
        invited_at: null,
        must_change_password: false,
      };
      extra.set(entry.id, found);
    }
    return found;
  }

  function toUser(entry: FakeUsersEntry): User {
    return {
      id: entry.id,
      username: entry.user.username,
      full_name: entry.user.full_name ?? entry.user.username,
      role: entry.user.role ?? 'user',
      language: entry.user.language ?? 'en',
      ...details(entry),
    };
  }

  const fail = (status: number, url: string, detail: string) =>
    new ApiError({ kind: 'detail', status, url, detail });
  const invalid = (url: string, field: string, message: string) =>
    new ApiError({ kind: 'validation', status: 400, url, fieldErrors: { [field]: [message] } });

  function me(url: string): FakeUsersEntry {
    const entry = current();
    if (!entry) throw fail(401, url, ERROR_DETAILS.invalidToken);
    return entry;
  }
  function canManage(entry: FakeUsersEntry): boolean {
    return (
      entry.user.role === 'super_admin' ||
      (entry.user.permissions ?? []).includes('Users Management')
    );
  }
  function manager(url: string): FakeUsersEntry {
    const entry = me(url);
    if (!canManage(entry)) throw fail(403, url, ERROR_DETAILS.forbidden);
    return entry;
  }
  function target(url: string, id: string, actor: FakeUsersEntry): FakeUsersEntry {
    const found = entries().find((entry) => entry.id === id);
    if (!found) throw fail(404, url, ERROR_DETAILS.notFound);
    if (found.user.role === 'super_admin' && actor.user.role !== 'super_admin') {
      throw fail(403, url, USER_ERROR_DETAILS.superAdminOnly);
    }
    return found;
  }
  function page<T>(items: T[], query: { page?: number; size?: number } = {}) {
    const pageNumber = query.page ?? 1;
    const size = query.size ?? 10;
    const slice =
      size === PAGE_SIZE_ALL
        ? items.slice(0, PAGE_SIZE_ALL_CAP)
        : items.slice((pageNumber - 1) * size, pageNumber * size);
    return { items: slice, total: items.length, page: pageNumber, size };
  }
  function listed(active: boolean, query: Parameters<FakeUsersCalls['list']>[0] = {}) {
    const search = query.username?.toLowerCase();
    return entries()
      .map(toUser)
      .filter((user) => user.is_active === active)
      .filter((user) => query.role === undefined || user.role === query.role)
      .filter(
        (user) => query.is_available === undefined || user.is_available === query.is_available,
      )
      .filter((user) => query.team_id === undefined || user.team_ids.includes(query.team_id))
      .filter(
        (user) =>
          !search ||
          user.username.toLowerCase().includes(search) ||
          user.full_name.toLowerCase().includes(search),
      )
      .sort(byColumn(query.sort ?? 'name', query.order ?? 'asc'));
  }

  /** The server's checks of a bulk request's ids (400 `{errors: {user_ids}}`), deduplicated. */
  function bulkIds(url: string, ids: readonly string[]): string[] {
    if (ids.length === 0) throw invalid(url, 'user_ids', 'Choose at least one user');
    if (ids.length > USERS_BULK_MAX) {
      throw invalid(url, 'user_ids', `At most ${USERS_BULK_MAX} users at a time`);
    }
    return [...new Set(ids)];
  }
  /** Runs `act` on each person the rules let through, the others skipped with the reason. */
  function bulk(
    ids: readonly string[],
    problem: (found: FakeUsersEntry | undefined) => UsersBulkSkipReason | undefined,
    act: (found: FakeUsersEntry) => void,
  ): BulkResult {
    const result: BulkResult = { done: [], skipped: [] };
    for (const id of ids) {
      const found = entries().find((entry) => entry.id === id);
      const reason = problem(found);
      if (reason || !found) result.skipped.push({ id, reason: reason ?? 'not_found' });
      else {
        act(found);
        result.done.push(id);
      }
    }
    return result;
  }
  /** The rules every bulk action shares with its single action, in the server's order. */
  function commonProblem(
    actor: FakeUsersEntry,
    found: FakeUsersEntry | undefined,
  ): UsersBulkSkipReason | undefined {
    if (!found) return 'not_found';
    if (found.id === actor.id) return 'yourself';
    if (found.user.role === 'super_admin' && actor.user.role !== 'super_admin') {
      return 'super_admin_only';
    }
    return undefined;
  }

  const sessions: Session[] = [];
  function mySessions(entry: FakeUsersEntry): Session[] {
    if (sessions.length === 0) {
      sessions.push({
        id: `${entry.id.slice(0, 24)}aaaaaaaaaaaa`,
        created_at: CREATED_AT,
        last_seen_at: CREATED_AT,
        user_agent: 'This browser',
        ip: '127.0.0.1',
        current: true,
      });
    }
    return sessions;
  }

  /**
   * As the server: an address another account (active or not) has is refused, whatever its case;
   * keeping one's own is no change.
   */
  function checkEmailFree(url: string, email: string | null | undefined, ownerId?: string): void {
    if (!email) return;
    const wanted = email.toLowerCase();
    const holder = entries().find((entry) => details(entry).email?.toLowerCase() === wanted);
    if (holder && holder.id !== ownerId) {
      throw invalid(url, 'email', USER_FIELD_MESSAGES.emailTaken);
    }
  }

  /** A new account as POST /user and POST /user/invite make it (the checks, then the row). */
  function addUser(
    url: string,
    body: Omit<CreateUserRequest, 'password' | 'must_change_password'>,
    password: string,
    more: Partial<User>,
  ): User {
    const actor = manager(url);
    if (body.role === 'super_admin' && actor.user.role !== 'super_admin') {
      throw fail(403, url, USER_ERROR_DETAILS.superAdminOnly);
    }
    const taken = entries().some(
      (entry) => entry.user.username.toLowerCase() === body.username.toLowerCase(),
    );
    if (taken) throw invalid(url, 'username', USER_FIELD_MESSAGES.usernameTaken);
    checkEmailFree(url, body.email);
    const entry: FakeUsersEntry = {
      id: fakeId(),
      user: {
        username: body.username,
        password,
        role: body.role,
        full_name: body.full_name,
        language: body.language ?? 'en',
      },
    };
    addEntry(entry);
    Object.assign(details(entry), {
      email: body.email ?? null,
      phone: body.phone ?? null,
      job_title: body.job_title ?? null,
      employee_number: body.employee_number ?? null,
      manager_id: body.manager_id ?? null,
      time_zone: body.time_zone ?? 'UTC',
      team_ids: body.team_ids ?? [],
      ...more,
    });
    return toUser(entry);
  }

  return {
    create: ({ password, must_change_password, ...body }) =>
      respond('user.create', () =>
        addUser('/api/user', body, password, {
          must_change_password: must_change_password === true,
        }),
      ),
    invite: (body) =>
      respond('user.invite', () => {
        const url = '/api/user/invite';
        manager(url);
        // No password anyone knows: the invited person chooses one through the link.
        return addUser(url, body, '', { invited_at: new Date().toISOString() });
      }),
    resendInvite: (id) =>
      respond('user.resendInvite', () => {
        const url = `/api/user/${id}/invite/resend`;
        const found = target(url, id, manager(url));
        const more = details(found);
        if (!more.invited_at || !more.is_active) {
          throw fail(409, url, USER_ERROR_DETAILS.notInvited);
        }
        if (!more.email) throw fail(409, url, USER_ERROR_DETAILS.invitationNeedsEmail);
        more.invited_at = new Date().toISOString();
        return toUser(found);
      }),
    list: (query) =>
      respond('user.list', () => {
        manager('/api/users');
        return page(listed(true, query), query);
      }),
    listMinimal: (query) =>
      respond('user.listMinimal', () => {
        me('/api/users');
        const items = listed(true, query).map(({ id, username, full_name, avatar }) => ({
          id,
          username,
          full_name,
          avatar,
        }));
        return page(items, query);
      }),
    info: (id) =>
      respond('user.info', () => {
        const url = `/api/user/${id}/info`;
        const found = entries().find((entry) => entry.id === id);
        manager(url);
        if (!found) throw fail(404, url, ERROR_DETAILS.notFound);
        return toUser(found);
      }),
    updateInfo: (id, body) =>
      respond('user.updateInfo', () => {
        const url = `/api/user/${id}/info`;
        const actor = manager(url);
        const found = target(url, id, actor);
        checkEmailFree(url, body.email, found.id);
        if (body.role !== undefined && body.role !== (found.user.role ?? 'user')) {
          if (found.id === actor.id) throw fail(403, url, USER_ERROR_DETAILS.notYourself);
          if (actor.user.role !== 'super_admin') {
            throw fail(403, url, USER_ERROR_DETAILS.superAdminOnly);
          }
          found.user.role = body.role;
        }
        if (body.username !== undefined) found.user.username = body.username;
        if (body.full_name !== undefined) found.user.full_name = body.full_name;
        if (body.language !== undefined) found.user.language = body.language;
        const more = details(found);
        if (body.email !== undefined) more.email = body.email;
        if (body.phone !== undefined) more.phone = body.phone;
        if (body.job_title !== undefined) more.job_title = body.job_title;
        if (body.employee_number !== undefined) more.employee_number = body.employee_number;
        if (body.manager_id !== undefined) more.manager_id = body.manager_id;
        if (body.time_zone !== undefined) more.time_zone = body.time_zone;
        if (body.team_ids !== undefined) more.team_ids = [...body.team_ids];
        return toUser(found);
      }),
    deactivate: (id) =>
      respond('user.deactivate', () => {
        const url = `/api/user/${id}/inactive`;
        const actor = manager(url);
        const found = target(url, id, actor);
        if (found.id === actor.id) throw fail(409, url, USER_ERROR_DETAILS.notYourself);
        const more = details(found);
        if (!more.is_active) throw fail(409, url, USER_ERROR_DETAILS.alreadyInactive);
        Object.assign(more, { is_active: false, is_available: false, deactivated_at: CREATED_AT });
        return toUser(found);
      }),
    deleteInactive: (id) =>
      respond('user.deleteInactive', () => {
        const url = `/api/user/${id}/inactive/delete`;
        const actor = manager(url);
        const found = target(url, id, actor);
        if (found.id === actor.id) throw fail(409, url, USER_ERROR_DETAILS.notYourself);
        if (details(found).is_active) throw fail(409, url, USER_ERROR_DETAILS.stillActive);
        const list = entries();
        list.splice(list.indexOf(found), 1);
        return { ok: true as const };
      }),
    listInactive: (query) =>
      respond('user.listInactive', () => {
        manager('/api/users/inactive');
        return page(listed(false, query), query);
      }),
    reactivate: (id) =>
      respond('user.reactivate', () => {
        const url = '/api/user/deleted/active';
        const actor = manager(url);
        const found = target(url, id, actor);
        const more = details(found);
        if (more.is_active) throw fail(409, url, USER_ERROR_DETAILS.alreadyActive);
        Object.assign(more, { is_active: true, deactivated_at: null });
        return toUser(found);
      }),
    resetPassword: (body) =>
      respond('user.resetPassword', () => {
        const url = '/api/user/password';
        const actor = manager(url);
        const found = target(url, body.user_id, actor);
        if (found.id === actor.id) throw fail(409, url, USER_ERROR_DETAILS.notYourself);
        found.user.password = body.password;
        // A password that works ends a pending invitation.
        Object.assign(details(found), {
          must_change_password: body.must_change_password === true,
          invited_at: null,
        });
        return { ok: true as const };
      }),
    bulkDeactivate: (userIds) =>
      respond('user.bulkDeactivate', () => {
        const url = '/api/users/bulk/deactivate';
        const actor = manager(url);
        return bulk(
          bulkIds(url, userIds),
          (found) => {
            const common = commonProblem(actor, found);
            if (common || !found) return common;
            if (!details(found).is_active) return 'already_inactive';
            const otherSuperAdmins = entries().filter(
              (entry) =>
                entry.id !== found.id &&
                entry.user.role === 'super_admin' &&
                details(entry).is_active,
            );
            if (found.user.role === 'super_admin' && otherSuperAdmins.length === 0) {
              return 'last_super_admin';
            }
            return undefined;
          },
          (found) =>
            Object.assign(details(found), {
              is_active: false,
              is_available: false,
              deactivated_at: new Date().toISOString(),
            }),
        );
      }),
    bulkAddToTeam: (userIds, teamId) =>
      respond('user.bulkAddToTeam', () => {
        const url = '/api/users/bulk/add-to-team';
        const actor = manager(url);
        if (!teams?.holdsMasterKey(actor.id)) {
          throw fail(403, url, ERROR_DETAILS.masterPasswordRequired);
        }
        const ids = bulkIds(url, userIds);
        if (teams.teamName(teamId) === undefined) {
          throw invalid(url, 'team_id', USER_FIELD_MESSAGES.unknownTeam);
        }
        // Teams carry permissions: below super admin, nobody grants what they do not hold.
        const held = new Set(actor.user.permissions ?? []);
        if (
          actor.user.role !== 'super_admin' &&
          teams.permissionsOf(teamId).some((permission) => !held.has(permission))
        ) {
          throw fail(403, url, USER_ERROR_DETAILS.teamBeyondOwnPermissions);
        }
        const result = bulk(
          ids,
          (found) =>
            commonProblem(actor, found) ??
            (found && details(found).team_ids.includes(teamId) ? 'already_member' : undefined),
          (found) => details(found).team_ids.push(teamId),
        );
        teams.addMembers(teamId, result.done);
        return result;
      }),
    exportUsers: ({ format, inactive, ...query }) =>
      respond('user.exportUsers', () => {
        manager('/api/users/export');
        const usernames = new Map(entries().map((entry) => [entry.id, entry.user.username]));
        const rows = listed(inactive !== true, query)
          .slice(0, USERS_EXPORT_MAX)
          .map((user) => ({
            ...user,
            manager: user.manager_id ? (usernames.get(user.manager_id) ?? null) : null,
            teams: user.team_ids.map((id) => teams?.teamName(id) ?? id),
            active: user.is_active,
          }));
        // No workbook writer in the fake (exceljs is the server's): an xlsx answer carries the
        // same rows as CSV text under the workbook's media type, enough for a download.
        return new Blob([usersCsv(rows)], { type: USERS_EXPORT_TYPES[format] });
      }),
    ...createFakeUsersImport({
      respond,
      manager: (url) => ({ role: manager(url).user.role ?? 'user' }),
      users: () => entries().map(toUser),
      create: (url, body) => addUser(url, body, '', {}),
    }),
    updateProfile: (body) =>
      respond('user.updateProfile', () => {
        const entry = me('/api/user/profile');
        checkEmailFree('/api/user/profile', body.email, entry.id);
        if (body.full_name !== undefined) entry.user.full_name = body.full_name;
        if (body.language !== undefined) entry.user.language = body.language;
        const more = details(entry);
        if (body.email !== undefined) more.email = body.email;
        if (body.phone !== undefined) more.phone = body.phone;
        if (body.job_title !== undefined) more.job_title = body.job_title;
        if (body.time_zone !== undefined) more.time_zone = body.time_zone;
        return toUser(entry);
      }),
    changePassword: (body) =>
      respond('user.changePassword', () => {
        const url = '/api/user/profile/password';
        const entry = me(url);
        if (entry.user.password !== body.current_password) {
          throw invalid(url, 'current_password', USER_FIELD_MESSAGES.wrongPassword);
        }
        entry.user.password = body.password;
        details(entry).must_change_password = false;
        return { ok: true as const };
      }),
    uploadImage: () =>
      respond('user.uploadImage', () => {
        const entry = me('/api/user/profile/image');
        const avatar = `/api/user/${entry.id}/image?v=${fakeId().slice(-12)}`;
        details(entry).avatar = avatar;
        return { avatar };
      }),
    deleteImage: () =>
      respond('user.deleteImage', () => {
        details(me('/api/user/profile/image')).avatar = null;
        return { avatar: null };
      }),
    setUserImage: (userId) =>
      respond('user.setUserImage', () => {
        const url = `/api/user/${userId}/image`;
        manager(url);
        const found = entries().find((entry) => entry.id === userId);
        if (!found) throw fail(404, url, ERROR_DETAILS.notFound);
        const avatar = `${url}?v=${fakeId().slice(-12)}`;
        details(found).avatar = avatar;
        return { avatar };
      }),
    deleteUserImage: (userId) =>
      respond('user.deleteUserImage', () => {
        const url = `/api/user/${userId}/image`;
        manager(url);
        const found = entries().find((entry) => entry.id === userId);
        if (!found) throw fail(404, url, ERROR_DETAILS.notFound);
        details(found).avatar = null;
        return { avatar: null };
      }),
    forgotPassword: () => respond('user.forgotPassword', () => ({ ok: true as const })),
    resetPasswordWithToken: (body) =>
      respond('user.resetPasswordWithToken', () => {
        // The fake accepts any token except the word "expired" (for the error story).
        if (body.token === 'expired') {
          throw fail(400, '/api/user/reset-password', USER_ERROR_DETAILS.invalidResetToken);
        }
        return { ok: true as const };
      }),
    sessions: () =>
      respond('user.sessions', () => {
        const list = mySessions(me('/api/user/sessions'));
        return { items: [...list], total: list.length, page: 1, size: PAGE_SIZE_ALL };
      }),
    endOtherSessions: () =>
      respond('user.endOtherSessions', () => {
        const list = mySessions(me('/api/user/sessions/others'));
        const others = list.filter((session) => !session.current).length;
        list.splice(0, list.length, ...list.filter((session) => session.current));
        return { ended: others };
      }),
    endSession: (id) =>
      respond('user.endSession', () => {
        const url = `/api/user/session/${id}`;
        const list = mySessions(me(url));
        const index = list.findIndex((session) => session.id === id);
        if (index < 0) throw fail(404, url, ERROR_DETAILS.notFound);
        list.splice(index, 1);
        return { ended: 1 };
      }),
    storySummary: (userId) =>
      respond('user.storySummary', () => {
        const url = `/api/task/story/user/${userId}`;
        me(url);
        if (!entries().some((entry) => entry.id === userId)) {
          throw fail(404, url, ERROR_DETAILS.notFound);
        }
        return {
          user_id: userId,
          projects: [],
          totals: {
            stories: 0,
            done: 0,
            in_progress: 0,
            overdue: 0,
            by_group: {
              backlog: 0,
              unstarted: 0,
              started: 0,
              review: 0,
              completed: 0,
              cancelled: 0,
            },
          },
        };
      }),
  };
}
