import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Your working time today is 6 h 40 min.', size: '3' },
  argTypes: {
    size: { control: 'select', options: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
    weight: { control: 'inline-radio', options: ['light', 'regular', 'medium', 'bold'] },
    color: { control: 'select', options: [undefined, 'gray', 'red', 'blue', 'green', 'amber'] },
    as: { control: 'inline-radio', options: ['span', 'p', 'div', 'label'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { as: 'p', size: '2', weight: 'medium', color: 'gray', highContrast: false },
};
