import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { PEOPLE, PEOPLE_AR, type SeededPerson } from './testing/usersFixtures.ts';
import { useSeededUsers, withUsersFake } from './testing/usersStoryDecorator.tsx';
import { PendingInvitation, type PendingInvitationProps } from './PendingInvitation.tsx';

const NADIA: SeededPerson = {
  username: 'nadia',
  full_name: 'Nadia Karam',
  email: 'nadia@atrium.test',
  invited: true,
};

/** The seeded, invited Nadia: her id is the fake's, so sending again reaches her. */
function Seeded(props: Omit<PendingInvitationProps, 'user'>) {
  const nadia = useSeededUsers().users.get('nadia');
  return nadia ? <PendingInvitation {...props} user={nadia} /> : null;
}

/** On a person's page while their invitation is pending: when and where, and send it again. */
const meta = {
  title: 'Features/Users/PendingInvitation',
  component: Seeded,
  args: { canResend: true, onResent: fn() },
  decorators: [withUsersFake({ people: [...PEOPLE, NADIA] })],
} satisfies Meta<typeof Seeded>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Sent to nadia@atrium.test/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation' }));
    await expect(args.onResent).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'nadia' }),
    );
  },
};

/** Without the right to manage users: what is pending, no button. */
export const ReadOnly: Story = {
  args: { canResend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Invitation pending');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Sending again: the button is busy. */
export const Loading: Story = {
  decorators: [withUsersFake({ people: [...PEOPLE, NADIA], latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend invitation' }));
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  decorators: [
    withUsersFake({
      people: [...PEOPLE, NADIA],
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/user/x/invite/resend' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The invitation could not be sent again',
    );
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withUsersFake({ people: [...PEOPLE_AR, { ...NADIA, full_name: 'نادية كرم' }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('الدعوة بانتظار القبول')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة إرسال الدعوة' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
