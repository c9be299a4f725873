import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from './Flex';

const items = ['Home', 'Drive', 'Timesheet', 'Latest Attendance'];

const meta = {
  title: 'Layout/Flex/Features',
  component: Flex,
  args: { gap: '3' },
  render: (args) => (
    <Flex {...args}>
      {items.map((item) => (
        <span key={item}>{item}</span>
      ))}
    </Flex>
  ),
} satisfies Meta<typeof Flex>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = { args: { direction: 'column', gap: '2' } };
export const SpaceBetween: Story = { args: { justify: 'between' } };
export const Wrap: Story = {
  args: { wrap: 'wrap', style: { maxWidth: 200 } },
};
export const RTL: Story = {
  args: { justify: 'end' },
  render: (args) => (
    <Flex {...args}>
      <span>الرئيسية</span>
      <span>الحضور</span>
    </Flex>
  ),
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
