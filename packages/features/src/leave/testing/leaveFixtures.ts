// Test and story fixtures of the leave area (not exported): a fake API with four people, a
// holiday on Wednesday 4 December 2030 and leave around it, signed in as Rana (a people manager
// who manages calendars) or as Huda (staff).
import type { ApiError, LeaveRequest, LeaveType } from '@atrium/api';
import { createFakeApi, type FakeApi, type FakeApiOptions } from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

const PASSWORD = 'correct horse battery';

/** The day the stories and tests take as today: Monday 2 December 2030. */
export const LEAVE_TODAY = new Date(2030, 11, 2, 10, 0);

const PEOPLE = {
  en: [
    { username: 'rana', full_name: 'Rana Mansour' },
    { username: 'huda', full_name: 'Huda Saleh' },
    { username: 'omar', full_name: 'Omar Haddad' },
    { username: 'lina', full_name: 'Lina Nasser' },
  ],
  ar: [
    { username: 'rana', full_name: 'رنا منصور' },
    { username: 'huda', full_name: 'هدى صالح' },
    { username: 'omar', full_name: 'عمر حداد' },
    { username: 'lina', full_name: 'لينا ناصر' },
  ],
};

export interface LeaveFakeOptions {
  language?: 'en' | 'ar';
  /** `huda`: staff who may only ask for leave; default Rana, who decides and manages. */
  signedInAs?: 'rana' | 'huda';
  /** No requests and no holiday (the empty states). */
  empty?: boolean;
  latencyMs?: number;
  failWith?: ApiError;
}

export interface LeaveFake {
  api: FakeApi;
  session: SessionStore;
  userIds: Map<string, string>;
  types: Map<string, LeaveType>;
  /** Seeded requests by a short name: `hudaPending`, `omarApproved`, `linaPending`. */
  requests: Map<string, LeaveRequest>;
  /** The Design team (Huda and Omar; Lina is in no team). */
  designTeamId: string;
}

async function signInAs(api: FakeApi, username: string) {
  await api.user.logout().catch(() => undefined);
  await api.user.login({ username, password: PASSWORD });
}

export async function createLeaveFake(options: LeaveFakeOptions = {}): Promise<LeaveFake> {
  const language = options.language ?? 'en';
  const arabic = language === 'ar';
  const fakeOptions: FakeApiOptions = {
    users: PEOPLE[language].map((person, index) => ({
      ...person,
      password: PASSWORD,
      role: index === 0 ? ('admin' as const) : ('user' as const),
      permissions:
        index === 0
          ? ['Working Times', 'Users Management', 'Teams Management', 'Drive']
          : ['Drive'],
      language,
    })),
    signedInAs: 'rana',
    masterPassword: PASSWORD,
    drive: {
      files: [
        {
          name: arabic ? 'تقرير طبي.pdf' : 'Doctor note.pdf',
          mime_type: 'application/pdf',
          size: 48_000,
        },
      ],
    },
  };
  const api = createFakeApi(fakeOptions);
  const everyone = await api.user.listMinimal({ size: -1 });
  const userIds = new Map(everyone.items.map((user) => [user.username, user.id]));
  const types = new Map((await api.leave.types()).items.map((type) => [type.name, type]));
  const requests = new Map<string, LeaveRequest>();
  if (arabic) {
    for (const [name, ar] of [
      ['Annual', 'سنوية'],
      ['Sick', 'مرضية'],
    ] as const) {
      const type = types.get(name);
      if (!type) continue;
      const renamed = await api.leave.updateType(type.id, {
        name: ar,
        color: type.color,
        paid: type.paid,
        requires_document: type.requires_document,
        yearly_allowance: type.yearly_allowance,
        carry_over_max: type.carry_over_max,
      });
      types.set(name, renamed);
    }
  }
  const annual = types.get('Annual')?.id ?? '';
  const design = await api.team.create({ name: arabic ? 'التصميم' : 'Design' });
  await api.permission.masterKey(PASSWORD);
  await api.team.setMembers(design.id, [
    { user_id: userIds.get('huda') ?? '', is_lead: false },
    { user_id: userIds.get('omar') ?? '', is_lead: false },
  ]);
  if (!options.empty) {
    const [calendar] = (await api.calendar.list()).items;
    await api.calendar.createHoliday(calendar?.id ?? '', {
      name: arabic ? 'يوم المؤسسين' : 'Founders Day',
      date: '2030-12-04',
    });
    // Huda: Monday 2 to Friday 6 December (the holiday not counted): 4 days, pending.
    await signInAs(api, 'huda');
    requests.set(
      'hudaPending',
      await api.leave.create({
        leave_type_id: annual,
        start_date: '2030-12-02',
        end_date: '2030-12-06',
        reason: arabic ? 'زيارة العائلة' : 'Family visit',
      }),
    );
    // Omar: Thursday 5 and Friday 6 December, approved: overlaps Huda's.
    await signInAs(api, 'omar');
    const omar = await api.leave.create({
      leave_type_id: annual,
      start_date: '2030-12-05',
      end_date: '2030-12-06',
    });
    // Lina: the afternoon of Tuesday 10 December, pending.
    await signInAs(api, 'lina');
    requests.set(
      'linaPending',
      await api.leave.create({
        leave_type_id: annual,
        start_date: '2030-12-10',
        end_date: '2030-12-10',
        start_half: true,
      }),
    );
    await signInAs(api, 'rana');
    requests.set(
      'omarApproved',
      await api.leave.decide(omar.id, {
        decision: 'approve',
        comment: arabic ? 'استمتع' : 'Enjoy',
      }),
    );
  }
  await signInAs(api, options.signedInAs ?? 'rana');
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  api.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return { api, session, userIds, types, requests, designTeamId: design.id };
}
