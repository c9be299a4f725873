import { describe, expect, it } from 'vitest';
import { TIMESHEET_MESSAGES } from '../contracts/timesheet.constants.ts';
import { createFakeApi } from './createFakeApi.ts';

const STORY = {
  id: '00000000-0000-4000-8000-00000000aaaa',
  key: 'DOC-1',
  title: 'Script the intro',
  state_group: 'started' as const,
  project_id: '00000000-0000-4000-8000-00000000bbbb',
};

function fake() {
  return createFakeApi({
    users: [
      { username: 'sam', password: 'pw', full_name: 'Sam Staff', permissions: ['Timesheet'] },
      {
        username: 'mia',
        password: 'pw',
        full_name: 'Mia Manager',
        permissions: ['Users Management'],
      },
    ],
    signedInAs: 'sam',
    timesheet: { stories: [STORY] },
  });
}

describe('fake timesheet', () => {
  it('keeps the server rules: 24 hours a day, weeks from Sunday, submit → approve → locked', async () => {
    const api = fake();
    // 2030-11-20 is a Wednesday; the default calendar's weekend is Friday–Saturday.
    let week = await api.timesheet.week({ date: '2030-11-20' });
    expect(week.week_start).toBe('2030-11-17');
    week = await api.timesheet.setCell({ date: '2030-11-18', story_id: STORY.id, minutes: 600 });
    expect(week.rows[0]?.cells[1]?.minutes).toBe(600);
    await expect(
      api.timesheet.setCell({ date: '2030-11-18', activity: 'Meetings', minutes: 900 }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { minutes: [TIMESHEET_MESSAGES.dayOver24h] },
    });
    await expect(
      api.timesheet.setCell({ date: '2030-11-18', story_id: STORY.project_id, minutes: 5 }),
    ).rejects.toMatchObject({ status: 400 });

    week = await api.timesheet.submit({ week_start: '2030-11-17' });
    expect(week).toMatchObject({ status: 'submitted', can_edit: false });
    await expect(
      api.timesheet.decide(week.id ?? '', { decision: 'approve' }),
    ).rejects.toMatchObject({
      status: 403,
      detail: TIMESHEET_MESSAGES.ownWeek,
    });
    await api.user.logout();
    await api.user.login({ username: 'mia', password: 'pw' });
    const page = await api.timesheet.approvals();
    expect(page.items.map((item) => item.user.username)).toEqual(['sam']);
    const approved = await api.timesheet.decide(week.id ?? '', { decision: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', can_reopen: true, can_edit: false });
    await api.user.logout();
    await api.user.login({ username: 'sam', password: 'pw' });
    await expect(
      api.timesheet.setCell({ date: '2030-11-19', story_id: STORY.id, minutes: 5 }),
    ).rejects.toMatchObject({ status: 409, detail: TIMESHEET_MESSAGES.weekApproved });
  });

  it('runs one timer at a time', async () => {
    const api = fake();
    await api.timesheet.startTimer({ activity: 'Support' });
    await expect(api.timesheet.startTimer({ story_id: STORY.id })).rejects.toMatchObject({
      status: 409,
      detail: TIMESHEET_MESSAGES.timerRunning,
    });
    expect((await api.timesheet.timer()).running?.activity).toBe('Support');
    await api.timesheet.stopTimer();
    expect((await api.timesheet.timer()).running).toBeNull();
  });
});
