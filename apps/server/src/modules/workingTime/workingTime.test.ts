import {
  CALENDAR_MESSAGES,
  LEAVE_MESSAGES,
  type CalendarDetail,
  type Holiday,
  type LeaveBalances,
  type LeavePreview,
  type LeaveRequest,
  type LeaveRequestPage,
  type LeaveType,
  type Schedule,
  type TeamCalendar,
  type UserStatus,
} from '@atrium/api/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  attendanceSessions,
  driveItems,
  jobs,
  notifications,
  teamMembers,
} from '../../db/schema/index.ts';
import { call as callApi, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  CLIENT_HEADERS,
  login,
  manualClock,
  PASSWORD,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sunday–Thursday 08:00–16:00 (a Friday–Saturday weekend) in Riyadh. */
const SUN_THU = ([7, 1, 2, 3, 4] as const).map((weekday) => ({
  weekday,
  from: '08:00',
  to: '16:00',
}));

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:a',
  'DTSTART;VALUE=DATE:20300923',
  'RRULE:FREQ=YEARLY',
  'SUMMARY:National Day',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe.each(testDatabases)('working time on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  // 2030-11-20 is a Wednesday; the leave below is in December 2030.
  const clock = manualClock(new Date('2030-11-20T06:00:00Z'));
  /** alice works in Staff, led by lena; wendy has Working Times; mona has Users Management. */
  let alice: Caller;
  let lena: Caller;
  let wendy: Caller;
  let mona: Caller;
  let nobody: Caller;
  let staff: string;
  let calendar: CalendarDetail;
  let annual: LeaveType;
  let sick: LeaveType;
  let request: LeaveRequest;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
    emptyBeforeEach: false,
    clock,
  });

  beforeAll(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Example' });
    lena = await seedAndSignIn(app, handle, { username: 'lena', fullName: 'Lena Lead' });
    wendy = await seedAndSignIn(app, handle, { username: 'wendy', fullName: 'Wendy Hours' });
    mona = await seedAndSignIn(app, handle, { username: 'mona', fullName: 'Mona People' });
    nobody = await seedAndSignIn(app, handle, { username: 'nobody', fullName: 'No Body' });
    staff = await seedTeam(handle, 'Staff', [alice.user.id, lena.user.id], ['Drive']);
    await handle.db
      .update(teamMembers)
      .set({ isLead: true })
      .where(and(eq(teamMembers.teamId, staff), eq(teamMembers.userId, lena.user.id)));
    await seedTeam(handle, 'Hours', [wendy.user.id], ['Working Times']);
    await seedTeam(handle, 'People', [mona.user.id], ['Users Management']);
  });

  const call = (method: Method, url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  function fieldError(response: LightMyRequestResponse, field: string, message: string) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
  }

  /** A file in the person's drive through the tus upload (their team grants Drive). */
  async function uploadNote(who: Caller, name: string, text: string) {
    const bytes = Buffer.from(text);
    const headers = {
      ...CLIENT_HEADERS,
      'tus-resumable': '1.0.0',
      cookie: `atrium_session=${who.token}`,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: {
        ...headers,
        'upload-length': String(bytes.length),
        'upload-metadata': `name ${Buffer.from(name).toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(done.statusCode, done.body).toBe(200);
    return done.json<{ id: string }>();
  }

  const notified = async (userId: string, event: string) =>
    (
      await handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.event, event)))
    ).length;

  it('lets only a Working Times holder manage calendars, with field errors for bad input', async () => {
    const body = {
      name: 'Riyadh office',
      time_zone: 'Asia/Riyadh',
      lines: SUN_THU,
      is_default: true,
    };
    expect((await call('POST', '/calendar/calendars', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/calendar/calendars', nobody, body)).statusCode).toBe(403);
    expect((await call('GET', '/calendar/calendars', alice)).statusCode).toBe(403);
    fieldError(
      await call('POST', '/calendar/calendars', wendy, { ...body, time_zone: 'Mars/Olympus' }),
      'time_zone',
      CALENDAR_MESSAGES.timeZone,
    );
    fieldError(
      await call('POST', '/calendar/calendars', wendy, {
        ...body,
        lines: [...SUN_THU, { weekday: 1, from: '15:00', to: '18:00' }],
      }),
      'lines.5',
      'This range overlaps another range of the week',
    );
    calendar = ok<CalendarDetail>(await call('POST', '/calendar/calendars', wendy, body), 201);
    expect(calendar).toMatchObject({ is_default: true, weekly_minutes: 5 * 480 });
    fieldError(
      await call('POST', '/calendar/calendars', wendy, { ...body, name: 'RIYADH office' }),
      'name',
      CALENDAR_MESSAGES.nameTaken,
    );
    // A second default takes the role over; the first cannot be deleted while it is the default.
    const night = ok<CalendarDetail>(
      await call('POST', '/calendar/calendars', wendy, {
        name: 'Nights',
        time_zone: 'Europe/Berlin',
        lines: [{ weekday: 5, from: '22:00', to: '06:00' }],
      }),
      201,
    );
    expect((await call('DELETE', `/calendar/calendars/${calendar.id}`, wendy)).statusCode).toBe(
      409,
    );
    ok(await call('PUT', `/calendar/users/${mona.user.id}`, wendy, { calendar_id: night.id }));
    const detail = ok<CalendarDetail>(await call('GET', `/calendar/calendars/${night.id}`, wendy));
    expect(detail.users.map((user) => user.username)).toEqual(['mona']);
    ok(await call('DELETE', `/calendar/calendars/${night.id}`, wendy));
  });

  it('keeps holidays: one-off, yearly by rule, half days, .ics in and out', async () => {
    const url = `/calendar/calendars/${calendar.id}/holidays`;
    fieldError(
      await call('POST', url, wendy, { name: 'Daily', date: '2030-01-01', rrule: 'FREQ=DAILY' }),
      'rrule',
      CALENDAR_MESSAGES.rrule,
    );
    ok<Holiday>(await call('POST', url, wendy, { name: 'Founding', date: '2030-12-03' }), 201);
    ok<Holiday>(
      await call('POST', url, wendy, {
        name: 'Year end',
        date: '2029-12-31',
        rrule: 'FREQ=YEARLY',
        half_day: true,
      }),
      201,
    );
    expect(ok(await call('POST', `${url}/import`, wendy, { ics: ICS }))).toEqual({
      imported: 1,
      skipped: 0,
    });
    fieldError(
      await call('POST', `${url}/import`, wendy, { ics: 'not a calendar' }),
      'ics',
      CALENDAR_MESSAGES.icsUnreadable,
    );
    const exported = await call('GET', `/calendar/calendars/${calendar.id}/holidays.ics`, wendy);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/calendar');
    expect(exported.body).toContain('SUMMARY:National Day');
    expect(exported.body).toContain('RRULE:FREQ=YEARLY');
    expect((await call('GET', url, alice)).statusCode).toBe(403);
  });

  it('counts a leave over a holiday and the weekend, refuses bad requests, and notifies the lead', async () => {
    annual = ok<LeaveType>(
      await call('POST', '/leave/types', wendy, {
        name: 'Annual',
        color: '#3366FF',
        yearly_allowance: 21,
        carry_over_max: 5,
      }),
      201,
    );
    sick = ok<LeaveType>(
      await call('POST', '/leave/types', wendy, {
        name: 'Sick',
        color: '#cc0000',
        requires_document: true,
      }),
      201,
    );
    expect(
      (await call('POST', '/leave/types', alice, { name: 'Mine', color: '#000000' })).statusCode,
    ).toBe(403);
    // Sun 1 … Thu 5 December 2030 with Tuesday the 3rd a holiday; Friday and Saturday are off.
    const span = { start_date: '2030-12-01', end_date: '2030-12-04' };
    const preview = ok<LeavePreview>(
      await call(
        'GET',
        `/leave/preview?leave_type_id=${annual.id}&start_date=2030-12-01&end_date=2030-12-07`,
        alice,
      ),
    );
    expect(preview.days).toBe(4);
    expect(preview.dates.map((d) => d.note)).toEqual([
      null,
      null,
      'holiday',
      null,
      null,
      'weekend',
      'weekend',
    ]);
    request = ok<LeaveRequest>(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        ...span,
        reason: 'Family',
      }),
      201,
    );
    expect(request).toMatchObject({
      days: 3,
      status: 'pending',
      can_cancel: true,
      can_decide: false,
    });
    expect(await notified(lena.user.id, 'leave.requested')).toBe(1);

    fieldError(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        start_date: '2030-12-04',
        end_date: '2030-12-05',
      }),
      'start_date',
      LEAVE_MESSAGES.overlap,
    );
    fieldError(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        start_date: '2030-12-10',
        end_date: '2030-12-09',
      }),
      'end_date',
      LEAVE_MESSAGES.endBeforeStart,
    );
    fieldError(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: sick.id,
        start_date: '2030-12-10',
        end_date: '2030-12-10',
      }),
      'attachment_id',
      LEAVE_MESSAGES.documentRequired,
    );
    // A file alice cannot open is no attachment; her own is.
    const [foreign] = await handle.db
      .insert(driveItems)
      .values([{ kind: 'file', name: 'secret.pdf', ownerId: lena.user.id }])
      .returning({ id: driveItems.id });
    const own = await uploadNote(alice, 'note.pdf', 'doctor says rest');
    fieldError(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: sick.id,
        start_date: '2030-12-10',
        end_date: '2030-12-10',
        attachment_id: foreign?.id,
      }),
      'attachment_id',
      LEAVE_MESSAGES.attachmentUnknown,
    );
    const sickDay = ok<LeaveRequest>(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: sick.id,
        start_date: '2030-12-10',
        end_date: '2030-12-10',
        end_half: true,
        attachment_id: own?.id,
      }),
      201,
    );
    expect(sickDay).toMatchObject({ days: 0.5, attachment: { name: 'note.pdf' } });
    fieldError(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        start_date: '2030-12-06',
        end_date: '2030-12-07',
      }),
      'end_date',
      LEAVE_MESSAGES.noWorkingDays,
    );
    fieldError(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        start_date: '2031-01-05',
        end_date: '2031-02-20',
      }),
      'leave_type_id',
      LEAVE_MESSAGES.notEnoughDays,
    );
    expect(
      (await call('POST', '/leave/requests', undefined, { leave_type_id: annual.id, ...span }))
        .statusCode,
    ).toBe(401);
  });

  it("lets the lead open the request's document, not a stranger", async () => {
    const { items } = ok<LeaveRequestPage>(
      await call('GET', '/leave/requests?scope=to_approve', lena),
    );
    const sickDay = items.find((item) => item.attachment);
    const url = `/leave/requests/${sickDay?.id}/attachment`;
    const file = await call('GET', url, lena);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('doctor says rest');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await call('GET', url, nobody)).statusCode).toBe(404);
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await call('GET', `/leave/requests/${request.id}/attachment`, alice)).statusCode).toBe(
      404,
    );
  });

  it('lets the lead or a people manager decide, never the requester or a stranger', async () => {
    const decide = (who: Caller | undefined, decision = 'approve') =>
      call('POST', `/leave/requests/${request.id}/decision`, who, { decision, comment: 'Enjoy' });
    expect((await decide(undefined)).statusCode).toBe(401);
    expect((await decide(nobody)).statusCode).toBe(404);
    expect((await decide(wendy)).statusCode).toBe(403);
    expect((await decide(alice)).statusCode).toBe(403);
    const toApprove = ok<LeaveRequestPage>(
      await call('GET', '/leave/requests?scope=to_approve', lena),
    );
    expect(toApprove.items.map((item) => item.id)).toContain(request.id);
    expect(toApprove.items.every((item) => item.can_decide)).toBe(true);
    expect(
      ok<LeaveRequestPage>(await call('GET', '/leave/requests?scope=to_approve', nobody)).items,
    ).toEqual([]);
    const approved = ok<LeaveRequest>(await decide(lena));
    expect(approved).toMatchObject({
      status: 'approved',
      decision_comment: 'Enjoy',
      decided_by: { id: lena.user.id },
    });
    expect(await notified(alice.user.id, 'leave.decided')).toBe(1);
    expect((await decide(mona, 'reject')).statusCode).toBe(409);

    const balances = ok<LeaveBalances>(await call('GET', '/leave/balances?year=2030', alice));
    expect(balances.items.find((item) => item.leave_type_id === annual.id)).toMatchObject({
      allowance: 21,
      used: 3,
      remaining: 18,
    });
    expect((await call('GET', `/leave/balances?user_id=${alice.user.id}`, nobody)).statusCode).toBe(
      403,
    );
    ok(await call('GET', `/leave/balances?user_id=${alice.user.id}`, lena));
    expect(
      (
        await call('POST', '/leave/adjustments', lena, {
          user_id: alice.user.id,
          leave_type_id: annual.id,
          year: 2030,
          days: 2,
          reason: 'Overtime',
        })
      ).statusCode,
    ).toBe(403);
    ok(
      await call('POST', '/leave/adjustments', mona, {
        user_id: alice.user.id,
        leave_type_id: annual.id,
        year: 2030,
        days: 1.5,
        reason: 'Overtime',
      }),
      201,
    );
    const after = ok<LeaveBalances>(
      await call('GET', `/leave/balances?user_id=${alice.user.id}&year=2030`, mona),
    );
    expect(after.items.find((item) => item.leave_type_id === annual.id)?.remaining).toBe(19.5);
  });

  it('shows the team calendar and the schedule with holidays and leave', async () => {
    const month = ok<TeamCalendar>(
      await call('GET', '/leave/team-calendar?from_date=2030-12-01&to_date=2030-12-31', lena),
    );
    expect(month.people.map((person) => person.username).sort()).toEqual(['alice', 'lena']);
    expect(month.leaves.map((leave) => [leave.start_date, leave.status])).toEqual(
      expect.arrayContaining([
        ['2030-12-01', 'approved'],
        ['2030-12-10', 'pending'],
      ]),
    );
    expect(month.holidays.map((holiday) => holiday.date)).toEqual(['2030-12-03', '2030-12-31']);
    fieldError(
      await call('GET', '/leave/team-calendar?from_date=2030-12-01&to_date=2031-03-01', lena),
      'to_date',
      CALENDAR_MESSAGES.rangeTooLong,
    );
    const schedule = ok<Schedule>(
      await call('GET', '/calendar/schedule?from_date=2030-12-01&to_date=2030-12-06', alice),
    );
    expect(schedule.calendar).toMatchObject({ source: 'default', time_zone: 'Asia/Riyadh' });
    expect(schedule.days.map((day) => day.expected_minutes)).toEqual([0, 0, 0, 0, 480, 0]);
    expect(schedule.days[0]?.shifts[0]?.start).toBe('2030-12-01T05:00:00.000Z');
    expect(
      (
        await call(
          'GET',
          `/calendar/schedule?from_date=2030-12-01&to_date=2030-12-02&user_id=${alice.user.id}`,
          nobody,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lets the requester cancel before the start and an approver at any time', async () => {
    const cancelled = ok<LeaveRequest>(
      await call('POST', `/leave/requests/${request.id}/cancel`, alice, {}),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await notified(lena.user.id, 'leave.cancelled')).toBe(1);
    const again = ok<LeaveRequest>(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        start_date: '2030-11-20',
        end_date: '2030-11-21',
      }),
      201,
    );
    ok(await call('POST', `/leave/requests/${again.id}/decision`, lena, { decision: 'approve' }));
    // Started today: alice may no longer cancel it; her lead may.
    expect((await call('POST', `/leave/requests/${again.id}/cancel`, alice, {})).statusCode).toBe(
      409,
    );
    ok(await call('POST', `/leave/requests/${again.id}/cancel`, lena, { comment: 'Needed' }));
    expect(await notified(alice.user.id, 'leave.cancelled')).toBe(1);
  });

  it('makes attendance schedule-aware: late, on leave, no prompt outside hours or on leave, auto check-out', async () => {
    // 06:00Z is 09:00 in Riyadh: the shift began an hour ago.
    const board = async () =>
      new Map(
        ok<{ items: UserStatus[] }>(
          await call('GET', '/user/status/users?size=-1', lena),
        ).items.map((item) => [item.username, item]),
      );
    expect((await board()).get('alice')).toMatchObject({
      availability: 'not_started',
      minutes_late: 60,
    });
    const today = ok<LeaveRequest>(
      await call('POST', '/leave/requests', alice, {
        leave_type_id: annual.id,
        start_date: '2030-11-20',
        end_date: '2030-11-20',
      }),
      201,
    );
    ok(await call('POST', `/leave/requests/${today.id}/decision`, lena, { decision: 'approve' }));
    expect((await board()).get('alice')).toMatchObject({
      availability: 'on_leave',
      minutes_late: null,
    });

    ok(await call('POST', '/user/status', alice, { is_available: true }));
    ok(await call('POST', '/user/status', lena, { is_available: true }));
    expect((await board()).get('lena')?.availability).toBe('working');
    const [checkout] = await handle.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'attendance.auto_checkout'),
          eq(jobs.uniqueKey, `attendance-auto-checkout:${(await openSession(lena.user.id))?.id}`),
        ),
      );
    // The end of the working day (16:00 Riyadh = 13:00Z) plus the 60-minute tolerance.
    expect(checkout?.runAt.toISOString()).toBe('2030-11-20T14:00:00.000Z');

    clock.advance(60 * 60_000 + 1000); // 07:00Z: lena is prompted, alice (on leave) is not.
    await app.jobs.runDue();
    expect((await openSession(lena.user.id))?.promptSentAt).not.toBeNull();
    expect((await openSession(alice.user.id))?.promptSentAt).toBeNull();
    // Sign-in sessions idle out after 30 minutes of the moved clock: sign in again to answer.
    lena.token = sessionCookie(await login(app, { username: 'lena', password: PASSWORD }));
    ok(await call('PUT', '/user/attendance', lena, {}));

    clock.advance(7 * 60 * 60_000); // 14:00Z, 17:00 in Riyadh: past the end of day + tolerance.
    await app.jobs.runDue();
    const [closed] = await handle.db
      .select()
      .from(attendanceSessions)
      .where(eq(attendanceSessions.userId, lena.user.id));
    expect(closed).toMatchObject({ endReason: 'auto_checkout', needsReview: true });
    expect(closed?.endedAt?.toISOString()).toBe('2030-11-20T14:00:00.000Z');
  });

  async function openSession(userId: string) {
    const [row] = await handle.db
      .select()
      .from(attendanceSessions)
      .where(and(eq(attendanceSessions.userId, userId), isNull(attendanceSessions.endedAt)));
    return row;
  }
});
