// Test and story fixtures of the Workdays area (not exported): a fake API signed in as Rana, who
// manages working times and teams, with three calendars, two teams and holidays.
import type {
  ApiError,
  Calendar,
  CalendarDetail,
  CalendarResource,
  CreateCalendarRequest,
  HolidayRequest,
} from '@atrium/api';
import { createFakeApi, type FakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

const PASSWORD = 'correct horse battery';

const PEOPLE = [
  { username: 'rana', full_name: 'Rana Mansour' },
  { username: 'huda', full_name: 'Huda Saleh' },
  { username: 'omar', full_name: 'Omar Haddad' },
];
const PEOPLE_AR = [
  { username: 'rana', full_name: 'رنا منصور' },
  { username: 'huda', full_name: 'هدى صالح' },
  { username: 'omar', full_name: 'عمر حداد' },
];

export interface CalendarFixture extends CreateCalendarRequest {
  /** Team names that use it. */
  teams?: string[];
  /** Usernames with it as their own calendar. */
  users?: string[];
  holidays?: HolidayRequest[];
}

const sunThu = ([7, 1, 2, 3, 4] as const).map((weekday) => ({
  weekday,
  from: '08:00',
  to: '16:00',
}));

export const CALENDARS: CalendarFixture[] = [
  {
    name: 'Riyadh office',
    time_zone: 'Asia/Riyadh',
    is_default: true,
    lines: sunThu,
    teams: ['Newsroom'],
    holidays: [
      { name: 'Founding Day', date: '2026-02-22', rrule: 'FREQ=YEARLY', half_day: false },
      { name: 'National Day', date: '2026-09-23', rrule: 'FREQ=YEARLY', half_day: false },
      { name: 'Eid al-Fitr', date: '2026-03-20', half_day: false },
      { name: 'Office party', date: '2026-12-30', half_day: true },
    ],
  },
  {
    name: 'Berlin studio',
    time_zone: 'Europe/Berlin',
    lines: ([1, 2, 3, 4, 5] as const).flatMap((weekday) => [
      { weekday, from: '09:00', to: '13:00' },
      { weekday, from: '14:00', to: '18:00' },
    ]),
    teams: ['Video'],
  },
  {
    name: 'Night desk',
    time_zone: 'Asia/Riyadh',
    lines: ([7, 1, 2, 3, 4] as const).map((weekday) => ({ weekday, from: '22:00', to: '06:00' })),
    users: ['omar'],
  },
];

export const CALENDARS_AR: CalendarFixture[] = [
  {
    name: 'مكتب الرياض',
    time_zone: 'Asia/Riyadh',
    is_default: true,
    lines: sunThu,
    teams: ['غرفة الأخبار'],
    holidays: [
      { name: 'يوم التأسيس', date: '2026-02-22', rrule: 'FREQ=YEARLY', half_day: false },
      { name: 'اليوم الوطني', date: '2026-09-23', rrule: 'FREQ=YEARLY', half_day: false },
      { name: 'حفل المكتب', date: '2026-12-30', half_day: true },
    ],
  },
  {
    name: 'الفترة الليلية',
    time_zone: 'Asia/Riyadh',
    lines: ([7, 1, 2, 3, 4] as const).map((weekday) => ({ weekday, from: '22:00', to: '06:00' })),
    users: ['omar'],
  },
];

export interface WorkdaysFakeOptions {
  calendars?: CalendarFixture[];
  language?: 'en' | 'ar';
  /** Rana without the Teams permission: the team picker is not offered. */
  withoutTeams?: boolean;
  latencyMs?: number;
  failWith?: ApiError;
}

export interface WorkdaysFake {
  api: FakeApi;
  session: SessionStore;
  userIds: Map<string, string>;
  teamIds: Map<string, string>;
  /** The seeded calendars by name. */
  calendar(name: string): Calendar;
}

/**
 * The fake API keeps calendars, holidays and leave but not who uses a calendar (its details list
 * no teams or people). The fixture remembers the assignments the screens make, as the server
 * does, so the pages show them.
 */
function rememberAssignments(
  api: FakeApi,
  teamName: (id: string) => string,
  person: (id: string) => { id: string; username: string; full_name: string },
): CalendarResource {
  const teamCalendar = new Map<string, string>();
  const userCalendar = new Map<string, string>();
  const inner = api.calendar;
  const usersOf = (id: string) => [...userCalendar].filter(([, c]) => c === id);
  const teamsOf = (id: string) => [...teamCalendar].filter(([, c]) => c === id);
  const withUsage = <T extends Calendar>(calendar: T): T => ({
    ...calendar,
    team_count: teamsOf(calendar.id).length,
    user_count: usersOf(calendar.id).length,
  });
  const withDetail = (calendar: CalendarDetail): CalendarDetail => ({
    ...withUsage(calendar),
    teams: teamsOf(calendar.id)
      .map(([teamId]) => ({ id: teamId, name: teamName(teamId) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    users: usersOf(calendar.id).map(([userId]) => person(userId)),
  });
  return {
    ...inner,
    list: async () => {
      const page = await inner.list();
      return { items: page.items.map(withUsage) };
    },
    get: async (id) => withDetail(await inner.get(id)),
    create: async (body) => withDetail(await inner.create(body)),
    update: async (id, body) => withDetail(await inner.update(id, body)),
    remove: async (id) => {
      const answer = await inner.remove(id);
      for (const [teamId] of teamsOf(id)) teamCalendar.delete(teamId);
      for (const [userId] of usersOf(id)) userCalendar.delete(userId);
      return answer;
    },
    assignTeam: async (teamId, calendarId) => {
      const answer = await inner.assignTeam(teamId, calendarId);
      if (calendarId) teamCalendar.set(teamId, calendarId);
      else teamCalendar.delete(teamId);
      return answer;
    },
    assignUser: async (userId, calendarId) => {
      const answer = await inner.assignUser(userId, calendarId);
      if (calendarId) userCalendar.set(userId, calendarId);
      else userCalendar.delete(userId);
      return answer;
    },
  };
}

export async function createWorkdaysFake(options: WorkdaysFakeOptions = {}): Promise<WorkdaysFake> {
  const arabic = options.language === 'ar';
  const people = arabic ? PEOPLE_AR : PEOPLE;
  const fixtures = options.calendars ?? (arabic ? CALENDARS_AR : CALENDARS);
  const fakeOptions: FakeApiOptions = {
    users: [
      // Sets the organisation up (teams), then Rana signs in.
      { username: 'owner', password: PASSWORD, role: 'super_admin', full_name: 'Owner' },
      ...people.map((person, index) => ({
        ...person,
        password: PASSWORD,
        role: index === 0 ? ('admin' as const) : ('user' as const),
        permissions:
          index === 0
            ? ['Working Times', ...(options.withoutTeams ? [] : ['Teams Management'])]
            : [],
        language: arabic ? ('ar' as const) : ('en' as const),
      })),
    ],
    signedInAs: 'owner',
  };
  const fake = createFakeApi(fakeOptions);
  const everyone = await fake.user.listMinimal({ size: -1 });
  const userIds = new Map(everyone.items.map((user) => [user.username, user.id]));
  const teamIds = new Map<string, string>();
  const teamNames = new Map<string, string>();
  for (const name of [...new Set(fixtures.flatMap((fixture) => fixture.teams ?? []))].concat(
    arabic ? ['التصميم'] : ['Design'],
  )) {
    if (teamIds.has(name)) continue;
    const team = await fake.team.create({ name });
    teamIds.set(name, team.id);
    teamNames.set(team.id, name);
  }
  const calendar: CalendarResource = rememberAssignments(
    fake,
    (id) => teamNames.get(id) ?? '',
    (id) => {
      const found = everyone.items.find((user) => user.id === id);
      return { id, username: found?.username ?? '', full_name: found?.full_name ?? '' };
    },
  );
  const api: FakeApi = Object.assign(Object.create(fake) as FakeApi, { calendar });

  // The fake starts with its own "Standard week" default; the fixture's calendars replace it.
  const [standard] = (await calendar.list()).items;
  const created = new Map<string, Calendar>();
  for (const fixture of fixtures) {
    const { teams = [], users = [], holidays = [], ...body } = fixture;
    const saved = await calendar.create(body);
    for (const team of teams) await calendar.assignTeam(teamIds.get(team) ?? '', saved.id);
    for (const user of users) await calendar.assignUser(userIds.get(user) ?? '', saved.id);
    for (const holiday of holidays) await calendar.createHoliday(saved.id, holiday);
    created.set(fixture.name, saved);
  }
  if (standard && fixtures.some((fixture) => fixture.is_default)) {
    await calendar.remove(standard.id);
  }
  // A fresh server has no calendar at all, but the fake always keeps a default one: with no
  // calendars asked for, the fixture leaves that one out of the list (the empty state).
  if (standard && fixtures.length === 0) {
    const list = calendar.list;
    calendar.list = async () => ({
      items: (await list()).items.filter((entry) => entry.id !== standard.id),
    });
  }
  await api.user.login({ username: 'rana', password: PASSWORD });
  const listed = new Map((await calendar.list()).items.map((c) => [c.name, c]));
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  fake.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return {
    api,
    session,
    userIds,
    teamIds,
    calendar(name) {
      const found = listed.get(name) ?? created.get(name);
      if (!found) throw new Error(`No calendar ${name} in the fixture`);
      return found;
    },
  };
}
