import type { LeaveRequest, LeaveRequestPage, LeaveType } from '@atrium/api/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications, teamMembers } from '../../db/schema/index.ts';
import { call as callApi, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { manualClock, useTestApp } from '../../test/helpers.ts';

// The Days off screen filters leave requests by type and by team (issue 23), on the server so
// paging stays right; the filters only narrow what the caller may already see.
describe.each(testDatabases)('leave request filters on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2030-11-20T06:00:00Z'));
  let ava: Caller;
  let ben: Caller;
  let lea: Caller;
  let hana: Caller;
  let design: string;
  let ops: string;
  let annual: LeaveType;
  let unpaid: LeaveType;
  const made = new Map<string, LeaveRequest>();

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
    emptyBeforeEach: false,
    clock,
  });

  const call = (method: 'GET' | 'POST', url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  const starts = async (query: string, who: Caller) =>
    ok<LeaveRequestPage>(await call('GET', `/leave/requests?${query}`, who)).items.map(
      (item) => `${item.user.username} ${item.start_date}`,
    );

  beforeAll(async () => {
    // ava and lea (its lead) are in Design; ben is in Ops; hana manages working times.
    ava = await seedAndSignIn(app, handle, { username: 'ava', fullName: 'Ava Design' });
    ben = await seedAndSignIn(app, handle, { username: 'ben', fullName: 'Ben Ops' });
    lea = await seedAndSignIn(app, handle, { username: 'lea', fullName: 'Lea Lead' });
    hana = await seedAndSignIn(app, handle, { username: 'hana', fullName: 'Hana Hours' });
    design = await seedTeam(handle, 'Design', [ava.user.id, lea.user.id]);
    await handle.db
      .update(teamMembers)
      .set({ isLead: true })
      .where(and(eq(teamMembers.teamId, design), eq(teamMembers.userId, lea.user.id)));
    ops = await seedTeam(handle, 'Ops', [ben.user.id]);
    await seedTeam(handle, 'Hours', [hana.user.id], ['Working Times']);
    annual = ok<LeaveType>(
      await call('POST', '/leave/types', hana, {
        name: 'Annual',
        color: '#3366ff',
        yearly_allowance: 21,
      }),
      201,
    );
    unpaid = ok<LeaveType>(
      await call('POST', '/leave/types', hana, { name: 'Unpaid', color: '#999999', paid: false }),
      201,
    );
    for (const [who, type, date] of [
      [ava, annual, '2030-12-02'],
      [ava, unpaid, '2030-12-09'],
      [ben, annual, '2030-12-16'],
      [ben, unpaid, '2030-12-23'],
    ] as const) {
      const request = ok<LeaveRequest>(
        await call('POST', '/leave/requests', who, {
          leave_type_id: type.id,
          start_date: date,
          end_date: date,
        }),
        201,
      );
      made.set(`${who.user.username} ${date}`, request);
    }
  });

  it('filters by type and by team, alone and together, with the total of the filtered list', async () => {
    expect(await starts(`scope=all&leave_type_id=${annual.id}`, hana)).toEqual([
      'ben 2030-12-16',
      'ava 2030-12-02',
    ]);
    expect(await starts(`scope=all&team_id=${design}`, hana)).toEqual([
      'ava 2030-12-09',
      'ava 2030-12-02',
    ]);
    const both = ok<LeaveRequestPage>(
      await call(
        'GET',
        `/leave/requests?scope=all&team_id=${design}&leave_type_id=${unpaid.id}&page=1&size=10`,
        hana,
      ),
    );
    expect(both.total).toBe(1);
    expect(both.items.map((item) => item.start_date)).toEqual(['2030-12-09']);
  });

  it('only narrows what the caller may see: a lead with another team, a person with their own', async () => {
    // Lea leads Design, not Ops: asking for Ops' requests shows none of them.
    expect(await starts(`scope=all&team_id=${ops}`, lea)).toEqual([]);
    expect(await starts(`scope=all&team_id=${ops}`, hana)).toHaveLength(2);
    expect(await starts(`scope=to_approve&leave_type_id=${unpaid.id}`, lea)).toEqual([
      'ava 2030-12-09',
    ]);
    // Ben, without permissions, sees his own whatever team he names.
    expect(await starts(`scope=all&team_id=${design}`, ben)).toEqual([]);
    expect(await starts(`scope=mine&leave_type_id=${annual.id}`, ben)).toEqual(['ben 2030-12-16']);
  });

  it('answers 400 for a malformed type or team and 401 signed out', async () => {
    const badType = await call('GET', '/leave/requests?scope=all&leave_type_id=nope', hana);
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ errors: Record<string, string[]> }>().errors.leave_type_id).toBeDefined();
    expect((await call('GET', '/leave/requests?team_id=42', hana)).statusCode).toBe(400);
    expect((await call('GET', `/leave/requests?team_id=${design}`, undefined)).statusCode).toBe(
      401,
    );
  });

  it('links a leave notification to My leave, which every signed-in person may open', async () => {
    const request = made.get('ava 2030-12-02');
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, lea.user.id), eq(notifications.event, 'leave.requested')),
      );
    const links = rows.map((row) => (row.data as { link?: string }).link);
    expect(links).toContain(`/main/attendance?tab=leave&request=${request?.id}`);
  });
});
