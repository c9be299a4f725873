import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { withUsersFake } from './testing/usersStoryDecorator.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';

/** Invite a person by e-mail: the new-user form without a password, the e-mail required. */
const meta = {
  title: 'Features/Users/InviteUserDialog',
  component: InviteUserDialog,
  args: { open: true, onOpenChange: fn(), onInvited: fn() },
  decorators: [withUsersFake()],
} satisfies Meta<typeof InviteUserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(email = 'nadia@atrium.test') {
  const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
  await userEvent.type(within(dialog).getByLabelText(/^Username/), 'nadia');
  await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Nadia Karam');
  if (email) await userEvent.type(within(dialog).getByLabelText(/^Email/), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  return dialog;
}

/** Sent: the invited user goes to `onInvited` (the page says where the mail went). */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    await fillIn();
    await expect(args.onInvited).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'nadia', email: 'nadia@atrium.test' }),
    );
  },
};

/** The e-mail is what the invitation needs: without it, nothing is sent. */
export const EmailRequired: Story = {
  play: async ({ args }) => {
    const dialog = await fillIn('');
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await expect(args.onInvited).not.toHaveBeenCalled();
  },
};

/** Sending: the button is busy until the server answers. */
export const Loading: Story = {
  decorators: [withUsersFake({ latencyMs: Infinity })],
  play: async () => {
    const dialog = await fillIn();
    await expect(within(dialog).getByRole('button', { name: /Send invitation/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  decorators: [
    withUsersFake({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/user/invite' }),
    }),
  ],
  play: async () => {
    const dialog = await fillIn();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The invitation could not be sent',
    );
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'دعوة شخص' });
    // Below the fold of the dialog's scroll area: present, in Arabic.
    await expect(within(dialog).getByRole('button', { name: 'إرسال الدعوة' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
