import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '../contracts/leave.ts';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

describe('fake working time', () => {
  it('counts leave like the server, lets a people manager approve it and shows it in the schedule', async () => {
    const api = createFakeApi({
      users: [FAKE_ADMIN, { username: 'sam', password: 'pw', full_name: 'Sam Staff' }],
      signedInAs: 'admin',
    });
    const [calendar] = (await api.calendar.list()).items;
    await api.calendar.createHoliday(calendar?.id ?? '', { name: 'Founders', date: '2030-12-04' });
    await api.user.logout();
    await api.user.login({ username: 'sam', password: 'pw' });
    const { items: types } = await api.leave.types();
    const annual = types.find((type) => type.name === 'Annual');
    // Mon 2 … Fri 6 December 2030, Wednesday a holiday; Saturday and Sunday off.
    const preview = await api.leave.preview({
      leave_type_id: annual?.id ?? '',
      start_date: '2030-12-02',
      end_date: '2030-12-08',
    });
    expect(preview).toMatchObject({ days: 4, remaining_after: 17 });
    const request = await api.leave.create({
      leave_type_id: annual?.id ?? '',
      start_date: '2030-12-02',
      end_date: '2030-12-06',
    });
    expect(request).toMatchObject({ days: 4, status: 'pending', can_cancel: true });
    await expect(
      api.leave.create({
        leave_type_id: annual?.id ?? '',
        start_date: '2030-12-06',
        end_date: '2030-12-06',
      }),
    ).rejects.toMatchObject({ fieldErrors: { start_date: [LEAVE_MESSAGES.overlap] } });
    await expect(api.leave.decide(request.id, { decision: 'approve' })).rejects.toMatchObject({
      status: 403,
    });
    await api.user.logout();
    await api.user.login({ username: FAKE_ADMIN.username, password: FAKE_ADMIN.password });
    expect(
      (await api.leave.requests({ scope: 'to_approve' })).items.map((item) => item.id),
    ).toEqual([request.id]);
    expect(await api.leave.decide(request.id, { decision: 'approve' })).toMatchObject({
      status: 'approved',
    });
    const schedule = await api.calendar.schedule({
      user_id: request.user.id,
      from_date: '2030-12-02',
      to_date: '2030-12-04',
    });
    expect(schedule.days.map((day) => day.expected_minutes)).toEqual([0, 0, 0]);
    const month = await api.leave.teamCalendar({ from_date: '2030-12-01', to_date: '2030-12-31' });
    expect(month.leaves.map((leave) => leave.status)).toEqual(['approved']);
    expect(month.holidays.map((holiday) => holiday.date)).toEqual(['2030-12-04']);
  });

  it('pages and filters the request list like the server (person, dates, cancelled left out)', async () => {
    const api = createFakeApi({
      users: [FAKE_ADMIN, { username: 'sam', password: 'pw', full_name: 'Sam Staff' }],
      signedInAs: 'sam',
    });
    const { items: types } = await api.leave.types();
    const annual = types.find((type) => type.name === 'Annual')?.id ?? '';
    const made = [];
    for (const day of ['2030-12-02', '2030-12-09', '2030-12-16']) {
      made.push(await api.leave.create({ leave_type_id: annual, start_date: day, end_date: day }));
    }
    await api.leave.cancel(made[2]?.id ?? '');
    await api.user.logout();
    await api.user.login({ username: FAKE_ADMIN.username, password: FAKE_ADMIN.password });
    const first = await api.leave.requests({ scope: 'all', page: 1, size: 1 });
    expect(first).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(first.items.map((item) => item.start_date)).toEqual(['2030-12-09']);
    const second = await api.leave.requests({ scope: 'all', page: 2, size: 1 });
    expect(second.items.map((item) => item.start_date)).toEqual(['2030-12-02']);
    const inRange = await api.leave.requests({
      scope: 'all',
      from_date: '2030-12-05',
      to_date: '2030-12-31',
    });
    expect(inRange.items.map((item) => item.start_date)).toEqual(['2030-12-09']);
    const cancelled = await api.leave.requests({ scope: 'all', status: 'cancelled' });
    expect(cancelled.items.map((item) => item.start_date)).toEqual(['2030-12-16']);
    const someoneElse = await api.leave.requests({ scope: 'all', user_id: first.items[0]?.id });
    expect(someoneElse.total).toBe(0);
    const sams = await api.leave.requests({ scope: 'all', user_id: made[0]?.user.id });
    expect(sams.total).toBe(2);
  });

  it('filters requests and the team calendar by type and team', async () => {
    const api = createFakeApi({
      users: [
        FAKE_ADMIN,
        { username: 'sam', password: 'pw', full_name: 'Sam Staff' },
        { username: 'tia', password: 'pw', full_name: 'Tia Other' },
      ],
      signedInAs: 'admin',
      masterPassword: 'master',
    });
    const ids = new Map(
      (await api.user.listMinimal({ size: -1 })).items.map((user) => [user.username, user.id]),
    );
    const team = await api.team.create({ name: 'Design' });
    await api.permission.masterKey('master');
    await api.team.setMembers(team.id, [{ user_id: ids.get('sam') ?? '', is_lead: false }]);
    const { items: types } = await api.leave.types();
    const annual = types.find((type) => type.name === 'Annual')?.id ?? '';
    const sick = types.find((type) => type.name === 'Sick')?.id ?? '';
    for (const [who, type, day, attachment] of [
      ['sam', annual, '2030-12-02', null],
      ['sam', sick, '2030-12-09', '00000000-0000-4000-8000-000000000001'],
      ['tia', annual, '2030-12-16', null],
    ] as const) {
      await api.user.logout();
      await api.user.login({ username: who, password: 'pw' });
      await api.leave.create({
        leave_type_id: type,
        start_date: day,
        end_date: day,
        attachment_id: attachment,
      });
    }
    await api.user.logout();
    await api.user.login({ username: FAKE_ADMIN.username, password: FAKE_ADMIN.password });
    const starts = async (query: Parameters<typeof api.leave.requests>[0]) =>
      (await api.leave.requests({ scope: 'all', ...query })).items.map((item) => item.start_date);
    expect(await starts({ leave_type_id: annual })).toEqual(['2030-12-16', '2030-12-02']);
    expect(await starts({ team_id: team.id })).toEqual(['2030-12-09', '2030-12-02']);
    expect(await starts({ team_id: team.id, leave_type_id: annual })).toEqual(['2030-12-02']);
    const month = await api.leave.teamCalendar({
      from_date: '2030-12-01',
      to_date: '2030-12-31',
      team_id: team.id,
    });
    expect(month.people.map((person) => person.username)).toEqual(['sam']);
    expect(month.leaves.map((leave) => leave.start_date).sort()).toEqual([
      '2030-12-02',
      '2030-12-09',
    ]);
  });
});
