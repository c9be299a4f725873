import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { Alert } from './Alert';
import { alertTones } from './alertVariants';

const meta = {
  title: 'Feedback/Alert/Features',
  component: Alert,
  args: { title: 'Heads up', children: 'Maintenance tonight at 22:00.' },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };
export const Success: Story = { args: { tone: 'success', title: 'Password changed' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Session ends soon' } };
export const Danger: Story = {
  args: { tone: 'danger', title: 'Sign-in failed', children: 'Wrong email or password.' },
};
export const WithoutTitle: Story = {
  args: { tone: 'danger', title: undefined, children: 'No response received from server.' },
};
const allTones: Story['render'] = (args) => (
  <Flex direction="column" gap="3">
    {alertTones.map((tone) => (
      <Alert key={tone} {...args} tone={tone} role={tone === 'danger' ? 'alert' : undefined} />
    ))}
  </Flex>
);
export const RTL: Story = {
  args: { title: 'تعذّر تسجيل الدخول', children: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  globals: { locale: 'ar' },
  render: allTones,
};
export const Dark: Story = { globals: { theme: 'dark' }, render: allTones };
export const LongText: Story = {
  args: {
    tone: 'warning',
    title:
      'Your session will end in five minutes because your organisation requires regular attendance confirmation',
    children:
      'Save your work now. When the countdown reaches zero you will be signed out of every Atrium tab in this browser and any unsaved changes to announcements, stories or reports will be lost.',
  },
};
