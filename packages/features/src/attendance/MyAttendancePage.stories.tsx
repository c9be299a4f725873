import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../drive/testing/driveStories.tsx';
import { MyAttendancePage } from './MyAttendancePage.tsx';
import type { MyAttendanceView } from './myAttendanceView.ts';
import {
  ATTENDANCE_NOW,
  ME_ID,
  SERVER_ERROR,
  type AttendanceFakeOptions,
} from './testing/attendanceFake.ts';
import { novemberHistory } from './testing/attendanceHistoryFake.ts';
import { withAttendanceFake, withToasts } from './testing/attendanceStoryDecorator.tsx';

/**
 * A fresh November history per story (requests and decisions change it), signed in as Layla:
 * a reviewer (Timesheet right) unless `reviewer` is false; `empty` leaves no sessions or requests.
 */
function withHistory(
  options: Omit<AttendanceFakeOptions, 'history'> & { reviewer?: boolean; empty?: boolean } = {},
): Decorator {
  const { reviewer = true, empty = false, ...rest } = options;
  return (Story, context) => {
    const history = novemberHistory(ME_ID, ATTENDANCE_NOW);
    history.canReview = reviewer;
    if (empty) {
      history.sessions = [];
      history.corrections = [];
    }
    return withAttendanceFake({
      ...rest,
      role: reviewer ? 'super_admin' : 'user',
      history,
    })(Story, context);
  };
}

/** My attendance (/main/attendance?tab=mine): days, sessions and correction requests. */
const meta = {
  title: 'Features/Attendance/MyAttendancePage',
  component: MyAttendancePage,
  parameters: { layout: 'fullscreen' },
  args: { view: { period: 'week' }, onViewChange: () => undefined, today: ATTENDANCE_NOW },
  render: function Render(args) {
    const [view, setView] = useState<MyAttendanceView>(args.view);
    return <MyAttendancePage {...args} view={view} onViewChange={setView} />;
  },
  decorators: [withHistory(), withToasts],
} satisfies Meta<typeof MyAttendancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const daysGrid = () => screen.findByRole('grid', { name: 'Attendance by day' });

export const Default: Story = {
  play: async () => {
    const grid = await daysGrid();
    await expect(await within(grid).findByText('Late 25 min')).toBeVisible();
    await expect(within(grid).getByText('Needs review: automatic check-out')).toBeVisible();
    await expect(await screen.findByRole('grid', { name: 'Corrections to review' })).toBeVisible();
  },
};

/** The month: a holiday, two days of leave and the earlier weeks. */
export const Month: Story = {
  args: { view: { period: 'month' } },
  play: async () => {
    const grid = await daysGrid();
    await expect(await within(grid).findByText('Holiday: Founders Day')).toBeVisible();
  },
};

/** Without the Timesheet right: no review list and no person picker. */
export const WithoutReviewRight: Story = {
  decorators: [withHistory({ reviewer: false })],
  play: async () => {
    await daysGrid();
    await expect(screen.queryByRole('heading', { name: 'Corrections to review' })).toBeNull();
  },
};

/** Asking for a missing session that overlaps one: the server's answer on the Start field. */
export const CorrectionRefused: Story = {
  play: async () => {
    const grid = await daysGrid();
    const [monday] = await within(grid).findAllByText(/Monday/);
    const row = monday?.closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add a missing session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a missing session' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Forgot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(
      await within(dialog).findByText('These times overlap another session'),
    ).toBeVisible();
  },
};

/** A reviewer opens a colleague's request: original and corrected times, approve or reject. */
export const ReviewDialog: Story = {
  play: async () => {
    const review = await screen.findByRole('grid', { name: 'Corrections to review' });
    const omar = (await within(review).findByText('Omar Khalil')).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(omar).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correction asked by Omar Khalil' });
    await waitFor(() => expect(within(dialog).getByText(/No session recorded/)).toBeVisible());
  },
};

/** A week still to come, nothing recorded and no requests. */
export const Empty: Story = {
  args: { view: { period: 'week', date: '2026-11-30' } },
  decorators: [withHistory({ empty: true })],
  play: async () => {
    await expect(await screen.findByText('No attendance in this period')).toBeVisible();
    await expect(await screen.findByText('No correction requests')).toBeVisible();
  },
};

export const Loading: Story = { decorators: [withHistory({ latencyMs: Infinity })] };

export const Error: Story = {
  decorators: [withHistory({ failWith: SERVER_ERROR })],
  play: async () => {
    await expect(await screen.findByText('Your attendance could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  decorators: [withHistory({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'الحضور حسب اليوم' });
    await expect(await within(grid).findByText('تأخير ٢٥ د')).toBeVisible();
  },
};

/** The server's refusal in Arabic, on the field. */
export const ArabicCorrectionRefused: Story = {
  globals: { locale: 'ar' },
  decorators: [withHistory({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'الحضور حسب اليوم' });
    const [monday] = await within(grid).findAllByText(/الاثنين/);
    const row = monday?.closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /إجراءات/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'إضافة جلسة ناقصة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة جلسة ناقصة' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /السبب/ }), 'نسيت');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    await expect(await within(dialog).findByText('تتداخل هذه الأوقات مع جلسة أخرى')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** Cards on a 390 px phone. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await expect(await screen.findByText('Late 25 min')).toBeVisible();
  },
};

export const PhoneArabic: Story = {
  parameters: PHONE_VIEWPORT,
  globals: { locale: 'ar' },
  decorators: [withHistory({ language: 'ar' })],
  play: async () => {
    await expect(await screen.findByText('تأخير ٢٥ د')).toBeVisible();
  },
};
