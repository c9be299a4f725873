import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TabsDemo } from './Tabs.stories';

const meta = { title: 'Navigation/Tabs/Features', component: TabsDemo } satisfies Meta<
  typeof TabsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 1 } };
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { tabs: ['التفاصيل', 'أوقات العمل', 'الإجازات'], listLabel: 'الملف الشخصي' },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'التفاصيل' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'أوقات العمل' })).toHaveFocus();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 420 }}>
      <TabsDemo
        tabs={[
          'Personal details and emergency contacts',
          'Working times and overtime',
          'أرصدة الإجازات والطلبات السابقة',
        ]}
      />
    </div>
  ),
};
