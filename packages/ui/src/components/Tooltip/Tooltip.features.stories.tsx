import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip/Features',
  component: Tooltip,
  args: { content: 'Copy the invitation link', defaultOpen: true, children: <Button>Copy</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Bottom: Story = { args: { side: 'bottom' } };
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { content: 'انسخ رابط الدعوة', children: <Button>نسخ</Button> },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    content:
      'Copies a link that lets the invited colleague set their password; it works once and expires after 24 hours. — ينسخ رابطًا يتيح للزميل المدعو تعيين كلمة المرور.',
  },
};
