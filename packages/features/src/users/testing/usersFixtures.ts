// Test and story fixtures of the users area (not exported): a fake API with teams, people and
// availability, and a session signed in as the manager.
import { createFakeApi, FAKE_ADMIN, type FakeApi, type FakeApiOptions } from '@atrium/api/testing';
import type { User } from '@atrium/api';
import { ApiError, ERROR_DETAILS } from '@atrium/api';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';
import { createMasterKeyStore, type MasterKeyStore } from '../../masterKey/index.ts';

/** The master password every seeded fake accepts. */
export const MASTER_PASSWORD = 'open sesame';

export interface SeededPerson {
  username: string;
  full_name: string;
  role?: 'super_admin' | 'admin' | 'user';
  email?: string;
  job_title?: string;
  teams?: string[];
  online?: boolean;
  inactive?: boolean;
  /** Start / Finish Working once each (status history entries). */
  worked?: boolean;
  /** Invited by e-mail and not accepted yet (needs `email`): no password, invitation pending. */
  invited?: boolean;
}

export const TEAM_NAMES = ['Design', 'Marketing', 'Video'] as const;

export const PEOPLE: SeededPerson[] = [
  {
    username: 'huda',
    full_name: 'Huda Saleh',
    role: 'admin',
    email: 'huda@atrium.test',
    job_title: 'Art director',
    teams: ['Design'],
    online: true,
    worked: true,
  },
  {
    username: 'omar',
    full_name: 'Omar Haddad',
    email: 'omar@atrium.test',
    job_title: 'Video editor',
    teams: ['Video'],
    online: true,
  },
  { username: 'lina', full_name: 'Lina Nasser', teams: ['Marketing', 'Design'] },
  { username: 'karim', full_name: 'Karim Khalil', teams: ['Marketing'] },
  { username: 'sara', full_name: 'Sara Mansour', role: 'admin' },
  { username: 'yousef', full_name: 'Yousef Aziz', teams: ['Video'] },
  { username: 'maya', full_name: 'Maya Farah', inactive: true, teams: ['Design'] },
];

export const PEOPLE_AR: SeededPerson[] = [
  { ...PEOPLE[0]!, full_name: 'هدى صالح', job_title: 'مديرة فنية' },
  { ...PEOPLE[1]!, full_name: 'عمر حداد', job_title: 'محرر فيديو' },
  { ...PEOPLE[2]!, full_name: 'لينا ناصر' },
  { ...PEOPLE[3]!, full_name: 'كريم خليل' },
  { ...PEOPLE[4]!, full_name: 'سارة منصور' },
  { ...PEOPLE[5]!, full_name: 'يوسف عزيز' },
  { ...PEOPLE[6]!, full_name: 'مايا فرح' },
];

const PASSWORD = 'correct horse battery';

export interface UsersFakeOptions extends Pick<
  FakeApiOptions,
  'latencyMs' | 'failWith' | 'masterPassword'
> {
  people?: SeededPerson[];
  teams?: readonly string[];
  /** Who is signed in (default the super admin `admin`). */
  signedInAs?: { username: string; role: 'super_admin' | 'admin' | 'user'; permissions?: string[] };
}

export interface UsersFake {
  api: FakeApi;
  session: SessionStore;
  /** Give it to MasterKeyProvider: the protected user calls need its token, as on the server. */
  masterKey: MasterKeyStore;
  /** Seeded users by username. */
  users: Map<string, User>;
  teams: Map<string, string>;
}

/**
 * The fake keeps availability apart from the users (only Start Working changes it, for the
 * signed-in user), so the lists report the seeded `online` people as available and filter on it,
 * as the server does.
 */
function withAvailability(api: FakeApi, online: () => Set<string>): void {
  const list = api.user.list;
  const info = api.user.info;
  const mark = (user: User): User => ({ ...user, is_available: online().has(user.id) });
  api.user.list = async (query = {}) => {
    const { is_available, ...rest } = query;
    const all = await list({ ...rest, page: 1, size: -1 });
    const items = all.items
      .map(mark)
      .filter((user) => is_available === undefined || user.is_available === is_available);
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const slice = size === -1 ? items : items.slice((page - 1) * size, page * size);
    return { items: slice, total: items.length, page, size };
  };
  api.user.info = async (id) => mark(await info(id));
}

/** A fake API seeded with teams and people, and a session signed in as the manager. */
export async function createUsersFake(options: UsersFakeOptions = {}): Promise<UsersFake> {
  const people = options.people ?? PEOPLE;
  const manager = options.signedInAs ?? { username: FAKE_ADMIN.username, role: 'super_admin' };
  const managerUser =
    manager.username === FAKE_ADMIN.username
      ? FAKE_ADMIN
      : {
          username: manager.username,
          password: PASSWORD,
          role: manager.role,
          permissions: manager.permissions ?? [],
          full_name: 'Rana Manager',
        };
  // Seeded without latency or failure; both are switched on afterwards.
  const api = createFakeApi({
    users: [managerUser, FAKE_ADMIN.username === manager.username ? null : FAKE_ADMIN].filter(
      (user): user is typeof FAKE_ADMIN => user !== null,
    ),
    signedInAs: FAKE_ADMIN.username,
    masterPassword: options.masterPassword ?? MASTER_PASSWORD,
  });
  const teams = new Map<string, string>();
  for (const name of options.teams ?? TEAM_NAMES) {
    const team = await api.team.create({ name });
    teams.set(name, team.id);
  }
  const users = new Map<string, User>();
  const online = new Set<string>();
  for (const person of people) {
    const fields = {
      username: person.username,
      full_name: person.full_name,
      role: person.role ?? 'user',
      job_title: person.job_title ?? null,
      team_ids: (person.teams ?? []).map((name) => teams.get(name)!).filter(Boolean),
    };
    let user = person.invited
      ? await api.user.invite({
          ...fields,
          email: person.email ?? `${person.username}@atrium.test`,
        })
      : await api.user.create({ ...fields, password: PASSWORD, email: person.email ?? null });
    if (person.worked) {
      await api.user.login({ username: person.username, password: PASSWORD });
      await api.attendance.setStatus(true);
      await api.attendance.setStatus(false);
      await api.user.login({ username: FAKE_ADMIN.username, password: FAKE_ADMIN.password });
    }
    if (person.inactive) user = await api.user.deactivate(user.id);
    if (person.online) online.add(user.id);
    users.set(person.username, user);
  }
  await api.user.login(
    manager.username === FAKE_ADMIN.username
      ? { username: FAKE_ADMIN.username, password: FAKE_ADMIN.password }
      : { username: manager.username, password: PASSWORD },
  );
  withAvailability(api, () => online);
  const masterKey = createMasterKeyStore({ storage: undefined });
  requireMasterKey(api, masterKey);
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  api.calls.length = 0;
  if (options.latencyMs !== undefined || options.failWith) slowDown(api, options);
  return { api, session, masterKey, users, teams };
}

/**
 * Permanent delete and admin password reset answer 403 "Master password required" without a
 * verified master-key token (the real client sends the store's token; the fake leaves that
 * check to the server, so it is added here).
 */
function requireMasterKey(api: FakeApi, store: MasterKeyStore): void {
  const guard =
    <A extends unknown[], R>(url: string, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      store.token()
        ? call(...args)
        : Promise.reject(
            new ApiError({
              kind: 'detail',
              status: 403,
              url,
              detail: ERROR_DETAILS.masterPasswordRequired,
            }),
          );
  api.user.deleteInactive = guard('/api/user/:id/inactive/delete', api.user.deleteInactive);
  api.user.resetPassword = guard('/api/user/password', api.user.resetPassword);
}

/** Every later call waits (`Infinity`: forever) or fails, as createFakeApi's options would. */
function slowDown(api: FakeApi, options: Pick<FakeApiOptions, 'latencyMs' | 'failWith'>): void {
  for (const resource of Object.values(api)) {
    if (!resource || typeof resource !== 'object' || Array.isArray(resource)) continue;
    const calls = resource as Record<string, unknown>;
    for (const [name, call] of Object.entries(calls)) {
      if (typeof call !== 'function') continue;
      calls[name] = async (...args: unknown[]) => {
        if (options.latencyMs === Infinity) return new Promise(() => undefined);
        if (options.latencyMs)
          await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        if (options.failWith) throw options.failWith;
        return (call as (...rest: unknown[]) => unknown)(...args);
      };
    }
  }
}
