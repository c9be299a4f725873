import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';
import { textFieldSizes } from './textFieldVariants';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'username' },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'amal@example.com');
    await expect(input).toHaveValue('amal@example.com');
  },
};

export const Playground: Story = {
  args: {
    hint: 'Use your work address',
    error: '',
    required: true,
    placeholder: 'name@company.com',
    startIcon: <Mail size={16} />,
    size: 2,
  },
};
