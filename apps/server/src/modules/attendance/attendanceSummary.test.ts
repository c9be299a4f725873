import type { AttendanceSummary, CalendarDetail } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { attendanceSessions, leaveRequests, leaveTypes, users } from '../../db/schema/index.ts';
import {
  call as callApi,
  INVALID_TOKEN,
  seedAndSignIn,
  seedTeam,
  type Caller,
} from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { manualClock, useTestApp } from '../../test/helpers.ts';

/**
 * The daily summary against the person's working calendar (issue 23): kind of day, expected
 * minutes, late, early leave and overtime, over Berlin's spring-forward weekend (2026-03-29)
 * and a night shift that crosses midnight.
 */
describe.each(testDatabases)('attendance summary with calendars on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  // After the weeks below, so nothing is open or in the future.
  const clock = manualClock(new Date('2026-04-01T00:00:00Z'));
  /** alice: Berlin office hours; nora: Berlin nights; tim: Timesheet right; wendy: Working Times. */
  let alice: Caller;
  let nora: Caller;
  let tim: Caller;
  let wendy: Caller;
  let nobody: Caller;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
    emptyBeforeEach: false,
    clock,
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Caller, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  async function session(who: Caller, start: string, end: string) {
    await handle.db.insert(attendanceSessions).values({
      userId: who.user.id,
      startedAt: new Date(start),
      endedAt: new Date(end),
      endReason: 'finish',
      lastConfirmedAt: new Date(start),
      timeZone: 'Europe/Berlin',
    });
  }

  beforeAll(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Example' });
    nora = await seedAndSignIn(app, handle, { username: 'nora', fullName: 'Nora Night' });
    tim = await seedAndSignIn(app, handle, { username: 'tim', fullName: 'Tim Sheets' });
    wendy = await seedAndSignIn(app, handle, { username: 'wendy', fullName: 'Wendy Hours' });
    nobody = await seedAndSignIn(app, handle, { username: 'nobody', fullName: 'No Body' });
    await seedTeam(handle, 'Leads', [tim.user.id], ['Timesheet']);
    await seedTeam(handle, 'Hours', [wendy.user.id], ['Working Times']);
    for (const who of [alice, nora]) {
      await handle.db
        .update(users)
        .set({ timeZone: 'Europe/Berlin' })
        .where(eq(users.id, who.user.id));
    }

    const office = ok<CalendarDetail>(
      await call('POST', '/calendar/calendars', wendy, {
        name: 'Berlin office',
        time_zone: 'Europe/Berlin',
        lines: ([1, 2, 3, 4, 5] as const).map((weekday) => ({
          weekday,
          from: '09:00',
          to: '17:00',
        })),
      }),
      201,
    );
    const nights = ok<CalendarDetail>(
      await call('POST', '/calendar/calendars', wendy, {
        name: 'Berlin nights',
        time_zone: 'Europe/Berlin',
        lines: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
          weekday,
          from: '22:00',
          to: '06:00',
        })),
      }),
      201,
    );
    ok(await call('PUT', `/calendar/users/${alice.user.id}`, wendy, { calendar_id: office.id }));
    ok(await call('PUT', `/calendar/users/${nora.user.id}`, wendy, { calendar_id: nights.id }));
    ok(
      await call('POST', `/calendar/calendars/${office.id}/holidays`, wendy, {
        name: 'Founders Day',
        date: '2026-03-25',
      }),
      201,
    );
    const [annual] = await handle.db
      .insert(leaveTypes)
      .values({ name: 'Annual', color: 'blue' })
      .returning();
    if (!annual) throw new Error('no leave type');
    await handle.db.insert(leaveRequests).values({
      userId: alice.user.id,
      leaveTypeId: annual.id,
      startDate: '2026-03-26',
      endDate: '2026-03-26',
      halves: 2,
      status: 'approved',
    });
    // Friday morning off (the leave ends at midday): half the day is still expected.
    await handle.db.insert(leaveRequests).values({
      userId: alice.user.id,
      leaveTypeId: annual.id,
      startDate: '2026-03-27',
      endDate: '2026-03-27',
      endHalf: true,
      halves: 1,
      status: 'approved',
    });

    // Berlin is UTC+1 until Sunday 29 March 02:00, UTC+2 after.
    await session(alice, '2026-03-23T08:20:00Z', '2026-03-23T16:30:00Z'); // 09:20–17:30
    await session(alice, '2026-03-24T08:00:00Z', '2026-03-24T15:00:00Z'); // 09:00–16:00
    await session(alice, '2026-03-25T09:00:00Z', '2026-03-25T11:00:00Z'); // on the holiday
    await session(alice, '2026-03-30T07:05:00Z', '2026-03-30T15:00:00Z'); // 09:05–17:00 CEST
    // Saturday 22:00 CET → Sunday 06:00 CEST: 7 real hours over the spring-forward night.
    await session(nora, '2026-03-28T21:00:00Z', '2026-03-29T04:00:00Z');
    // Sunday 22:30 CEST → Monday 06:00 CEST: half an hour late, ends after the span.
    await session(nora, '2026-03-29T20:30:00Z', '2026-03-30T04:00:00Z');
  });

  it("measures each day against the person's calendar, holidays and leave, over a DST change", async () => {
    const summary = ok<AttendanceSummary>(
      await call('GET', '/attendance/summary?from_date=2026-03-23&to_date=2026-03-30', alice),
    );
    const pick = ({ date, minutes, ...rest }: AttendanceSummary['days'][number]) => ({
      date,
      minutes,
      kind: rest.kind,
      worked: rest.worked_minutes,
      expected: rest.expected_minutes,
      late: rest.late_minutes,
      early: rest.early_leave_minutes,
      overtime: rest.overtime_minutes,
    });
    expect(summary.days.map(pick)).toEqual([
      {
        date: '2026-03-23',
        minutes: 490,
        kind: 'working',
        worked: 490,
        expected: 480,
        late: 20,
        early: 0,
        overtime: 10,
      },
      {
        date: '2026-03-24',
        minutes: 420,
        kind: 'working',
        worked: 420,
        expected: 480,
        late: 0,
        early: 60,
        overtime: 0,
      },
      {
        date: '2026-03-25',
        minutes: 120,
        kind: 'holiday',
        worked: 120,
        expected: 0,
        late: 0,
        early: 0,
        overtime: 120,
      },
      {
        date: '2026-03-26',
        minutes: 0,
        kind: 'leave',
        worked: 0,
        expected: 0,
        late: 0,
        early: 0,
        overtime: 0,
      },
      {
        date: '2026-03-27',
        minutes: 0,
        kind: 'leave',
        worked: 0,
        expected: 240,
        late: 0,
        early: 0,
        overtime: 0,
      },
      {
        date: '2026-03-28',
        minutes: 0,
        kind: 'weekend',
        worked: 0,
        expected: 0,
        late: 0,
        early: 0,
        overtime: 0,
      },
      {
        date: '2026-03-29',
        minutes: 0,
        kind: 'weekend',
        worked: 0,
        expected: 0,
        late: 0,
        early: 0,
        overtime: 0,
      },
      {
        date: '2026-03-30',
        minutes: 475,
        kind: 'working',
        worked: 475,
        expected: 480,
        late: 5,
        early: 0,
        overtime: 0,
      },
    ]);
    expect(summary.days[2]?.holiday_name).toBe('Founders Day');
    expect(summary.total_minutes).toBe(490 + 420 + 120 + 475);
  });

  it('counts a night shift for the evening it began, seven hours over the spring-forward night', async () => {
    const summary = ok<AttendanceSummary>(
      await call('GET', '/attendance/summary?from_date=2026-03-28&to_date=2026-03-29', nora),
    );
    expect(summary.days).toEqual([
      expect.objectContaining({
        date: '2026-03-28',
        // Split at midnight for the timesheet: 22:00–24:00 on Saturday.
        minutes: 120,
        kind: 'working',
        worked_minutes: 420,
        expected_minutes: 420,
        late_minutes: 0,
        early_leave_minutes: 0,
        overtime_minutes: 0,
      }),
      expect.objectContaining({
        date: '2026-03-29',
        // Sunday 00:00–06:00 CEST is five real hours, plus 22:30–24:00.
        minutes: 300 + 90,
        kind: 'working',
        // The whole shift begun on Sunday evening, its Monday morning included.
        worked_minutes: 450,
        expected_minutes: 480,
        late_minutes: 30,
        early_leave_minutes: 0,
        overtime_minutes: 0,
      }),
    ]);
  });

  it("shows another person's days only to a Timesheet holder, and nothing to the signed out", async () => {
    const url = `/attendance/summary?user_id=${alice.user.id}&from_date=2026-03-23&to_date=2026-03-23`;
    const seen = ok<AttendanceSummary>(await call('GET', url, tim));
    expect(seen.days[0]).toMatchObject({ late_minutes: 20, overtime_minutes: 10 });

    const refused = await call('GET', url, nobody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toEqual(expect.any(String));

    const signedOut = await call('GET', url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(INVALID_TOKEN);

    // Someone without a calendar of their own gets the built-in Monday–Friday 09:00–17:00.
    const own = ok<AttendanceSummary>(
      await call('GET', '/attendance/summary?from_date=2026-03-28&to_date=2026-03-30', nobody),
    );
    expect(own.days.map((day) => [day.kind, day.expected_minutes])).toEqual([
      ['weekend', 0],
      ['weekend', 0],
      ['working', 480],
    ]);
  });
});
