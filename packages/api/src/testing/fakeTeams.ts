import { buildAbilityRules, createAppAbility } from '../abilities/buildAbilityRules.ts';
import { PERMISSION_NAMES, PERMISSION_SUBJECTS } from '../abilities/subjects.ts';
import { ApiError } from '../client/ApiError.ts';
import type { AuditResource } from '../client/resources/audit.ts';
import type { PermissionResource } from '../client/resources/permission.ts';
import type { SettingsResource } from '../client/resources/settings.ts';
import type { TeamResource } from '../client/resources/team.ts';
import type { AuditEntry } from '../contracts/audit.ts';
import { DEFAULT_PAGE_SIZE, ERROR_DETAILS, PAGE_SIZE_ALL } from '../contracts/common.ts';
import { MASTER_PASSWORD_NOT_SET } from '../contracts/permission.ts';
import {
  settingsSchema,
  updateSettingsRequestSchema,
  type Settings,
} from '../contracts/settings.ts';
import {
  createTeamRequestSchema,
  updateTeamRequestSchema,
  type TeamDetail,
} from '../contracts/team.ts';
import type { Role } from '../contracts/user.ts';
import { createFakeAudit } from './fakeAudit.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeTeamsUser {
  id: string;
  username: string;
  full_name: string;
  role: Role;
  permissions: string[];
}

export interface FakeTeamsOptions {
  /** The master password the fake accepts; none set when omitted. */
  masterPassword?: string;
  /** The audit log at the start, newest first (stories and tests of the audit screen). */
  audit?: AuditEntry[];
}

/** What the fake users calls need from the teams (bulk add to a team), with the server's rules. */
export interface FakeTeamMembership {
  /** The team's name, or undefined when there is no such team. */
  teamName(teamId: string): string | undefined;
  /** The permission names the team grants its members. */
  permissionsOf(teamId: string): string[];
  /** Whether the user's session holds a verified master key. */
  holdsMasterKey(userId: string): boolean;
  /** Makes the users members (not leads) of the team; members stay as they are. */
  addMembers(teamId: string, userIds: readonly string[]): void;
  /** The ids of the team's members (none for an unknown team). */
  membersOf(teamId: string): string[];
}

export interface FakeTeams {
  permission: PermissionResource;
  team: TeamResource;
  settings: SettingsResource;
  audit: AuditResource;
  membership: FakeTeamMembership;
}

const SETTINGS_DEFAULTS: Settings = {
  attendancePromptIntervalMinutes: 60,
  attendancePromptGraceSeconds: 60,
  autoCheckoutHour: 22,
  autoCheckoutToleranceMinutes: 60,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  driveMaxFileMegabytes: 2048,
  driveQuotaMegabytes: 10 * 1024,
  driveTrashRetentionDays: 30,
  driveLinkDefaultExpiryDays: 14,
  driveLinkMaxExpiryDays: 365,
};

function detail(status: number, url: string, text: string): ApiError {
  return new ApiError({ kind: 'detail', status, url, detail: text });
}

function invalid(url: string, fieldErrors: Record<string, string[]>): ApiError {
  return new ApiError({ kind: 'validation', status: 400, url, fieldErrors });
}

/** zod issues as the server's `{errors}` map (path joined by '.', '_' for the root). */
function zodFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Teams, team permissions, the master key, settings and the audit log in memory, with the
 * server's rules: Team ability, super-admin-only settings and audit, master key before
 * permission and member changes, case-insensitive unique names, unknown ids 404.
 */
export function createFakeTeams(
  respond: Respond,
  currentUser: (url: string) => FakeTeamsUser,
  allUsers: () => FakeTeamsUser[],
  nextId: () => string,
  options: FakeTeamsOptions = {},
): FakeTeams {
  interface StoredTeam {
    id: string;
    name: string;
    description: string | null;
    color: string | null;
    permissions: string[];
    members: Array<{ userId: string; isLead: boolean }>;
    created_at: string;
    updated_at: string;
  }
  const teams: StoredTeam[] = [];
  const audit: AuditEntry[] = [...(options.audit ?? [])];
  let settings: Settings = { ...SETTINGS_DEFAULTS };
  let masterPassword = options.masterPassword;
  let masterKeyHolder: string | undefined;

  const now = () => new Date().toISOString();
  const withTeam = (url: string) => {
    const user = currentUser(url);
    const rules = buildAbilityRules({ role: user.role, permissions: user.permissions });
    if (!createAppAbility(rules).can('manage', 'Team')) {
      throw detail(403, url, ERROR_DETAILS.forbidden);
    }
    return user;
  };
  const superAdmin = (url: string) => {
    const user = currentUser(url);
    if (user.role !== 'super_admin') throw detail(403, url, ERROR_DETAILS.forbidden);
    return user;
  };
  const requireMasterKey = (url: string, user: FakeTeamsUser) => {
    if (masterKeyHolder !== user.id) throw detail(403, url, ERROR_DETAILS.masterPasswordRequired);
  };
  const find = (id: string, url: string) => {
    const team = teams.find((entry) => entry.id === id);
    if (!team) throw detail(404, url, ERROR_DETAILS.notFound);
    return team;
  };
  const record = (actor: FakeTeamsUser, action: string, targetId?: string) => {
    audit.unshift({
      id: nextId(),
      actor: { id: actor.id, username: actor.username, full_name: actor.full_name },
      action,
      target_type: targetId ? 'team' : 'settings',
      target_id: targetId ?? null,
      details: {},
      ip: null,
      created_at: now(),
    });
  };
  const person = (userId: string) => {
    const user = allUsers().find((entry) => entry.id === userId);
    return { id: userId, username: user?.username ?? '', full_name: user?.full_name ?? '' };
  };
  const toDetail = (team: StoredTeam): TeamDetail => ({
    id: team.id,
    name: team.name,
    description: team.description,
    color: team.color,
    member_count: team.members.length,
    leads: team.members.filter((member) => member.isLead).map((member) => person(member.userId)),
    permissions: [...team.permissions],
    created_at: team.created_at,
    updated_at: team.updated_at,
    members: team.members.map((member) => ({ ...person(member.userId), is_lead: member.isLead })),
  });
  const nameTaken = (name: string, exceptId?: string) =>
    teams.some((team) => team.id !== exceptId && team.name.toLowerCase() === name.toLowerCase());
  function page<T>(items: T[], query: { page?: number; size?: number }) {
    const size = query.size ?? DEFAULT_PAGE_SIZE;
    const pageNumber = query.page ?? 1;
    if (size === PAGE_SIZE_ALL) return { items, total: items.length, page: 1, size };
    const start = (pageNumber - 1) * size;
    return { items: items.slice(start, start + size), total: items.length, page: pageNumber, size };
  }

  const permission: PermissionResource = {
    services: () =>
      respond('permission.services', () => {
        withTeam('/api/user/permission/services');
        return {
          items: PERMISSION_NAMES.map((name) => ({ name, subject: PERMISSION_SUBJECTS[name] })),
        };
      }),
    teamPermissions: (teamId) =>
      respond('permission.teamPermissions', () => {
        const url = `/api/user/permission/team/${teamId}`;
        withTeam(url);
        return { team_id: teamId, permissions: [...find(teamId, url).permissions] };
      }),
    updateTeamPermissions: (teamId, permissions) =>
      respond('permission.updateTeamPermissions', () => {
        const url = `/api/user/permission/team/${teamId}`;
        const user = withTeam(url);
        requireMasterKey(url, user);
        const team = find(teamId, url);
        const errors: Record<string, string[]> = {};
        permissions.forEach((name, index) => {
          if (!Object.hasOwn(PERMISSION_SUBJECTS, name)) {
            errors[`permissions.${index}`] = [`Unknown permission "${name}"`];
          }
        });
        if (Object.keys(errors).length > 0) throw invalid(url, errors);
        team.permissions = [...new Set(permissions)].sort();
        record(user, 'authz_change', team.id);
        return { team_id: team.id, permissions: [...team.permissions] };
      }),
    masterKey: (password) =>
      respond('permission.masterKey', () => {
        const url = '/api/user/permission/master-key';
        const user = currentUser(url);
        if (masterPassword === undefined) throw detail(409, url, MASTER_PASSWORD_NOT_SET);
        if (password !== masterPassword)
          throw detail(400, url, ERROR_DETAILS.invalidMasterPassword);
        masterKeyHolder = user.id;
        return {
          masterkey_token: `fake-master-key-${nextId()}`,
          expires_at: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
        };
      }),
  };

  const team: TeamResource = {
    list: (query = {}) =>
      respond('team.list', () => {
        withTeam('/api/teams');
        const needle = query.name?.trim().toLowerCase() ?? '';
        const rows = teams
          .filter((entry) => entry.name.toLowerCase().includes(needle))
          .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
          .map((entry) => {
            const { members: _members, ...summary } = toDetail(entry);
            return summary;
          });
        return page(rows, query);
      }),
    create: (body) =>
      respond('team.create', () => {
        const url = '/api/team';
        const user = withTeam(url);
        const parsed = createTeamRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, zodFieldErrors(parsed.error.issues));
        if (nameTaken(parsed.data.name)) {
          throw invalid(url, { name: ['A team with this name already exists'] });
        }
        const stored: StoredTeam = {
          id: nextId(),
          name: parsed.data.name,
          description: parsed.data.description || null,
          color: parsed.data.color ?? null,
          permissions: [],
          members: [],
          created_at: now(),
          updated_at: now(),
        };
        teams.push(stored);
        record(user, 'team_created', stored.id);
        return toDetail(stored);
      }),
    get: (id) =>
      respond('team.get', () => {
        const url = `/api/team/${id}`;
        withTeam(url);
        return toDetail(find(id, url));
      }),
    update: (id, body) =>
      respond('team.update', () => {
        const url = `/api/team/${id}`;
        const user = withTeam(url);
        const stored = find(id, url);
        const parsed = updateTeamRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, zodFieldErrors(parsed.error.issues));
        if (parsed.data.name !== undefined && nameTaken(parsed.data.name, id)) {
          throw invalid(url, { name: ['A team with this name already exists'] });
        }
        if (parsed.data.name !== undefined) stored.name = parsed.data.name;
        if (parsed.data.description !== undefined) {
          stored.description = parsed.data.description || null;
        }
        if (parsed.data.color !== undefined) stored.color = parsed.data.color;
        stored.updated_at = now();
        record(user, 'team_updated', id);
        return toDetail(stored);
      }),
    remove: (id) =>
      respond('team.remove', () => {
        const url = `/api/team/${id}`;
        const user = withTeam(url);
        teams.splice(teams.indexOf(find(id, url)), 1);
        record(user, 'team_deleted', id);
        return { ok: true as const };
      }),
    setMembers: (id, members) =>
      respond('team.setMembers', () => {
        const url = `/api/team/${id}/members`;
        const user = withTeam(url);
        requireMasterKey(url, user);
        const stored = find(id, url);
        const known = new Set(allUsers().map((entry) => entry.id));
        const seen = new Set<string>();
        const errors: Record<string, string[]> = {};
        members.forEach((member, index) => {
          if (seen.has(member.user_id)) errors[`members.${index}.user_id`] = ['Listed twice'];
          else if (!known.has(member.user_id))
            errors[`members.${index}.user_id`] = ['Unknown user'];
          seen.add(member.user_id);
        });
        if (Object.keys(errors).length > 0) throw invalid(url, errors);
        stored.members = members.map((member) => ({
          userId: member.user_id,
          isLead: member.is_lead ?? false,
        }));
        record(user, 'authz_change', id);
        return toDetail(stored);
      }),
  };

  const settingsResource: SettingsResource = {
    get: () =>
      respond('settings.get', () => {
        superAdmin('/api/settings');
        return { ...settings };
      }),
    update: (patch) =>
      respond('settings.update', () => {
        const url = '/api/settings';
        const user = superAdmin(url);
        const parsed = updateSettingsRequestSchema.safeParse(patch);
        if (!parsed.success) throw invalid(url, zodFieldErrors(parsed.error.issues));
        settings = settingsSchema.parse({ ...settings, ...parsed.data });
        record(user, 'settings_changed');
        return { ...settings };
      }),
    masterPasswordState: () =>
      respond('settings.masterPasswordState', () => {
        currentUser('/api/settings/master-password');
        return { hasMasterPassword: masterPassword !== undefined };
      }),
    setMasterPassword: (body) =>
      respond('settings.setMasterPassword', () => {
        const url = '/api/settings/master-password';
        const user = superAdmin(url);
        if (masterPassword !== undefined) requireMasterKey(url, user);
        if (body.password.length < 8) {
          throw invalid(url, { password: ['Must be at least 8 characters long'] });
        }
        // As the server: a rotation needs the current password as well as the master key.
        if (masterPassword !== undefined) {
          if (body.current_password === undefined) {
            throw invalid(url, { current_password: ['This field is required'] });
          }
          if (body.current_password !== masterPassword) {
            throw invalid(url, { current_password: [ERROR_DETAILS.invalidMasterPassword] });
          }
        }
        const rotation = masterPassword !== undefined;
        masterPassword = body.password;
        if (rotation) masterKeyHolder = undefined;
        record(user, rotation ? 'master_password_changed' : 'master_password_set');
        return { ok: true as const };
      }),
  };

  const auditResource = createFakeAudit(respond, superAdmin, audit);

  const membership: FakeTeamMembership = {
    teamName: (teamId) => teams.find((entry) => entry.id === teamId)?.name,
    permissionsOf: (teamId) => [...(teams.find((entry) => entry.id === teamId)?.permissions ?? [])],
    holdsMasterKey: (userId) => masterKeyHolder === userId,
    addMembers: (teamId, userIds) => {
      const stored = teams.find((entry) => entry.id === teamId);
      if (!stored) return;
      for (const userId of userIds) {
        if (!stored.members.some((member) => member.userId === userId)) {
          stored.members.push({ userId, isLead: false });
        }
      }
    },
    membersOf: (teamId) =>
      teams.find((entry) => entry.id === teamId)?.members.map((member) => member.userId) ?? [],
  };

  return { permission, team, settings: settingsResource, audit: auditResource, membership };
}
