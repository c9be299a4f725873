import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamPresence } from './TeamPresence.tsx';
import { arabicBoard, ATTENDANCE_NOW, SERVER_ERROR } from './testing/attendanceFake.ts';
import { withAttendanceFake, withToasts } from './testing/attendanceStoryDecorator.tsx';

const meta = {
  title: 'Features/Attendance/TeamPresence',
  component: TeamPresence,
  args: { now: ATTENDANCE_NOW },
  decorators: [withAttendanceFake(), withToasts],
} satisfies Meta<typeof TeamPresence>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 of 2 working now')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withAttendanceFake({ teammateIds: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No teammates yet')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withAttendanceFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [withAttendanceFake({ failWith: SERVER_ERROR })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your team could not be loaded'),
    ).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withAttendanceFake(arabicBoard())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('عمر خليل')).toBeVisible();
    await expect(canvas.getByText('١ من ٢ يعملون الآن')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Omar Khalil')).toBeVisible();
  },
};
