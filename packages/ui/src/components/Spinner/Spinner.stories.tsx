import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerVariants';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 2 },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { label: 'Loading', size: 3, inheritColor: false } };
