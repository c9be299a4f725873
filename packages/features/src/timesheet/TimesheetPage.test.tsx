import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { createTimesheetFake, WEEK_DATE } from './testing/timesheetFixtures.ts';
import { TimesheetPage } from './TimesheetPage.tsx';
import { DEFAULT_TIMESHEET_VIEW } from './timesheetView.ts';

type Fake = Awaited<ReturnType<typeof createTimesheetFake>>;

function renderPage(fake: Fake, ui: React.ReactNode) {
  render(
    <FeatureHarness api={fake.api} session={fake.session}>
      {ui}
    </FeatureHarness>,
  );
  return userEvent.setup();
}

const WEEK_VIEW = { ...DEFAULT_TIMESHEET_VIEW, week: WEEK_DATE };

describe('TimesheetPage', () => {
  it('adds an activity, logs its hours with a note and totals the day', async () => {
    const fake = await createTimesheetFake({ empty: true });
    const user = renderPage(fake, <TimesheetPage view={WEEK_VIEW} />);
    await screen.findByText('Nothing logged this week');
    await user.type(screen.getByRole('textbox', { name: 'Activity' }), 'Support');
    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    const table = await screen.findByRole('table', { name: /Hours of the week/ });
    await user.click(within(table).getByRole('button', { name: 'Support, Tue 24 Nov: 0 hours' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Hours/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter hours as a number, for example 1.5 or 1:30'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Hours/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Hours/ }), '2:15');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Tickets');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(table).findByRole('button', {
        name: 'Support, Tue 24 Nov: 2.25 hours, note: Tickets',
      }),
    ).toBeInTheDocument();
    expect(within(table).getByText('Logged 2.25')).toBeInTheDocument();
  });

  it('submits the week, which then is read-only', async () => {
    const fake = await createTimesheetFake();
    const submit = vi.spyOn(fake.api.timesheet, 'submit');
    const user = renderPage(fake, <TimesheetPage view={WEEK_VIEW} />);
    await screen.findByRole('table', { name: /Hours of the week/ });
    await user.click(screen.getByRole('button', { name: 'Submit week' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit week' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ week_start: '2026-11-22' }));
    expect(
      await screen.findByText(
        'This week is waiting for approval and cannot change until it is decided.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Hours of the week/ });
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
  });

  it('lets an approver send a week back only with a comment', async () => {
    const fake = await createTimesheetFake({ signedInAs: 'mia', status: 'submitted' });
    const onViewChange = vi.fn();
    const [submitted] = (await fake.api.timesheet.approvals()).items;
    const id = submitted?.id ?? '';
    const user = renderPage(
      fake,
      <TimesheetPage
        view={{ ...DEFAULT_TIMESHEET_VIEW, tab: 'approvals', review: id }}
        onViewChange={onViewChange}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Say why the week is sent back.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Add Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('This week was sent back: Add Monday')).toBeInTheDocument();
  });
});
