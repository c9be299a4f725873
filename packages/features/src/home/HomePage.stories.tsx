import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { arabicBoard, ATTENDANCE_NOW, SERVER_ERROR } from '../attendance/testing/attendanceFake.ts';
import { withAttendanceFake, withToasts } from '../attendance/testing/attendanceStoryDecorator.tsx';
import { sampleInbox, sampleInboxArabic } from '../notifications/notificationFixtures.ts';
import { HomePage } from './HomePage.tsx';

const meta = {
  title: 'Features/Home/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { username: 'admin', full_name: 'Atrium Admin', role: 'super_admin' },
    // A fixed day keeps screenshots stable.
    now: new Date(2026, 10, 22, 9, 30),
    onOpenNotification: fn(),
    onViewAllNotifications: fn(),
  },
  decorators: [withAttendanceFake({ notifications: sampleInbox() }), withToasts],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { now: ATTENDANCE_NOW },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, Atrium Admin',
    );
    await expect(await page.findByText('2 h 30 min')).toBeVisible();
    await expect(await page.findByText('1 of 2 working now')).toBeVisible();
    await expect(
      await page.findByText('New story assigned: Ramadan campaign teaser'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [
    withAttendanceFake({
      notifications: [],
      teammateIds: [],
      me: { working: false, since: null, minutesToday: 0 },
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No notifications yet')).toBeVisible();
    await expect(await page.findByText('No teammates yet')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withAttendanceFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading notifications' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [withAttendanceFake({ failWith: SERVER_ERROR })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Notifications could not be loaded')).toBeVisible();
    await expect(await page.findByText('Your attendance could not be loaded')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { user: { username: 'layla', full_name: 'ليلى حداد', role: 'admin' } },
  decorators: [withAttendanceFake({ ...arabicBoard(), notifications: sampleInboxArabic() })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('مرحبًا، ليلى حداد');
    await expect(page.getByText('الأحد، ٢٢ نوفمبر ٢٠٢٦')).toBeVisible();
    await expect(await page.findByText('عمر خليل')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
