import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../drive/testing/driveStories.tsx';
import { LatestAttendancePage } from './LatestAttendancePage.tsx';
import {
  arabicBoard,
  ATTENDANCE_NOW,
  SCHEDULE_STATUSES,
  SERVER_ERROR,
} from './testing/attendanceFake.ts';
import { withAttendanceFake, withToasts } from './testing/attendanceStoryDecorator.tsx';

const meta = {
  title: 'Features/Attendance/LatestAttendancePage',
  component: LatestAttendancePage,
  parameters: { layout: 'fullscreen' },
  args: { now: ATTENDANCE_NOW },
  decorators: [withAttendanceFake(), withToasts],
} satisfies Meta<typeof LatestAttendancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const design = await page.findByRole('region', { name: 'Design' });
    await expect(within(design).getByText('Sara Nasser')).toBeVisible();
    await expect(page.getByRole('region', { name: 'No team' })).toBeVisible();
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Design' });
    await userEvent.type(page.getByRole('searchbox', { name: 'Name' }), 'karim');
    await expect(page.getByText('Karim Said')).toBeVisible();
    await expect(page.queryByText('Omar Khalil')).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Design' });
    await userEvent.type(page.getByRole('searchbox', { name: 'Name' }), 'nobody at all');
    await expect(page.getByRole('heading', { name: 'No one matches these filters' })).toBeVisible();
  },
};

export const WithoutTeamRight: Story = {
  decorators: [withAttendanceFake({ role: 'user' })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: 'No team' })).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'Team' })).toBeNull();
  },
};

export const Empty: Story = {
  decorators: [withAttendanceFake({ statuses: [], teams: [] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No one to show yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withAttendanceFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading attendance')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  decorators: [withAttendanceFake({ failWith: SERVER_ERROR })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Attendance could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withAttendanceFake(arabicBoard())],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: 'التصميم' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'آخر الحضور' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Design' }),
    ).toBeVisible();
  },
};

/** Everyone has a working calendar: the server's states say who is late, on leave or off today. */
export const ScheduleAware: Story = {
  decorators: [withAttendanceFake({ statuses: SCHEDULE_STATUSES })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const design = await page.findByRole('region', { name: 'Design' });
    await expect(within(design).getByText('Not started (12 min late)')).toBeVisible();
    await expect(within(design).getByText('On leave')).toBeVisible();
    await expect(page.getByText('Off today')).toBeVisible();
    await expect(page.getByText('Absent today')).toBeVisible();
  },
};

export const ScheduleAwareArabic: Story = {
  globals: { locale: 'ar' },
  decorators: [withAttendanceFake({ ...arabicBoard(SCHEDULE_STATUSES), language: 'ar' })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: 'التصميم' })).toBeVisible();
    await expect(page.getByText('لم يبدأ (متأخر ١٢ دقيقة)')).toBeVisible();
    await expect(page.getByText('في إجازة')).toBeVisible();
    await expect(page.getByText('لا دوام اليوم')).toBeVisible();
  },
};

export const ScheduleAwareDark: Story = {
  globals: { theme: 'dark' },
  decorators: [withAttendanceFake({ statuses: SCHEDULE_STATUSES })],
  play: ScheduleAware.play,
};

export const ScheduleAwarePhone: Story = {
  parameters: PHONE_VIEWPORT,
  decorators: [withAttendanceFake({ statuses: SCHEDULE_STATUSES })],
  play: ScheduleAware.play,
};
