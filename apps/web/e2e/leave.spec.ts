import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import { expect, test, uniqueName } from './fixtures.ts';
import { masterKey, ok, pageAs } from './seed.ts';

// Issue 23: a Friday–Saturday week, a holiday, three working days of leave spanning it, the
// team lead approves on My leave, and Latest Attendance says the person is on leave.

/** Sunday to Thursday, 09:00–17:00: Friday and Saturday are the weekend. */
const SUN_TO_THU = [7, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '09:00', to: '17:00' }));
const WORKING = new Set([7, 1, 2, 3, 4]);

/** `YYYY-MM-DD` of an instant in a time zone. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}
/** ISO weekday (Monday 1 … Sunday 7) of a `YYYY-MM-DD`. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The calendar's zone: one where today is a working day, so the leave counts today and the board
 * says "on leave" now. From Friday midday to Saturday morning (UTC) it is Friday or Saturday
 * everywhere; then none is (see the end of the test).
 */
function chooseZone(now: Date): { zone: string; today: string; workingToday: boolean } {
  for (const zone of [
    'UTC',
    'Pacific/Kiritimati',
    'Asia/Tokyo',
    'America/New_York',
    'Pacific/Pago_Pago',
  ]) {
    const today = localDate(now, zone);
    if (WORKING.has(isoWeekday(today))) return { zone, today, workingToday: true };
  }
  return { zone: 'UTC', today: localDate(now, 'UTC'), workingToday: false };
}

test('three working days spanning a holiday on a Friday–Saturday week: counted, approved by the lead, on leave on the board', async ({
  accounts,
  browser,
}) => {
  const admin = await accounts.api(await accounts.admin());
  const lead = await accounts.member('leave-lead');
  const staff = await accounts.member('leave-staff');
  const { zone, today, workingToday } = chooseZone(new Date());

  // From today: the holiday on the first working day after it, and the leave ends on the third
  // working day that is not the holiday (so it always spans the holiday and today).
  const start = today;
  let holiday = addDays(start, 1);
  while (!WORKING.has(isoWeekday(holiday))) holiday = addDays(holiday, 1);
  let end = start;
  let counted = WORKING.has(isoWeekday(start)) ? 1 : 0;
  while (counted < 3) {
    end = addDays(end, 1);
    if (WORKING.has(isoWeekday(end)) && end !== holiday) counted += 1;
  }

  const calendar = await ok(
    await admin.post('/api/calendar/calendars', {
      data: { name: uniqueName('Gulf week '), time_zone: zone, lines: SUN_TO_THU },
    }),
    201,
  );
  await ok(
    await admin.post(`/api/calendar/calendars/${calendar.id}/holidays`, {
      data: { name: 'Founders Day', date: holiday },
    }),
    201,
  );
  const typeName = uniqueName('Annual ');
  await ok(
    await admin.post('/api/leave/types', {
      data: { name: typeName, color: '#22c55e', yearly_allowance: 30 },
    }),
    201,
  );
  const team = await ok(
    await admin.post('/api/team', { data: { name: uniqueName('Leave team ') } }),
    201,
  );
  await ok(
    await admin.put(`/api/team/${team.id}/members`, {
      headers: { [MASTER_KEY_HEADER]: await masterKey(admin) },
      data: {
        members: [
          { user_id: lead.id, is_lead: true },
          { user_id: staff.id, is_lead: false },
        ],
      },
    }),
  );
  await ok(
    await admin.put(`/api/calendar/teams/${team.id}`, { data: { calendar_id: calendar.id } }),
  );
  await admin.dispose();

  // The requester asks on My leave and sees the count before sending.
  const asStaff = await pageAs(browser, staff);
  await asStaff.page.goto('/main/attendance?tab=leave');
  await asStaff.page.getByRole('button', { name: 'Request leave' }).first().click();
  const dialog = asStaff.page.getByRole('dialog', { name: 'Request leave' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await asStaff.page.getByRole('option', { name: typeName }).click();
  await dialog.getByRole('textbox', { name: /^From/ }).fill(start);
  await dialog.getByRole('textbox', { name: /^To/ }).fill(end);
  await dialog.getByRole('textbox', { name: /^To/ }).blur();
  const preview = dialog.getByTestId('leave-preview');
  await expect(preview).toContainText('This leave takes 3 days.');
  await expect(preview).toContainText('Holidays not counted');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toBeHidden();
  const mine = asStaff.page.getByRole('grid', { name: 'My requests' });
  await expect(mine.getByText('3 days')).toBeVisible();
  await expect(mine.getByText('Pending')).toBeVisible();
  await asStaff.context.close();

  // The team lead (no Calendar permission) opens it from the notification, on My leave.
  const asLead = await pageAs(browser, lead);
  await asLead.page.goto('/main/notification');
  await asLead.page
    .getByRole('button', { name: new RegExp(`^Unread: ${staff.fullName} asked for leave`) })
    .click();
  await expect(asLead.page).toHaveURL(/\/main\/attendance\?tab=leave&request=/);
  const decide = asLead.page.getByRole('dialog', { name: `Leave request from ${staff.fullName}` });
  await expect(decide).toContainText('3 days');
  await decide.getByRole('textbox', { name: 'Comment' }).fill('Enjoy');
  await decide.getByRole('button', { name: 'Approve' }).click();
  await expect(decide).toBeHidden();
  // Decided: nothing waits for the lead any more.
  await expect(
    asLead.page.getByRole('heading', { name: 'Waiting for your decision' }),
  ).toBeHidden();

  if (!workingToday) {
    // Friday or Saturday in every zone now: the leave counts nothing today, so the board would say
    // "off today". The requester's own calendar (every day a working day) makes today count.
    const again = await accounts.api(await accounts.admin());
    const everyDay = await ok(
      await again.post('/api/calendar/calendars', {
        data: {
          name: uniqueName('Every day '),
          time_zone: zone,
          lines: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
        },
      }),
      201,
    );
    await ok(
      await again.put(`/api/calendar/users/${staff.id}`, { data: { calendar_id: everyDay.id } }),
    );
    await again.dispose();
    test.info().annotations.push({
      type: 'weekend',
      description: 'Run on a Friday–Saturday: the requester was moved to an every-day calendar',
    });
  }

  // Latest Attendance: the leave covers today, so the requester is on leave now.
  await asLead.page.goto(`/main/attendance?q=${encodeURIComponent(staff.username)}`);
  const person = asLead.page.getByRole('listitem').filter({ hasText: staff.fullName });
  await expect(person.getByText('On leave')).toBeVisible();
  await asLead.context.close();
});
