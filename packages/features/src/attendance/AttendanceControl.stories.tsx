import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AttendanceControl } from './AttendanceControl.tsx';
import { ATTENDANCE_NOW, SERVER_ERROR } from './testing/attendanceFake.ts';
import { withAttendanceFake, withToasts } from './testing/attendanceStoryDecorator.tsx';

const meta = {
  title: 'Features/Attendance/AttendanceControl',
  component: AttendanceControl,
  args: { now: ATTENDANCE_NOW },
  decorators: [withAttendanceFake(), withToasts],
} satisfies Meta<typeof AttendanceControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Finish Working' })).toBeEnabled();
    await expect(canvas.getByText('Today: 2 h 30 min')).toBeVisible();
  },
};

export const NotStarted: Story = {
  decorators: [withAttendanceFake({ me: { working: false, since: null, minutesToday: 0 } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Working' }));
    await expect(await canvas.findByRole('button', { name: 'Finish Working' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withAttendanceFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Error: Story = {
  decorators: [withAttendanceFake({ failWith: SERVER_ERROR })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Attendance: try again' }),
    ).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'إنهاء العمل' })).toBeVisible();
    await expect(canvas.getByText('اليوم: ٢ س ٣٠ د')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Finish Working' }),
    ).toBeVisible();
  },
};
