import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { expect } from 'storybook/test';
import { Stat } from './Stat';

const meta = {
  title: 'Data display/Stat',
  component: Stat,
  args: {
    label: 'Hours this week',
    value: '38.5',
    icon: <Clock size={20} />,
    delta: { value: '+12%', trend: 'up', tone: 'success', note: 'vs last week' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A key figure. The app formats `value` and `delta.value` (Intl: Arabic digits in Arabic). Do choose `delta.tone` by meaning (more absences is `danger` even when the trend is up).',
      },
    },
  },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Hours this week');
  },
};
export const Playground: Story = { args: { loading: false, loadingLabel: 'Loading' } };
