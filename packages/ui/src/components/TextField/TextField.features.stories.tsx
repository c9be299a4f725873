import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { Mail } from 'lucide-react';
import { expect } from 'storybook/test';
import { TextField } from './TextField';
import { textFieldSizes } from './textFieldVariants';

const meta = {
  title: 'Forms/TextField/Features',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = { args: { hint: 'Use your work address' } };
export const WithError: Story = {
  args: { error: 'Enter a valid email address', defaultValue: 'amal@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};
export const Required: Story = { args: { required: true } };
export const WithStartIcon: Story = {
  args: { startIcon: <Mail size={16} />, placeholder: 'name@company.com' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'amal@example.com' } };
export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="3">
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Email (size ${size})`} />
      ))}
    </Flex>
  ),
};
export const RTL: Story = {
  args: {
    label: 'البريد الإلكتروني',
    hint: 'استخدم بريد العمل',
    startIcon: <Mail size={16} />,
    defaultValue: 'amal@example.com',
    required: true,
  },
  globals: { locale: 'ar' },
};
export const RTLWithError: Story = {
  args: { label: 'البريد الإلكتروني', error: 'أدخل بريدًا إلكترونيًا صالحًا', defaultValue: 'amal@' },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'Use your work address', startIcon: <Mail size={16} />, required: true },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'The email address you use to sign in to every Atrium workspace of your organisation',
    hint: 'If you no longer have access to this address, ask an administrator of your team to update your profile.',
    error: 'We could not find an account with this email address in this organisation.',
  },
};
