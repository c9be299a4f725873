import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogTones } from './confirmDialogVariants';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete user?',
    message: 'Amal Haddad will lose access to Atrium at once. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button tone="danger">Delete user</Button>,
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    await screen.findByRole('alertdialog', { name: 'Delete user?' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { tone: 'accent', error: '' } };
