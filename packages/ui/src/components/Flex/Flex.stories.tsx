import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from './Flex';

const meta = {
  title: 'Layout/Flex',
  component: Flex,
  args: { gap: '3', align: 'center' },
  argTypes: {
    direction: {
      control: 'inline-radio',
      options: ['row', 'column', 'row-reverse', 'column-reverse'],
    },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Flex {...args}>
      <span>Start Working</span>
      <span>6 h 40 min</span>
      <span>Finish Working</span>
    </Flex>
  ),
} satisfies Meta<typeof Flex>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { direction: 'column', gap: '4', align: 'start' } };
