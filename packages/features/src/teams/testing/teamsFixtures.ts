// Test and story fixtures of the teams area (not exported): a fake API with people, teams, leads
// and permissions, and a session signed in as the manager.
import type { FakeApiOptions } from '@atrium/api/testing';
import { createFakeApi, FAKE_ADMIN, type FakeApi } from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

export const MASTER_PASSWORD = 'open sesame';
const PASSWORD = 'correct horse battery';

export interface SeededTeam {
  name: string;
  description?: string;
  /** Usernames; leads are marked with a leading `*`. */
  members: string[];
  permissions: string[];
}

export interface SeededPerson {
  username: string;
  full_name: string;
}

export const PEOPLE: SeededPerson[] = [
  { username: 'huda', full_name: 'Huda Saleh' },
  { username: 'omar', full_name: 'Omar Haddad' },
  { username: 'lina', full_name: 'Lina Nasser' },
  { username: 'karim', full_name: 'Karim Khalil' },
  { username: 'sara', full_name: 'Sara Mansour' },
  { username: 'yousef', full_name: 'Yousef Aziz' },
];

export const PEOPLE_AR: SeededPerson[] = [
  { username: 'huda', full_name: 'هدى صالح' },
  { username: 'omar', full_name: 'عمر حداد' },
  { username: 'lina', full_name: 'لينا ناصر' },
  { username: 'karim', full_name: 'كريم خليل' },
  { username: 'sara', full_name: 'سارة منصور' },
  { username: 'yousef', full_name: 'يوسف عزيز' },
];

export const TEAMS: SeededTeam[] = [
  {
    name: 'Design',
    description: 'Brand, layouts and illustration',
    members: ['*huda', 'lina', 'karim'],
    permissions: ['Drive', 'Image Editing', 'Task Management'],
  },
  { name: 'Marketing', members: ['*lina', 'karim'], permissions: ['Announcements'] },
  { name: 'Video', members: ['*omar', 'yousef'], permissions: ['Drive', 'Video Editing'] },
];

export const TEAMS_AR: SeededTeam[] = [
  { ...TEAMS[0]!, name: 'التصميم', description: 'الهوية والتخطيط والرسم' },
  { ...TEAMS[1]!, name: 'التسويق' },
  { ...TEAMS[2]!, name: 'الفيديو' },
];

export interface TeamsFakeOptions extends Pick<FakeApiOptions, 'latencyMs' | 'failWith'> {
  people?: SeededPerson[];
  teams?: SeededTeam[];
  /** Who is signed in (default the super admin `admin`). */
  signedInAs?: { username: string; role: 'super_admin' | 'admin' | 'user'; permissions?: string[] };
}

export interface TeamsFake {
  api: FakeApi;
  session: SessionStore;
  /** Seeded team ids by name. */
  teamIds: Map<string, string>;
  /** Seeded user ids by username. */
  userIds: Map<string, string>;
}

/**
 * Seeds through the fake's own calls, as a separate super admin (`seeder`) who holds the master
 * key, then signs in as the manager, who does not: their first protected save asks for it.
 */
export async function createTeamsFake(options: TeamsFakeOptions = {}): Promise<TeamsFake> {
  const manager = options.signedInAs ?? { username: FAKE_ADMIN.username, role: 'super_admin' };
  const seeder = { username: 'seeder', password: PASSWORD, role: 'super_admin' as const };
  const users = [
    FAKE_ADMIN,
    seeder,
    ...(manager.username === FAKE_ADMIN.username
      ? []
      : [
          {
            username: manager.username,
            password: PASSWORD,
            role: manager.role,
            permissions: manager.permissions ?? [],
            full_name: 'Rana Manager',
          },
        ]),
    ...(options.people ?? PEOPLE).map((person) => ({ ...person, password: PASSWORD })),
  ];
  // Seeded without latency or failure; both are switched on afterwards.
  const fakeOptions: FakeApiOptions = {
    users,
    signedInAs: seeder.username,
    masterPassword: MASTER_PASSWORD,
  };
  const api = createFakeApi(fakeOptions);
  const all = await api.user.listMinimal({ size: -1 });
  const userIds = new Map(all.items.map((user) => [user.username, user.id]));
  const teamIds = new Map<string, string>();
  await api.permission.masterKey(MASTER_PASSWORD);
  for (const seeded of options.teams ?? TEAMS) {
    const team = await api.team.create({
      name: seeded.name,
      ...(seeded.description ? { description: seeded.description } : {}),
    });
    teamIds.set(seeded.name, team.id);
    await api.team.setMembers(
      team.id,
      seeded.members.map((entry) => ({
        user_id: userIds.get(entry.replace(/^\*/, ''))!,
        is_lead: entry.startsWith('*'),
      })),
    );
    if (seeded.permissions.length > 0) {
      await api.permission.updateTeamPermissions(team.id, seeded.permissions);
    }
  }
  await api.user.login({
    username: manager.username,
    password: manager.username === FAKE_ADMIN.username ? FAKE_ADMIN.password : PASSWORD,
  });
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  api.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return { api, session, teamIds, userIds };
}
