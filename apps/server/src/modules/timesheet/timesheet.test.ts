import {
  ERROR_DETAILS,
  STORY_MESSAGES,
  TIMESHEET_MESSAGES,
  type RunningTimer,
  type TimeEntryList,
  type TimesheetTimer,
  type TimesheetWeek,
  type TimesheetWeekPage,
} from '@atrium/api/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  holidays,
  leaveRequests,
  leaveTypes,
  notifications,
  teamMembers,
  timesheetWeeks,
  workCalendarLines,
  workCalendars,
} from '../../db/schema/index.ts';
import { call as callApi, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  addressSequence,
  login,
  manualClock,
  PASSWORD,
  sessionCookie,
  useTestApp,
} from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases)('timesheets on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  // Wednesday 20 November 2030, 09:00 in Riyadh. The default calendar works Sunday–Thursday
  // 08:00–16:00 there, so the timesheet week starts on Sunday 17 November.
  const START = new Date('2030-11-20T06:00:00Z');
  const clock = manualClock(START);
  /** alice and pat fill in timesheets in Staff, led by lena; mona manages people. */
  let alice: Caller;
  let lena: Caller;
  let mona: Caller;
  let pat: Caller;
  let olga: Caller;
  let quinn: Caller;
  let nobody: Caller;
  let storyId: string;
  let otherStoryId: string;
  let projectId: string;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), {
    emptyBeforeEach: false,
    clock,
  });

  beforeAll(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Example' });
    lena = await seedAndSignIn(app, handle, { username: 'lena', fullName: 'Lena Lead' });
    mona = await seedAndSignIn(app, handle, { username: 'mona', fullName: 'Mona People' });
    pat = await seedAndSignIn(app, handle, { username: 'pat', fullName: 'Pat Worker' });
    olga = await seedAndSignIn(app, handle, { username: 'olga', fullName: 'Olga Away' });
    quinn = await seedAndSignIn(app, handle, { username: 'quinn', fullName: 'Quinn Thursday' });
    nobody = await seedAndSignIn(app, handle, { username: 'nobody', fullName: 'No Body' });
    const staff = await seedTeam(
      handle,
      'Staff',
      [alice.user.id, lena.user.id, pat.user.id, olga.user.id, quinn.user.id],
      ['Timesheet', 'Task Management'],
    );
    await handle.db
      .update(teamMembers)
      .set({ isLead: true })
      .where(and(eq(teamMembers.teamId, staff), eq(teamMembers.userId, lena.user.id)));
    await seedTeam(handle, 'People', [mona.user.id], ['Users Management']);
    const [calendar] = await handle.db
      .insert(workCalendars)
      .values({ name: 'Riyadh', timeZone: 'Asia/Riyadh', isDefault: true })
      .returning();
    if (!calendar) throw new Error('no calendar');
    await handle.db.insert(workCalendarLines).values(
      [7, 1, 2, 3, 4].map((weekday) => ({
        calendarId: calendar.id,
        weekday,
        fromMinute: 8 * 60,
        toMinute: 16 * 60,
      })),
    );
    await handle.db
      .insert(holidays)
      .values({ calendarId: calendar.id, name: 'Founding Day', date: '2030-11-19' });
    // olga is on leave the whole week of 24 November.
    const [annual] = await handle.db
      .insert(leaveTypes)
      .values({ name: 'Annual', color: '#00aa00', allowanceHalves: 60 })
      .returning();
    await handle.db.insert(leaveRequests).values({
      userId: olga.user.id,
      leaveTypeId: annual?.id ?? '',
      startDate: '2030-11-24',
      endDate: '2030-11-28',
      halves: 10,
      status: 'approved',
    });
    // quinn is off on Thursday 28 November only: the reminder's day.
    await handle.db.insert(leaveRequests).values({
      userId: quinn.user.id,
      leaveTypeId: annual?.id ?? '',
      startDate: '2030-11-28',
      endDate: '2030-11-28',
      halves: 2,
      status: 'approved',
    });
    const project = ok<{ id: string }>(
      await call('POST', '/projects', alice, { name: 'Documentary', key: 'DOC' }),
      201,
    );
    projectId = project.id;
    storyId = ok<{ id: string }>(
      await call('POST', '/story', alice, { project_id: projectId, title: 'Script the intro' }),
      201,
    ).id;
    otherStoryId = ok<{ id: string }>(
      await call('POST', '/story', alice, { project_id: projectId, title: 'Record voice-over' }),
      201,
    ).id;
  });

  // Sessions end after 30 idle minutes and the suite moves the clock by hours: a caller whose
  // last request is 20 minutes old signs in again (from a new address, past the login limit).
  const lastUse = new Map<string, number>();
  const nextAddress = addressSequence('10.9');
  async function fresh(who: Caller): Promise<string> {
    const now = clock.now().getTime();
    const last = lastUse.get(who.user.id) ?? START.getTime();
    if (now - last >= 20 * 60 * 1000) {
      who.token = sessionCookie(
        await login(app, { username: who.user.username, password: PASSWORD }, {}, nextAddress()),
      );
    }
    lastUse.set(who.user.id, now);
    return who.token;
  }
  const call = async (method: Method, url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who ? await fresh(who) : undefined, payload });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  function fieldError(
    response: LightMyRequestResponse,
    status: number,
    field: string,
    message: string,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
  }

  function detail(response: LightMyRequestResponse, status: number, text: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ detail: string }>().detail).toBe(text);
  }

  const weekOf = async (who: Caller, date?: string) =>
    ok<TimesheetWeek>(await call('GET', `/timesheet/week${date ? `?date=${date}` : ''}`, who));
  const cell = (who: Caller | undefined, body: Record<string, unknown>) =>
    call('PUT', '/timesheet/cells', who, body);
  const rowOf = (sheet: TimesheetWeek, key: string) => sheet.rows.find((row) => row.key === key);
  const eventsOf = async (event: string) =>
    (await handle.db.select().from(notifications).where(eq(notifications.event, event))).map(
      (row) => row.recipientId,
    );

  it('refuses the signed-out (401) and people without Timesheet (403)', async () => {
    detail(await call('GET', '/timesheet/week', undefined), 401, ERROR_DETAILS.invalidToken);
    detail(await call('GET', '/timesheet/week', nobody), 403, ERROR_DETAILS.forbidden);
    const body = { date: '2030-11-18', activity: 'Meetings', minutes: 60 };
    detail(await cell(undefined, body), 401, ERROR_DETAILS.invalidToken);
    detail(await cell(nobody, body), 403, ERROR_DETAILS.forbidden);
    detail(
      await call('POST', '/timesheet/timer', nobody, { activity: 'x' }),
      403,
      ERROR_DETAILS.forbidden,
    );
    detail(await call('GET', '/timesheet/approvals', undefined), 401, ERROR_DETAILS.invalidToken);
    // An approver's list is open to anyone signed in, and empty for someone who approves nobody.
    expect(ok<TimesheetWeekPage>(await call('GET', '/timesheet/approvals', nobody)).total).toBe(0);
  });

  it('shows the week from Sunday with expected hours, the holiday and attended time', async () => {
    ok(await call('POST', '/user/status', alice, { is_available: true }));
    clock.advance(HOUR / 2);
    await call('POST', '/user/status', alice, { is_available: false });
    const sheet = await weekOf(alice);
    expect(sheet).toMatchObject({
      week_start: '2030-11-17',
      week_end: '2030-11-23',
      time_zone: 'Asia/Riyadh',
      status: 'open',
      can_edit: true,
      can_decide: false,
    });
    expect(sheet.days.map((day) => day.expected_minutes)).toEqual([480, 480, 0, 480, 480, 0, 0]);
    expect(sheet.days[2]?.holiday).toEqual({ name: 'Founding Day', half_day: false });
    expect(sheet.days[3]?.attended_minutes).toBe(30);
    // Finish Working may have drafted the day (a story was created today): a draft is never
    // logged time. Discarded here so the draft test below starts clean.
    expect(sheet.days[3]?.logged_minutes).toBe(0);
    for (const draft of sheet.drafts) {
      ok(await call('DELETE', `/timesheet/drafts/${draft.id}`, alice));
    }
    expect(sheet.expected_minutes).toBe(4 * 480);
    // A date in the middle of the week answers the same week.
    expect((await weekOf(alice, '2030-11-22')).week_start).toBe('2030-11-17');
  });

  it('sets cells (hours and note), totals rows and days, and refuses over 24 h with a 422', async () => {
    let sheet = ok<TimesheetWeek>(
      await cell(alice, {
        date: '2030-11-18',
        story_id: storyId,
        minutes: 120,
        note: 'First draft',
      }),
    );
    expect(rowOf(sheet, `story:${storyId}`)?.cells[1]).toMatchObject({
      minutes: 120,
      timed_minutes: 0,
      note: 'First draft',
    });
    sheet = ok(await cell(alice, { date: '2030-11-18', story_id: storyId, minutes: 90 }));
    expect(rowOf(sheet, `story:${storyId}`)?.total_minutes).toBe(90);
    sheet = ok(await cell(alice, { date: '2030-11-18', activity: 'Meetings', minutes: 60 }));
    sheet = ok(await cell(alice, { date: '2030-11-17', project_id: projectId, minutes: 30 }));
    expect(sheet.days[1]?.logged_minutes).toBe(150);
    expect(sheet.total_minutes).toBe(180);
    expect(rowOf(sheet, `project:${projectId}`)?.project?.key).toBe('DOC');
    // The story page sees the grid's entry (one time-entry model).
    const storyTime = ok<TimeEntryList>(await call('GET', `/story/${storyId}/time`, alice));
    expect(storyTime.total_minutes).toBe(90);

    fieldError(
      await cell(alice, { date: '2030-11-18', activity: 'Meetings', minutes: 1400 }),
      422,
      'minutes',
      TIMESHEET_MESSAGES.dayOver24h,
    );
    const tooBig = await cell(alice, { date: '2030-11-18', activity: 'Meetings', minutes: 1441 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ errors: Record<string, string[]> }>().errors.minutes).toBeDefined();
    fieldError(
      await cell(alice, { date: '2030-11-18', story_id: storyId, activity: 'x', minutes: 1 }),
      400,
      'story_id',
      TIMESHEET_MESSAGES.oneTarget,
    );
    fieldError(
      await cell(pat, { date: '2030-11-18', story_id: storyId, minutes: 10 }),
      400,
      'story_id',
      TIMESHEET_MESSAGES.unknownStory,
    );
    // Bad input is a 400, never a 500.
    expect((await cell(alice, { date: 'monday', activity: 'x', minutes: 1 })).statusCode).toBe(400);
    expect((await call('GET', '/timesheet/week?date=2030-02-31', alice)).statusCode).toBe(400);
  });

  it('has one timer for the story page and the timesheet; a stopped timer lands in the grid', async () => {
    ok(await call('POST', `/story/${storyId}/timer`, alice), 201);
    const running = ok<TimesheetTimer>(await call('GET', '/timesheet/timer', alice));
    expect(running.running).toMatchObject({ kind: 'story', date: '2030-11-20' });
    expect(running.running?.story?.id).toBe(storyId);
    detail(
      await call('POST', '/timesheet/timer', alice, { activity: 'Support' }),
      409,
      TIMESHEET_MESSAGES.timerRunning,
    );
    clock.advance(HOUR / 2);
    ok(await call('POST', '/timesheet/timer/stop', alice));
    const storyTime = ok<TimeEntryList>(await call('GET', `/story/${storyId}/time`, alice));
    expect(storyTime.total_minutes).toBe(120);
    let sheet = await weekOf(alice);
    expect(rowOf(sheet, `story:${storyId}`)?.cells[3]).toMatchObject({
      minutes: 30,
      timed_minutes: 30,
    });
    // A cell never goes below what the timer logged; above it, the rest is a hand entry.
    fieldError(
      await cell(alice, { date: '2030-11-20', story_id: storyId, minutes: 10 }),
      422,
      'minutes',
      TIMESHEET_MESSAGES.belowTimed,
    );
    sheet = ok(await cell(alice, { date: '2030-11-20', story_id: storyId, minutes: 45 }));
    expect(rowOf(sheet, `story:${storyId}`)?.cells[3]).toMatchObject({
      minutes: 45,
      timed_minutes: 30,
    });

    // Started on the timesheet for an activity, the story page sees it and stops it.
    ok(await call('POST', '/timesheet/timer', alice, { activity: 'Support' }));
    detail(await call('POST', `/story/${storyId}/timer`, alice), 409, STORY_MESSAGES.timerRunning);
    const fromStory = ok<RunningTimer>(await call('GET', '/story/timer', alice));
    expect(fromStory.entry).toMatchObject({ story_id: null, running: true });
    expect(fromStory.story).toBeNull();
    clock.advance(HOUR / 4);
    ok(await call('DELETE', '/story/timer', alice));
    sheet = await weekOf(alice);
    expect(rowOf(sheet, 'activity:Support')?.cells[3]?.minutes).toBe(15);
    detail(await call('POST', '/timesheet/timer/stop', alice), 409, TIMESHEET_MESSAGES.noTimer);
  });

  it('drafts a day from Finish Working over the stories touched; confirmed it counts, discarded it goes', async () => {
    // Thursday 21 November, 08:00 in Riyadh.
    clock.advance(new Date('2030-11-21T05:00:00Z').getTime() - clock.now().getTime());
    ok(
      await call('POST', `/story/${storyId}/time`, alice, { date: '2030-11-21', minutes: 30 }),
      201,
    );
    // A minute later, so the two stories were first touched in a known order.
    clock.advance(60 * 1000);
    const story = ok<{ version: number }>(await call('GET', `/story/${otherStoryId}`, alice));
    ok(
      await call('PATCH', `/story/${otherStoryId}`, alice, {
        version: story.version,
        title: 'Record the voice-over',
      }),
    );
    ok(await call('POST', '/user/status', alice, { is_available: true }));
    clock.advance(3 * HOUR);
    ok(await call('POST', '/user/status', alice, { is_available: false }));
    let sheet = await weekOf(alice);
    const [draft] = sheet.drafts;
    expect(draft).toMatchObject({ date: '2030-11-21', session_minutes: 180 });
    // 180 minutes of work, 30 already logged: 150 spread over the two stories touched.
    expect(draft?.lines.map((line) => [line.story.id, line.minutes])).toEqual([
      [storyId, 75],
      [otherStoryId, 75],
    ]);
    expect(sheet.days[4]?.logged_minutes).toBe(30);
    fieldError(
      await call('POST', `/timesheet/drafts/${draft?.id}/confirm`, alice, {
        lines: [{ story_id: storyId, minutes: 1420 }],
      }),
      422,
      'lines',
      TIMESHEET_MESSAGES.dayOver24h,
    );
    detail(
      await call('POST', `/timesheet/drafts/${draft?.id}/confirm`, pat, { lines: [] }),
      404,
      ERROR_DETAILS.notFound,
    );
    sheet = ok(
      await call('POST', `/timesheet/drafts/${draft?.id}/confirm`, alice, {
        lines: [
          { story_id: storyId, minutes: 100 },
          { story_id: otherStoryId, minutes: 50 },
        ],
      }),
    );
    expect(sheet.drafts).toEqual([]);
    expect(sheet.days[4]?.logged_minutes).toBe(180);
    expect(rowOf(sheet, `story:${otherStoryId}`)?.cells[4]?.minutes).toBe(50);

    // A second session the same day: a new draft, which the person discards.
    ok(await call('POST', '/user/status', alice, { is_available: true }));
    clock.advance(4 * HOUR);
    ok(await call('POST', '/user/status', alice, { is_available: false }));
    const second = (await weekOf(alice)).drafts[0];
    // 240 minutes of work, 180 logged by now: 60 left to spread.
    expect(second?.lines.reduce((sum, line) => sum + line.minutes, 0)).toBe(60);
    ok(await call('DELETE', `/timesheet/drafts/${second?.id}`, alice));
    expect((await weekOf(alice)).drafts).toEqual([]);
    expect((await weekOf(alice)).days[4]?.logged_minutes).toBe(180);
  });

  it('copies last week: rows, and with hours into empty cells', async () => {
    fieldError(
      await call('POST', '/timesheet/week/copy', alice, { week_start: '2030-11-18' }),
      400,
      'week_start',
      TIMESHEET_MESSAGES.notWeekStart,
    );
    fieldError(
      await call('POST', '/timesheet/week/copy', alice, { week_start: '2030-11-10' }),
      422,
      'week_start',
      TIMESHEET_MESSAGES.nothingLastWeek,
    );
    let next = ok<TimesheetWeek>(
      await call('POST', '/timesheet/week/copy', alice, { week_start: '2030-11-24' }),
    );
    expect(next.rows.map((row) => row.key).sort()).toEqual(
      [
        `story:${storyId}`,
        `story:${otherStoryId}`,
        'activity:Meetings',
        'activity:Support',
        `project:${projectId}`,
      ].sort(),
    );
    expect(next.total_minutes).toBe(0);
    next = ok(
      await call('POST', '/timesheet/week/copy', alice, {
        week_start: '2030-11-24',
        with_hours: true,
      }),
    );
    expect(rowOf(next, 'activity:Meetings')?.cells[1]?.minutes).toBe(60);
    expect(next.total_minutes).toBe((await weekOf(alice, '2030-11-17')).total_minutes);
    // An empty row comes off; a row with hours does not.
    ok(
      await call('POST', '/timesheet/week/rows', alice, {
        week_start: '2030-11-24',
        activity: 'Training',
      }),
    );
    next = ok(
      await call('POST', '/timesheet/week/rows/remove', alice, {
        week_start: '2030-11-24',
        activity: 'Training',
      }),
    );
    expect(rowOf(next, 'activity:Training')).toBeUndefined();
    fieldError(
      await call('POST', '/timesheet/week/rows/remove', alice, {
        week_start: '2030-11-24',
        activity: 'Meetings',
      }),
      422,
      'story_id',
      TIMESHEET_MESSAGES.rowHasHours,
    );
  });

  it('submits, rejects with a comment, approves and locks, and reopens — with notifications', async () => {
    const weekStart = '2030-11-17';
    let sheet = ok<TimesheetWeek>(
      await call('POST', '/timesheet/week/submit', alice, { week_start: weekStart }),
    );
    expect(sheet).toMatchObject({ status: 'submitted', can_edit: false });
    const weekId = sheet.id ?? '';
    expect(await eventsOf('timesheet.submitted')).toEqual([lena.user.id]);
    detail(
      await cell(alice, { date: '2030-11-18', activity: 'Meetings', minutes: 30 }),
      409,
      TIMESHEET_MESSAGES.weekSubmitted,
    );
    detail(
      await call('POST', '/timesheet/week/submit', alice, { week_start: weekStart }),
      409,
      TIMESHEET_MESSAGES.notSubmittable,
    );

    // Who may decide: never the person, never a stranger (404 as for an unknown id), never signed out.
    const approve = { decision: 'approve' };
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, alice, approve),
      403,
      TIMESHEET_MESSAGES.ownWeek,
    );
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, pat, approve),
      404,
      ERROR_DETAILS.notFound,
    );
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, nobody, approve),
      404,
      ERROR_DETAILS.notFound,
    );
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, undefined, approve),
      401,
      ERROR_DETAILS.invalidToken,
    );
    detail(await call('GET', `/timesheet/weeks/${weekId}`, pat), 404, ERROR_DETAILS.notFound);

    // The lead sees it submitted to them, read-only, and rejects it with a comment.
    const page = ok<TimesheetWeekPage>(
      await call('GET', '/timesheet/approvals?status=submitted', lena),
    );
    expect(page.items.map((item) => [item.user.username, item.week_start])).toEqual([
      ['alice', weekStart],
    ]);
    expect(page.items[0]?.total_minutes).toBeGreaterThan(0);
    const seen = ok<TimesheetWeek>(await call('GET', `/timesheet/weeks/${weekId}`, lena));
    expect(seen).toMatchObject({ can_edit: false, can_decide: true, can_reopen: true });
    fieldError(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, lena, { decision: 'reject' }),
      400,
      'comment',
      TIMESHEET_MESSAGES.commentRequired,
    );
    sheet = ok(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, lena, {
        decision: 'reject',
        comment: 'Monday is missing the edit',
      }),
    );
    expect(sheet).toMatchObject({ status: 'rejected', comment: 'Monday is missing the edit' });
    expect(await eventsOf('timesheet.decided')).toEqual([alice.user.id]);
    ok(await cell(alice, { date: '2030-11-18', activity: 'Editing', minutes: 60 }));

    // Submitted again, a people manager approves: the week is locked everywhere.
    ok(await call('POST', '/timesheet/week/submit', alice, { week_start: weekStart }));
    sheet = ok(await call('POST', `/timesheet/weeks/${weekId}/decision`, mona, approve));
    expect(sheet).toMatchObject({ status: 'approved', decided_by: { username: 'mona' } });
    detail(
      await cell(alice, { date: '2030-11-18', activity: 'Editing', minutes: 30 }),
      409,
      TIMESHEET_MESSAGES.weekApproved,
    );
    detail(
      await call('POST', `/story/${storyId}/time`, alice, { date: '2030-11-19', minutes: 5 }),
      409,
      TIMESHEET_MESSAGES.weekApproved,
    );
    // Today (Thursday) is in the locked week: neither timer starts.
    detail(
      await call('POST', `/story/${storyId}/timer`, alice),
      409,
      TIMESHEET_MESSAGES.weekApproved,
    );
    detail(
      await call('POST', '/timesheet/timer', alice, { activity: 'Support' }),
      409,
      TIMESHEET_MESSAGES.weekApproved,
    );
    detail(
      await call('POST', '/timesheet/week/rows', alice, { week_start: weekStart, activity: 'New' }),
      409,
      TIMESHEET_MESSAGES.weekApproved,
    );
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/decision`, lena, approve),
      409,
      TIMESHEET_MESSAGES.notSubmitted,
    );
    const approved = ok<TimesheetWeekPage>(
      await call('GET', '/timesheet/approvals?status=approved&size=10', mona),
    );
    expect(approved.items.map((item) => item.id)).toEqual([weekId]);

    // Reopened by the lead: the person is told and may change it again.
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/reopen`, alice, {}),
      403,
      TIMESHEET_MESSAGES.ownWeek,
    );
    sheet = ok(
      await call('POST', `/timesheet/weeks/${weekId}/reopen`, lena, { comment: 'Fix Tuesday' }),
    );
    expect(sheet.status).toBe('open');
    expect(await eventsOf('timesheet.reopened')).toEqual([alice.user.id]);
    ok(await cell(alice, { date: '2030-11-18', activity: 'Editing', minutes: 30 }));
    detail(
      await call('POST', `/timesheet/weeks/${weekId}/reopen`, lena, {}),
      409,
      TIMESHEET_MESSAGES.notApproved,
    );
  });

  it('reminds people of a missing week after its last shift, once, skipping leave and submitted weeks', async () => {
    // Thursday 28 November 16:30 in Riyadh: the week of 24 November has ended its last shift.
    clock.advance(new Date('2030-11-28T13:30:00Z').getTime() - clock.now().getTime());
    ok(await call('POST', '/timesheet/week/submit', lena, { week_start: '2030-11-24' }));
    await app.jobs.runDue();
    const reminded = await eventsOf('timesheet.reminder');
    expect(reminded).toContain(pat.user.id);
    expect(reminded).toContain(alice.user.id);
    expect(reminded).not.toContain(olga.user.id);
    expect(reminded).not.toContain(quinn.user.id);
    expect(reminded).not.toContain(lena.user.id);
    expect(reminded).not.toContain(nobody.user.id);
    const weeks = await handle.db
      .select()
      .from(timesheetWeeks)
      .where(eq(timesheetWeeks.userId, pat.user.id));
    expect(weeks[0]?.remindedAt).not.toBeNull();
    // Run again an hour later: nobody is reminded twice.
    clock.advance(2 * HOUR);
    await app.jobs.runDue();
    expect((await eventsOf('timesheet.reminder')).length).toBe(reminded.length);
  });

  it('dates the story timer in the calendar zone and lets people mute timesheet notifications', async () => {
    // Saturday 30 November 22:30 UTC is Sunday 1 December 01:30 in Riyadh: a new week there.
    clock.advance(new Date('2030-11-30T22:30:00Z').getTime() - clock.now().getTime());
    ok(await call('POST', `/story/${storyId}/timer`, alice), 201);
    const running = ok<TimesheetTimer>(await call('GET', '/timesheet/timer', alice));
    expect(running.running?.date).toBe('2030-12-01');
    ok(await call('DELETE', '/story/timer', alice));

    // A week cannot be submitted while its timer runs (the minutes would land in a locked week).
    ok(await call('POST', '/timesheet/timer', alice, { activity: 'Support' }));
    detail(
      await call('POST', '/timesheet/week/submit', alice, { week_start: '2030-12-01' }),
      409,
      TIMESHEET_MESSAGES.stopTimerFirst,
    );
    ok(await call('DELETE', '/story/timer', alice));
    ok(await call('POST', '/timesheet/week/submit', alice, { week_start: '2030-12-01' }));

    // lena turns the in-app "decided" notification off; mona finds her week by person and approves.
    ok(
      await call('PUT', '/notification/preferences', lena, {
        'timesheet.decided': { in_app: false, push: false },
      }),
    );
    const before = (await eventsOf('timesheet.decided')).length;
    const page = ok<TimesheetWeekPage>(
      await call('GET', `/timesheet/approvals?status=submitted&user_id=${lena.user.id}`, mona),
    );
    expect(page.items.map((item) => [item.user.username, item.week_start])).toEqual([
      ['lena', '2030-11-24'],
    ]);
    ok(
      await call('POST', `/timesheet/weeks/${page.items[0]?.id}/decision`, mona, {
        decision: 'approve',
      }),
    );
    expect((await eventsOf('timesheet.decided')).length).toBe(before);
    // A second page of one-item pages is empty; a bad page size is a 400.
    const second = ok<TimesheetWeekPage>(
      await call('GET', '/timesheet/approvals?status=approved&size=10&page=2', mona),
    );
    expect(second.items).toEqual([]);
    expect((await call('GET', '/timesheet/approvals?size=7', mona)).statusCode).toBe(400);
  });
});
