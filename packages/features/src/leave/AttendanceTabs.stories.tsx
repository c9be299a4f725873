import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { LatestAttendancePage } from '../attendance/LatestAttendancePage.tsx';
import { AttendanceTabs, type AttendanceSection } from './AttendanceTabs.tsx';
import { LEAVE_TODAY } from './testing/leaveFixtures.ts';
import { PHONE_VIEWPORT, seedLeave, withLeaveProviders } from './testing/leaveStories.tsx';

/** /main/attendance: Latest Attendance and My leave in two tabs (every signed-in person). */
const meta = {
  title: 'Features/Leave/AttendanceTabs',
  component: AttendanceTabs,
  loaders: [seedLeave({ signedInAs: 'huda' })],
  decorators: [withLeaveProviders],
  parameters: { layout: 'fullscreen' },
  args: { section: 'leave', onSectionChange: () => undefined, board: null, today: LEAVE_TODAY },
  render: function Render(args) {
    const [section, setSection] = useState<AttendanceSection>(args.section);
    return (
      <AttendanceTabs
        {...args}
        section={section}
        onSectionChange={setSection}
        board={<LatestAttendancePage now={LEAVE_TODAY} />}
      />
    );
  },
} satisfies Meta<typeof AttendanceTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyLeave: Story = {
  play: async () => {
    await expect(await screen.findByText('17 days left')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Latest Attendance' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Latest Attendance' })).toBeVisible(),
    );
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedLeave({ signedInAs: 'huda', language: 'ar' })],
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'إجازاتي' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await expect(await screen.findByText('17 days left')).toBeVisible();
  },
};
