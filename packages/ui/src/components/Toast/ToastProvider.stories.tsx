import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { ToastProvider } from './ToastProvider';
import { ToastDemo } from './ToastDemo';
import { toastPositions } from './toastVariants';

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: {
    dismissLabel: 'Dismiss',
    regionLabels: { 'top-end': 'Notifications', 'bottom-end': 'Push notifications' },
    duration: 5000,
    max: 20,
  },
  argTypes: { position: { control: 'inline-radio', options: toastPositions } },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo
        buttonLabel="Save profile"
        onClick={{ title: 'Saved', description: 'Your profile was updated.', tone: 'success' }}
      />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await screen.findByText('Your profile was updated.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(screen.queryByText('Your profile was updated.')).toBeNull();
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { position: 'top-end' } };
