import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';
import { badgeSizes, badgeTones, badgeVariants } from './badgeVariants';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  parameters: {
    docs: {
      description: {
        component: "Short status text. Do say the status in words; don't rely on the colour.",
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-tone', 'success');
  },
};
export const Playground: Story = { args: { variant: 'soft', size: 1 } };
