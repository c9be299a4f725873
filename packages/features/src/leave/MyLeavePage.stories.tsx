import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MyLeavePage } from './MyLeavePage.tsx';
import { LEAVE_TODAY } from './testing/leaveFixtures.ts';
import {
  leaveFakeOf,
  PHONE_VIEWPORT,
  seedLeave,
  withLeaveProviders,
} from './testing/leaveStories.tsx';

/** My leave (on /main/attendance): balances, my requests and a new request. */
const meta = {
  title: 'Features/Leave/MyLeavePage',
  component: MyLeavePage,
  loaders: [seedLeave({ signedInAs: 'huda' })],
  decorators: [withLeaveProviders],
  parameters: { layout: 'fullscreen' },
  args: { today: LEAVE_TODAY },
} satisfies Meta<typeof MyLeavePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByText('17 days left')).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'My requests' });
    await waitFor(() => expect(within(grid).getByText('Pending')).toBeVisible());
  },
};

/** The request dialog with its live count: the weekend and the holiday are not counted. */
export const RequestDialog: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Request leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request leave' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /From/ }), '2030-12-09');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^To/ }), '2030-12-16');
    await expect(await within(dialog).findByText('This leave takes 6 days.')).toBeVisible();
  },
};

/** A team lead (here a people manager) also sees the requests waiting for them. */
export const WithRequestsToApprove: Story = {
  loaders: [seedLeave({ signedInAs: 'rana' })],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Waiting for your decision' }),
    ).toBeVisible();
  },
};

/** Opened from a leave notification (`?request=`): the approver decides it at once. */
export const OpenedFromNotification: Story = {
  loaders: [seedLeave({ signedInAs: 'rana' })],
  render: function Render(args, context) {
    const id = leaveFakeOf(context).requests.get('hudaPending')?.id;
    return <MyLeavePage {...args} requestId={id} />;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Leave request from Huda Saleh' });
    const overlaps = await within(dialog).findByTestId('leave-overlaps');
    // The dialog fades in: wait for it to be drawn.
    await waitFor(() => expect(overlaps).toBeVisible());
  },
};

export const Empty: Story = {
  loaders: [seedLeave({ signedInAs: 'huda', empty: true })],
  play: async () => {
    await expect(await screen.findByText('No leave requested yet')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedLeave({ signedInAs: 'huda', latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedLeave({
      signedInAs: 'huda',
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/leave/balances' }),
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('The balances could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedLeave({ signedInAs: 'huda', language: 'ar' })],
  play: async () => {
    await expect(await screen.findByText('متبقٍّ ١٧ يومًا')).toBeVisible();
  },
};

export const ArabicRequestDialog: Story = {
  globals: { locale: 'ar' },
  loaders: [seedLeave({ signedInAs: 'huda', language: 'ar' })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'طلب إجازة' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب إجازة' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^من/ }), '2030-12-09');
    await expect(await within(dialog).findByText('مدة هذه الإجازة: يوم واحد.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** Cards on a 390 px phone. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await expect(await screen.findByText('17 days left')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Pending')).toBeVisible());
  },
};
