import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField/Features',
  component: PasswordField,
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    defaultValue: 'correct horse',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = { args: { defaultVisible: true } };
export const WithError: Story = { args: { error: 'Wrong email or password', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RTL: Story = {
  args: {
    label: 'كلمة المرور',
    showLabel: 'إظهار كلمة المرور',
    hideLabel: 'إخفاء كلمة المرور',
    hint: '٨ أحرف على الأقل',
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { args: { hint: 'At least 8 characters' }, globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    label: 'The password you chose when an administrator invited you to this workspace',
    hint: 'Passwords are case sensitive. After five failed attempts the account is locked for fifteen minutes.',
  },
};
