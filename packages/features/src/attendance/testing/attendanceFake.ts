import {
  ApiError,
  ERROR_DETAILS,
  type AttendanceState,
  type Notification,
  type Profile,
  type Role,
  type TeamDetail,
  type UserStatus,
} from '@atrium/api';
import { createFakeApi, type FakeApi, fakeProfile } from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';
import {
  installAttendanceHistory,
  type AttendanceHistoryFixture,
} from './attendanceHistoryFake.ts';

/** A fixed morning keeps screenshots and "since" texts stable: Sunday 22 November 2026, 11:00. */
export const ATTENDANCE_NOW = new Date(2026, 10, 22, 11, 0);

const at = (hours: number, minutes = 0, dayOffset = 0) =>
  new Date(2026, 10, 22 + dayOffset, hours, minutes).toISOString();

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ME_ID = id(1);

/** Everyone on the board: working, finished today and not started today. */
export const BOARD_STATUSES: UserStatus[] = [
  person(1, 'layla', 'Layla Haddad', true, at(8, 30)),
  person(2, 'omar', 'Omar Khalil', true, at(9, 5)),
  person(3, 'sara', 'Sara Nasser', false, at(10, 15)),
  person(4, 'youssef', 'Youssef Amin', false, at(17, 40, -1)),
  person(5, 'mona', 'Mona Farouk', false, null),
  person(6, 'karim', 'Karim Said', true, at(7, 45)),
  person(7, 'huda', 'Huda Saleh', false, at(16, 0, -3)),
];

function person(
  n: number,
  username: string,
  full_name: string,
  is_available: boolean,
  since: string | null,
): UserStatus {
  return {
    user_id: id(n),
    username,
    full_name,
    is_available,
    since,
    session_id: is_available ? id(100 + n) : null,
  };
}

/**
 * The board when everyone has a working calendar (issue 23): the server's states decide the
 * columns, and the board says who is late, on leave or off today.
 */
export const SCHEDULE_STATUSES: UserStatus[] = [
  { ...person(1, 'layla', 'Layla Haddad', true, at(8, 30)), availability: 'working' },
  {
    ...person(2, 'omar', 'Omar Khalil', false, at(17, 5, -1)),
    availability: 'not_started',
    minutes_late: 12,
  },
  {
    ...person(3, 'sara', 'Sara Nasser', false, at(17, 0, -1)),
    availability: 'on_leave',
    minutes_late: null,
  },
  {
    ...person(4, 'youssef', 'Youssef Amin', false, at(17, 40, -1)),
    availability: 'off_today',
    minutes_late: null,
  },
  {
    ...person(5, 'mona', 'Mona Farouk', false, at(10, 15)),
    availability: 'finished',
    minutes_late: null,
  },
  {
    ...person(6, 'karim', 'Karim Said', false, at(16, 0, -3)),
    availability: 'not_started',
    minutes_late: 0,
  },
  {
    ...person(7, 'huda', 'Huda Saleh', false, at(16, 0, -3)),
    availability: 'absent',
    minutes_late: null,
  },
];

function team(n: number, name: string, memberIds: number[]): TeamDetail {
  const members = memberIds.map((member) => {
    const status = BOARD_STATUSES.find((entry) => entry.user_id === id(member));
    return {
      id: id(member),
      username: status?.username ?? `user${member}`,
      full_name: status?.full_name ?? `User ${member}`,
      is_lead: member === memberIds[0],
    };
  });
  return {
    id: id(200 + n),
    name,
    description: null,
    color: null,
    member_count: members.length,
    leads: members.filter((member) => member.is_lead).map(({ is_lead: _lead, ...rest }) => rest),
    permissions: [],
    created_at: at(9, 0, -30),
    updated_at: at(9, 0, -30),
    members,
  };
}

/** Design (Layla, Omar, Sara), Engineering (Karim, Youssef, Layla); Mona and Huda in none. */
export const BOARD_TEAMS: TeamDetail[] = [
  team(1, 'Design', [1, 2, 3]),
  team(2, 'Engineering', [6, 4, 1]),
];

export interface MyAttendance {
  working: boolean;
  /** The latest status change, or null for none yet. */
  since: string | null;
  minutesToday: number;
}

export interface AttendanceFakeOptions {
  /** The board (default BOARD_STATUSES); [] for an empty board. */
  statuses?: UserStatus[];
  /** Teams with members (default BOARD_TEAMS). */
  teams?: TeamDetail[];
  /** Ids of the people who share a team with me (default Design's others). */
  teammateIds?: string[];
  /** My own attendance (default: working since 08:30, 2 h 30 min today). */
  me?: MyAttendance;
  role?: Role;
  permissions?: string[];
  language?: 'en' | 'ar';
  /** My inbox (for the home page). */
  notifications?: Notification[];
  latencyMs?: number;
  failWith?: ApiError;
  /** My attendance's history (sessions, calendar, corrections); see attendanceHistoryFake. */
  history?: AttendanceHistoryFixture;
}

export interface AttendanceFake {
  api: FakeApi;
  session: SessionStore;
  /** My attendance as the fake holds it now (changes on Start / Finish Working). */
  me: MyAttendance;
}

export const SERVER_ERROR = new ApiError({
  kind: 'detail',
  status: 500,
  url: '/api/user/status/users',
  detail: ERROR_DETAILS.generic,
});

/**
 * The shared fake API with the attendance answers pinned to fixtures (the fake cannot make other
 * people work), signed in as Layla. Latency and failures apply to every call.
 */
export function createAttendanceFake(options: AttendanceFakeOptions = {}): AttendanceFake {
  const role = options.role ?? 'super_admin';
  const permissions = options.permissions ?? [];
  const api = createFakeApi({
    users: [{ username: 'layla', password: 'x', role, permissions, full_name: 'Layla Haddad' }],
    signedInAs: 'layla',
    ...(options.notifications ? { notifications: options.notifications } : {}),
    ...(options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {}),
    ...(options.failWith ? { failWith: options.failWith } : {}),
  });
  const me: MyAttendance = {
    ...(options.me ?? { working: true, since: at(8, 30), minutesToday: 150 }),
  };
  const statuses = options.statuses ?? BOARD_STATUSES;
  const teams = options.teams ?? BOARD_TEAMS;
  const teammateIds = options.teammateIds ?? [id(2), id(3)];

  async function respond<T>(name: string, produce: () => T): Promise<T> {
    api.calls.push(name);
    const latency = options.latencyMs ?? 0;
    if (latency === Infinity) return new Promise<T>(() => undefined);
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (options.failWith) throw options.failWith;
    return produce();
  }
  const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, size: -1 });
  const state = (): AttendanceState => ({
    is_available: me.working,
    session: null,
    next_prompt_at: null,
  });

  api.attendance.usersStatus = (query = {}) =>
    respond('attendance.usersStatus', () => {
      const members = query.team_id
        ? new Set(teams.find((entry) => entry.id === query.team_id)?.members.map((m) => m.id))
        : null;
      return page(statuses.filter((entry) => !members || members.has(entry.user_id)));
    });
  api.attendance.statusHistory = () =>
    respond('attendance.statusHistory', () =>
      page(
        me.since
          ? [
              {
                id: id(900),
                user_id: ME_ID,
                is_available: me.working,
                source: 'user' as const,
                reason: null,
                at: me.since,
              },
            ]
          : [],
      ),
    );
  api.attendance.summary = (query) =>
    respond('attendance.summary', () => ({
      user_id: ME_ID,
      time_zone: 'UTC',
      from_date: query.from_date,
      to_date: query.to_date,
      total_minutes: me.minutesToday,
      days: [{ date: query.from_date, minutes: me.minutesToday }],
    }));
  if (options.history) installAttendanceHistory(api, options.history, respond);
  api.attendance.setStatus = (working) =>
    respond('attendance.setStatus', () => {
      if (!working && !me.working) {
        throw new ApiError({
          kind: 'detail',
          status: 409,
          url: '/api/user/status',
          detail: 'You have no open attendance session',
        });
      }
      me.working = working;
      me.since = new Date().toISOString();
      return state();
    });
  api.attendance.continueSession = () => respond('attendance.continueSession', state);
  api.team.list = () =>
    respond('team.list', () => page(teams.map(({ members: _members, ...summary }) => summary)));
  api.team.get = (teamId) =>
    respond('team.get', () => {
      const found = teams.find((entry) => entry.id === teamId);
      if (!found)
        throw new ApiError({ kind: 'detail', status: 404, url: '/api/team', detail: 'Not found' });
      return found;
    });
  api.user.listMinimal = () =>
    respond('user.listMinimal', () =>
      page(
        statuses
          .filter((entry) => teammateIds.includes(entry.user_id))
          .map((entry) => ({
            id: entry.user_id,
            username: entry.username,
            full_name: entry.full_name,
            avatar: null,
          })),
      ),
    );

  const profile: Profile = fakeProfile({
    id: ME_ID,
    role,
    is_available: me.working,
    language: options.language ?? 'en',
    permissions,
  });
  const session = createSessionStore({ storage: undefined });
  session.signIn(profile);
  return { api, session, me };
}

const ARABIC_NAMES: Record<string, string> = {
  'Layla Haddad': 'ليلى حداد',
  'Omar Khalil': 'عمر خليل',
  'Sara Nasser': 'سارة ناصر',
  'Youssef Amin': 'يوسف أمين',
  'Mona Farouk': 'منى فاروق',
  'Karim Said': 'كريم سعيد',
  'Huda Saleh': 'هدى صالح',
  Design: 'التصميم',
  Engineering: 'الهندسة',
};
const arabic = (text: string) => ARABIC_NAMES[text] ?? text;

/** The same board with Arabic names and team names (Arabic stories). */
export function arabicBoard(
  statuses: UserStatus[] = BOARD_STATUSES,
): Pick<AttendanceFakeOptions, 'statuses' | 'teams'> {
  return {
    statuses: statuses.map((entry) => ({ ...entry, full_name: arabic(entry.full_name) })),
    teams: BOARD_TEAMS.map((entry) => ({
      ...entry,
      name: arabic(entry.name),
      leads: entry.leads.map((lead) => ({ ...lead, full_name: arabic(lead.full_name) })),
      members: entry.members.map((member) => ({ ...member, full_name: arabic(member.full_name) })),
    })),
  };
}
