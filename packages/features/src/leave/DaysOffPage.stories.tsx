import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DaysOffPage } from './DaysOffPage.tsx';
import { DEFAULT_DAYS_OFF_VIEW } from './daysOffView.ts';
import { LEAVE_TODAY } from './testing/leaveFixtures.ts';
import {
  leaveFakeOf,
  PHONE_VIEWPORT,
  seedLeave,
  withLeaveProviders,
} from './testing/leaveStories.tsx';

/** Days off: requests to approve, the team calendar, leave types, balances and holidays. */
const meta = {
  title: 'Features/Leave/DaysOffPage',
  component: DaysOffPage,
  loaders: [seedLeave()],
  decorators: [withLeaveProviders],
  parameters: { layout: 'fullscreen' },
  args: { today: LEAVE_TODAY },
} satisfies Meta<typeof DaysOffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const requestsGrid = () => screen.findByRole('grid', { name: 'Leave requests to approve' });

export const Default: Story = {
  play: async () => {
    const grid = await requestsGrid();
    await waitFor(() => expect(within(grid).getByText('Huda Saleh')).toBeVisible());
    await expect(within(grid).getByText('4 days')).toBeVisible();
  },
};

/** The approve dialog lists who else is away on those dates and the holidays. */
export const ApproveWithOverlaps: Story = {
  play: async () => {
    const grid = await requestsGrid();
    await waitFor(() => expect(within(grid).getByText('Huda Saleh')).toBeVisible());
    await userEvent.click(within(grid).getByRole('button', { name: /Actions for Huda Saleh/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Approve or reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave request from Huda Saleh' });
    const overlaps = await within(dialog).findByTestId('leave-overlaps');
    await waitFor(() => expect(within(overlaps).getByText('Omar Haddad')).toBeVisible());
  },
};

export const ApproveArabic: Story = {
  globals: { locale: 'ar' },
  loaders: [seedLeave({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'طلبات الإجازة بانتظار الموافقة' });
    await waitFor(() => expect(within(grid).getByText('هدى صالح')).toBeVisible());
    await userEvent.click(within(grid).getByRole('button', { name: /إجراءات هدى صالح/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'الموافقة أو الرفض' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب إجازة من هدى صالح' });
    const overlaps = await within(dialog).findByTestId('leave-overlaps');
    await waitFor(() => expect(within(overlaps).getByText('عمر حداد')).toBeVisible());
  },
};

export const ApprovePhone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('Huda Saleh')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: /Actions for Huda Saleh/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Approve or reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave request from Huda Saleh' });
    const overlaps = await within(dialog).findByTestId('leave-overlaps');
    // The dialog fades in: wait for it to be drawn.
    await waitFor(() => expect(overlaps).toBeVisible());
  },
};

export const AllRequests: Story = {
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, scope: 'all' } },
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'All leave requests' });
    await waitFor(() => expect(within(grid).getByText('Omar Haddad')).toBeVisible());
  },
};

export const TeamCalendar: Story = {
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'calendar', date: '2030-12-02' } },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: /Huda Saleh: Annual \(Pending\)/ }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /Holiday: Founders Day/ })).toBeVisible();
  },
};

export const TeamCalendarWeek: Story = {
  args: {
    view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'calendar', mode: 'week', date: '2030-12-04' },
  },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: /Omar Haddad: Annual \(Approved\)/ }),
    ).toBeVisible();
  },
};

export const LeaveTypes: Story = {
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'types' } },
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'Types of leave' });
    await waitFor(() => expect(within(grid).getByText('Sick')).toBeVisible());
  },
};

export const Balances: Story = {
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'balances', year: 2030 } },
  play: async () => {
    const grid = await screen.findByRole('grid', { name: /Leave balances of/ });
    await waitFor(() => expect(within(grid).getByText('Annual')).toBeVisible());
  },
};

export const Holidays: Story = {
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'holidays', year: 2030 } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Founders Day')).toBeVisible());
  },
};

export const Empty: Story = {
  loaders: [seedLeave({ empty: true })],
  play: async () => {
    await expect(await screen.findByText('Nothing to approve')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedLeave({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedLeave({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/leave/requests' }),
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('The leave requests could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedLeave({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'طلبات الإجازة بانتظار الموافقة' });
    await waitFor(() => expect(within(grid).getByText('هدى صالح')).toBeVisible());
  },
};

export const ArabicTeamCalendar: Story = {
  globals: { locale: 'ar' },
  loaders: [seedLeave({ language: 'ar' })],
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'calendar', date: '2030-12-02' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: /عطلة: يوم المؤسسين/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** Cards on a 390 px phone; the tabs scroll sideways. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async (context) => {
    await waitFor(() => expect(screen.getByText('Huda Saleh')).toBeVisible());
    const fake = leaveFakeOf(context);
    await expect(fake.api.calls).toContain('leave.requests');
    await expect(screen.getByRole('tablist', { name: 'Days off sections' })).toBeVisible();
  },
};

export const PhoneCalendar: Story = {
  parameters: PHONE_VIEWPORT,
  args: { view: { ...DEFAULT_DAYS_OFF_VIEW, tab: 'calendar', date: '2030-12-02' } },
  play: TeamCalendar.play,
};
