import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttendanceCard } from './AttendanceCard.tsx';
import { ATTENDANCE_NOW, SERVER_ERROR } from './testing/attendanceFake.ts';
import { withAttendanceFake, withToasts } from './testing/attendanceStoryDecorator.tsx';

const meta = {
  title: 'Features/Attendance/AttendanceCard',
  component: AttendanceCard,
  args: { now: ATTENDANCE_NOW },
  decorators: [withAttendanceFake(), withToasts],
} satisfies Meta<typeof AttendanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 h 30 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish Working' })).toBeVisible();
  },
};

export const NotWorking: Story = {
  decorators: [
    withAttendanceFake({
      me: { working: false, since: new Date(2026, 10, 22, 10, 15).toISOString(), minutesToday: 95 },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not working')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Working' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty (no attendance yet)',
  decorators: [withAttendanceFake({ me: { working: false, since: null, minutesToday: 0 } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0 min')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withAttendanceFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your attendance' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [withAttendanceFake({ failWith: SERVER_ERROR })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your attendance could not be loaded'),
    ).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('٢ س ٣٠ د')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 h 30 min')).toBeVisible();
  },
};
