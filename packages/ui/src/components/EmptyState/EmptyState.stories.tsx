import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Users size={24} />,
    title: 'No users yet',
    text: 'Invite colleagues to start planning working times together.',
    action: <Button>Invite a colleague</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Use when a list or section has nothing to show. Do say why and offer the next step; don't use it for errors (say what failed and offer a retry instead).",
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite a colleague' })).toBeVisible();
  },
};
export const Playground: Story = { args: { titleAs: 'p' } };
