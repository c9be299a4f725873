import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState/Features',
  component: EmptyState,
  args: { icon: <SearchX size={24} />, title: 'No results', text: 'Try another search.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { icon: undefined, text: undefined } };
export const WithAction: Story = {
  args: { action: <Button variant="soft">Clear filters</Button> },
};
export const AsHeading: Story = { args: { titleAs: 'h2' } };
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'لا توجد نتائج',
    text: 'جرّب بحثًا آخر.',
    action: <Button variant="soft">مسح عوامل التصفية</Button>,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <EmptyState
        {...args}
        title="No leave requests match every one of the filters you selected for this period"
        text="Remove some of the filters, choose a longer period, or ask your manager whether requests were filed on paper."
      />
      <EmptyState
        {...args}
        title="لا توجد طلبات إجازة تطابق جميع عوامل التصفية التي اخترتها لهذه الفترة"
        text="أزل بعض عوامل التصفية أو اختر فترة أطول، أو اسأل مديرك إن كانت الطلبات قد قُدّمت ورقيًا."
      />
    </div>
  ),
};
