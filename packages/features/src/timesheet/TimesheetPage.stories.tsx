import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TimesheetPage } from './TimesheetPage.tsx';
import { DEFAULT_TIMESHEET_VIEW, type TimesheetView } from './timesheetView.ts';
import { WEEK_DATE } from './testing/timesheetFixtures.ts';
import {
  PHONE_VIEWPORT,
  seedTimesheet,
  withTimesheetProviders,
} from './testing/timesheetStories.tsx';

/**
 * The weekly timesheet: rows × days with notes and totals, attended / logged / expected per day
 * with the holiday marked, the one timer, Finish Working drafts, copy and submit; the approver's
 * list and read-only review.
 */
const meta = {
  title: 'Features/Timesheet/TimesheetPage',
  component: TimesheetPage,
  args: { view: { ...DEFAULT_TIMESHEET_VIEW, week: WEEK_DATE } },
  loaders: [seedTimesheet()],
  decorators: [withTimesheetProviders],
  parameters: { layout: 'fullscreen' },
  // The view is the app's (the URL): the story keeps it in state the same way.
  render: function Render(args) {
    const [view, setView] = useState<TimesheetView | undefined>(args.view);
    return <TimesheetPage {...args} {...(view ? { view } : {})} onViewChange={setView} />;
  },
} satisfies Meta<typeof TimesheetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => screen.findByRole('table', { name: /Hours of the week/ });

export const Default: Story = {
  play: async () => {
    const table = await grid();
    await expect(within(table).getByText('Script the intro')).toBeVisible();
    await expect(
      within(table).getByRole('button', {
        name: 'DOC-12 Script the intro, Sun 22 Nov: 3 hours, note: First draft',
      }),
    ).toBeVisible();
    await expect(within(table).getAllByText(/Holiday: Founding Day/)[0]).toBeVisible();
    await expect(within(table).getByText('Attended 7.83')).toBeVisible();
  },
};

/** A cell's editor: more than 24 hours in the day is refused with the server's rule. */
export const EditCell: Story = {
  play: async () => {
    const table = await grid();
    await userEvent.click(
      within(table).getByRole('button', { name: /DOC-12 Script the intro, Mon 23 Nov: 4 hours/ }),
    );
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByRole('textbox', { name: /Hours/ });
    await userEvent.clear(hours);
    await userEvent.type(hours, '23.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('A day cannot hold more than 24 hours.'),
    ).toBeVisible();
    await userEvent.clear(hours);
    await userEvent.type(hours, '5:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await within(table).findByRole('button', {
        name: /DOC-12 Script the intro, Mon 23 Nov: 5.5 hours/,
      }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [seedTimesheet({ empty: true })],
  play: async () => {
    await expect(await screen.findByText('Nothing logged this week')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedTimesheet({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedTimesheet({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/timesheet/week' }),
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('The timesheet could not be loaded')).toBeVisible();
  },
};

/** A running timer (started here or on a story) and a Finish Working draft to confirm. */
export const TimerAndDraft: Story = {
  loaders: [seedTimesheet({ running: true, draft: true })],
  play: async () => {
    await expect(await screen.findByText('Timer running on DOC-12 Script the intro')).toBeVisible();
    await expect(screen.getByText('Draft from Finish Working')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm draft' }));
    await waitFor(() => expect(screen.queryByText('Draft from Finish Working')).toBeNull());
  },
};

export const Submitted: Story = {
  loaders: [seedTimesheet({ status: 'submitted' })],
  play: async () => {
    await expect(
      await screen.findByText(
        'This week is waiting for approval and cannot change until it is decided.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Submit week' })).toBeNull();
  },
};

/** Approved: locked, read-only cells. */
export const Locked: Story = {
  loaders: [seedTimesheet({ status: 'approved' })],
  play: async () => {
    await expect(
      await screen.findByText('This week is approved and locked. An approver can reopen it.'),
    ).toBeVisible();
    const table = await grid();
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
  },
};

export const SentBack: Story = {
  loaders: [seedTimesheet({ status: 'rejected' })],
  play: async () => {
    await expect(
      await screen.findByText('This week was sent back: Monday is missing the edit'),
    ).toBeVisible();
  },
};

/** The approver's list of weeks submitted to them. */
export const ApproverList: Story = {
  args: { view: { ...DEFAULT_TIMESHEET_VIEW, tab: 'approvals' } },
  loaders: [seedTimesheet({ status: 'submitted', signedInAs: 'mia' })],
  play: async () => {
    const list = await screen.findByRole('grid', { name: 'Weeks to approve' });
    await waitFor(() => expect(within(list).getByText('Sam Staff')).toBeVisible());
  },
};

/** The approver's read-only review: approve locks the week. */
export const ApproverReview: Story = {
  args: { view: { ...DEFAULT_TIMESHEET_VIEW, tab: 'approvals' } },
  loaders: [seedTimesheet({ status: 'submitted', signedInAs: 'mia' })],
  play: async () => {
    const list = await screen.findByRole('grid', { name: 'Weeks to approve' });
    await userEvent.click(await within(list).findByText('Sam Staff'));
    await expect(await screen.findByText('Read only: you are reviewing this week.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await expect(await screen.findByRole('button', { name: 'Reopen' })).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedTimesheet({ language: 'ar', draft: true })],
  play: async () => {
    const table = await screen.findByRole('table', { name: /ساعات الأسبوع/ });
    await expect(within(table).getByText('كتابة المقدّمة')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** A card per day on a 390 px phone. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    const days = await screen.findByRole('list', { name: /Hours of the week/ });
    await expect(within(days).getAllByRole('listitem')).toHaveLength(7);
  },
};

/** The approver's list as cards on a phone. */
export const ApproverPhone: Story = {
  args: { view: { ...DEFAULT_TIMESHEET_VIEW, tab: 'approvals' } },
  loaders: [seedTimesheet({ status: 'submitted', signedInAs: 'mia' })],
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('Sam Staff')).toBeVisible());
  },
};
