import type { TimesheetWeek } from '@atrium/api/contracts';
import type { Page } from '@playwright/test';
import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { expect, test, uniqueName } from './fixtures.ts';
import { masterKey, ok, pageAs } from './seed.ts';

// Issue 23: a person with the Timesheet right and a Friday–Saturday calendar fills a week by
// keyboard (hours and notes, totals, attended / logged / expected), runs the timer, submits; the
// team lead approves from the notification; the week is then locked on the screen and the API.

/** Sunday to Thursday, 09:00–17:00 (8 h a day): Friday and Saturday are the weekend. */
const SUN_TO_THU = [7, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '09:00', to: '17:00' }));

/** Hours typed into the first three days of the week (Sunday to Tuesday), with their notes. */
const FILLED = [
  { typed: '2.5', shown: '2.5', note: 'Kick-off with the client' },
  { typed: '3:00', shown: '3', note: 'Workshop notes written up' },
  { typed: '2', shown: '2', note: 'Follow-up calls' },
] as const;

/** The week's table row of a row of the timesheet (the Total row and the header hold no name). */
const gridRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
/** The Total row: each day's attended, logged and expected hours, then the week's. */
const totalRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });

/**
 * Opens `path` and waits for the profile the layout fetches on load: the saved sign-in predates
 * the team's Timesheet right, and the route guard reads the stored profile, so the menu shows
 * Timesheet only once the fresh one is in.
 */
async function openWithFreshProfile(page: Page, path: string) {
  const profile = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/profile') && response.ok(),
  );
  await page.goto(path);
  await profile;
  await expect(page.getByRole('link', { name: 'Timesheet', exact: true }).first()).toBeVisible();
}

test('a week filled by keyboard, timed, submitted, approved by the lead from the notification, then locked', async ({
  accounts,
  browser,
}) => {
  // Two people's browsers on a shared 2-core machine.
  test.setTimeout(120_000);
  const admin = await accounts.api(await accounts.admin());
  const lead = await accounts.member('timesheet-lead');
  const staff = await accounts.member('timesheet-staff');
  const activity = uniqueName('Workshop ');

  await test.step('seed a team with the Timesheet right, its lead and a Friday–Saturday calendar', async () => {
    const calendar = await ok(
      await admin.post('/api/calendar/calendars', {
        data: { name: uniqueName('Gulf week '), time_zone: 'UTC', lines: SUN_TO_THU },
      }),
      201,
    );
    const team = await ok(
      await admin.post('/api/team', { data: { name: uniqueName('Timesheet team ') } }),
      201,
    );
    const key = { [MASTER_KEY_HEADER]: await masterKey(admin) };
    await ok(
      await admin.put(`/api/team/${team.id}/members`, {
        headers: key,
        data: {
          members: [
            { user_id: lead.id, is_lead: true },
            { user_id: staff.id, is_lead: false },
          ],
        },
      }),
    );
    await ok(
      await admin.put(`/api/user/permission/team/${team.id}`, {
        headers: key,
        data: { permissions: ['Timesheet'] },
      }),
    );
    await ok(
      await admin.put(`/api/calendar/teams/${team.id}`, { data: { calendar_id: calendar.id } }),
    );
    await admin.dispose();
  });

  // The week the screen opens on (today's, starting on Sunday after the weekend).
  const staffApi = await accounts.api(staff);
  const week = (await ok(await staffApi.get('/api/timesheet/week'))) as unknown as TimesheetWeek;
  const filledDates = week.days.slice(0, FILLED.length).map((day) => day.date);

  const asStaff = await pageAs(browser, staff);
  const page = asStaff.page;

  await test.step('add a free activity by keyboard', async () => {
    await openWithFreshProfile(page, '/main/home');
    await page.goto('/main/timesheet');
    await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
    await expect(page.getByText('Nothing logged this week')).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Activity', exact: true });
    await name.focus();
    await page.keyboard.type(activity);
    await page.keyboard.press('Enter');
    await expect(gridRow(page, activity)).toBeVisible();
    await expect(name).toHaveValue('');
  });

  await test.step('fill three days with hours and a note, by keyboard', async () => {
    for (const [index, { typed, note }] of FILLED.entries()) {
      // Cells are named "row, day: hours"; the n-th is the n-th day of the week.
      const cell = gridRow(page, activity)
        .getByRole('button', { name: new RegExp(`^${activity}, `) })
        .nth(index);
      await cell.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${activity} — `) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Hours' }).focus();
      await page.keyboard.type(typed);
      await dialog.getByRole('textbox', { name: 'Note' }).focus();
      await page.keyboard.type(note);
      await dialog.getByRole('button', { name: 'Save' }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(
        gridRow(page, activity).getByRole('button', { name: new RegExp(`note: ${note}$`) }),
      ).toBeVisible();
    }
    const saved = (await ok(
      await staffApi.get(`/api/timesheet/week?date=${week.week_start}`),
    )) as unknown as TimesheetWeek;
    const cells = saved.rows.find((row) => row.activity === activity)?.cells ?? [];
    expect(
      cells.filter((cell) => filledDates.includes(cell.date)).map((cell) => cell.note),
    ).toEqual(FILLED.map((entry) => entry.note));
  });

  await test.step('row and day totals, attended / logged / expected', async () => {
    // 2.5 + 3 + 2 hours on the row.
    await expect(gridRow(page, activity).getByRole('cell').last()).toHaveText('7.5');
    const totals = totalRow(page).getByRole('cell');
    for (const [index, { shown }] of FILLED.entries()) {
      const day = totals.nth(index);
      await expect(day).toContainText('Attended 0');
      await expect(day).toContainText(`Logged ${shown}`);
      await expect(day).toContainText('Expected 8');
    }
    // Friday and Saturday: nothing expected.
    await expect(totals.nth(5)).toContainText('Expected 0');
    await expect(totals.nth(6)).toContainText('Expected 0');
    await expect(totals.last()).toContainText('7.5');
    await expect(totals.last()).toContainText('Expected 40');
  });

  await test.step('start and stop the timer on the row', async () => {
    const timer = page.getByRole('region', { name: 'Timer' });
    await page.getByRole('button', { name: `Start the timer on ${activity}` }).press('Enter');
    await expect(timer).toContainText(`Timer running on ${activity}`);
    await timer.getByRole('button', { name: 'Stop timer' }).press('Enter');
    await expect(timer).toContainText('No timer is running.');
  });

  await test.step('submit the week', async () => {
    await page.getByRole('button', { name: 'Submit week' }).press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Submit this week?' });
    await confirm.getByRole('button', { name: 'Submit week' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(
      page.getByText('This week is waiting for approval and cannot change until it is decided.'),
    ).toBeVisible();
  });

  await test.step('the lead approves it from the notification', async () => {
    const asLead = await pageAs(browser, lead);
    await openWithFreshProfile(asLead.page, '/main/notification');
    await asLead.page
      .getByRole('button', {
        name: new RegExp(`^Unread: ${staff.fullName} submitted the timesheet of the week`),
      })
      .click();
    await expect(asLead.page).toHaveURL(/\/main\/timesheet\?(.*&)?review=[0-9a-f-]{36}/);
    await expect(asLead.page.getByText(`${staff.fullName} — week of`)).toBeVisible();
    await expect(asLead.page.getByText('Read only: you are reviewing this week.')).toBeVisible();
    await expect(gridRow(asLead.page, activity).getByRole('cell').last()).toHaveText('7.5');
    await asLead.page.getByRole('button', { name: 'Approve' }).click();
    await expect(
      asLead.page.getByText('This week is approved and locked. An approver can reopen it.'),
    ).toBeVisible();
    await expect(asLead.page.getByRole('button', { name: 'Approve' })).toBeHidden();
    await asLead.context.close();
  });

  await test.step('back as the person: the week is locked, on the screen and the API', async () => {
    await page.reload();
    await expect(
      page.getByText('This week is approved and locked. An approver can reopen it.'),
    ).toBeVisible();
    const row = gridRow(page, activity);
    await expect(row.getByRole('cell').last()).toHaveText('7.5');
    // Read-only: the cells are text, nothing to add, time or submit.
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(
      row.getByLabel(new RegExp(`^${activity}, .*note: ${FILLED[0].note}$`)),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Activity', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Submit week' })).toBeHidden();

    const refused = await staffApi.put('/api/timesheet/cells', {
      data: { date: filledDates[0], activity, minutes: 60, note: 'Too late' },
    });
    expect(refused.status(), await refused.text()).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'This week is approved and locked; ask an approver to reopen it',
    );
  });

  await staffApi.dispose();
  await asStaff.context.close();
});
