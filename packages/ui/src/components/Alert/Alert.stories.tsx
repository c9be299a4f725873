import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';
import { alertTones } from './alertVariants';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'danger', title: 'Sign-in failed', children: 'Wrong email or password.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { tone: 'info', title: 'Heads up', children: 'Maintenance tonight at 22:00.' },
};
