import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Data display/Card/Features',
  component: Card,
  args: { title: 'Leave balance', description: 'This year', children: '12 days left of 30.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = { args: { variant: 'surface' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const CompactPadding: Story = { args: { padding: 2 } };
export const WithActionsAndFooter: Story = {
  args: {
    actions: <Button variant="ghost">Details</Button>,
    footer: <Button>Request leave</Button>,
  },
};
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'رصيد الإجازات',
    description: 'هذا العام',
    children: 'تبقّى ١٢ يومًا من ٣٠.',
    footer: <Button>طلب إجازة</Button>,
  },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { footer: <Button>Request leave</Button> },
};
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 320, display: 'grid', gap: 16 }}>
      <Card
        title="Leave requests waiting for a decision from the department manager"
        description="Including requests that were filed on behalf of colleagues"
      >
        Body
      </Card>
      <Card
        title="طلبات الإجازة التي تنتظر قرارًا من مدير القسم المختص"
        description="بما في ذلك الطلبات المقدّمة نيابةً عن الزملاء"
      >
        المحتوى
      </Card>
    </div>
  ),
};
