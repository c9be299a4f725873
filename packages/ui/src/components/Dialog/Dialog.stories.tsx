import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogContentProps } from './Dialog';
import { dialogSizes } from './dialogVariants';

interface DialogStoryArgs extends DialogContentProps {
  title: string;
  description: string;
  triggerLabel: string;
  doneLabel: string;
}

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog.Content,
  args: {
    title: 'Edit profile',
    description: 'Changes are saved when you press Done.',
    triggerLabel: 'Edit profile',
    doneLabel: 'Done',
    closeLabel: 'Close',
    persistent: false,
    size: 2,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: ({ title, description, triggerLabel, doneLabel, ...content }) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>{doneLabel}</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<DialogStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toHaveAccessibleDescription('Changes are saved when you press Done.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
