import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fakeProfile } from '@atrium/api/testing';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { MasterPasswordDialog } from './MasterPasswordDialog.tsx';

const MASTER = 'open sesame';

const meta = {
  title: 'Features/MasterKey/MasterPasswordDialog',
  component: MasterPasswordDialog,
  args: { open: true, onVerified: fn(), onCancel: fn() },
  decorators: [withFeatureProviders({ signedInAs: 'admin', masterPassword: MASTER })],
} satisfies Meta<typeof MasterPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Right password: the token goes to `onVerified`. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await userEvent.type(within(dialog).getByLabelText(/^Master password/), MASTER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onVerified).toHaveBeenCalledWith(
      expect.objectContaining({ masterkey_token: expect.stringMatching(/^fake-master-key-/) }),
    );
  },
};

/** Wrong password: the catalogue's "Invalid master password" on the field. */
export const ErrorWrongPassword: Story = {
  name: 'Error',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Master password/), 'not it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText('Invalid master password')).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

/** The check is running: the confirm button is busy. */
export const Loading: Story = {
  decorators: [withFeatureProviders({ signedInAs: 'admin', latencyMs: Infinity })],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Master password/), MASTER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByRole('button', { name: 'Checking…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No master password set yet (409). */
export const NotSet: Story = {
  decorators: [withFeatureProviders({ signedInAs: 'admin' })],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Master password/), 'anything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No master password has been set yet',
    );
  },
};

/** Asked before an action: the dialog names it instead of explaining in general. */
export const NamedAction: Story = {
  args: { actionLabel: 'Reset the password of Sara' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await expect(dialog).toHaveAccessibleDescription(
      'Reset the password of Sara. Confirm it with the master password; you stay elevated for 15 minutes.',
    );
  },
};

export const NamedActionArabic: Story = {
  name: 'Named action (Arabic RTL)',
  globals: { locale: 'ar' },
  args: { actionLabel: 'إعادة تعيين كلمة مرور سارة' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'أدخل كلمة المرور الرئيسية' });
    await expect(dialog).toHaveAccessibleDescription(/^إعادة تعيين كلمة مرور سارة\./);
  },
};

/** None set yet, asked by a super admin: the dialog offers the screen that sets it. */
export const NotSetSuperAdmin: Story = {
  args: { onOpenSettings: fn() },
  decorators: [
    withFeatureProviders(
      { signedInAs: 'admin' },
      { signedInProfile: fakeProfile({ username: 'admin', role: 'super_admin' }) },
    ),
  ],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Master password/), 'anything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Set one in your account settings, on the Security tab.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set the master password' }));
    await expect(args.onOpenSettings).toHaveBeenCalled();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'أدخل كلمة المرور الرئيسية' });
    await userEvent.type(within(dialog).getByLabelText(/^كلمة المرور الرئيسية/), 'خطأ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await expect(await within(dialog).findByText('كلمة المرور الرئيسية غير صحيحة')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
