import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './Timeline';
import { timelineItems } from './timelineFixtures';
import { timelineTones } from './timelineVariants';

const meta = {
  title: 'Data display/Timeline/Features',
  component: Timeline,
  args: { items: timelineItems.en },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  args: {
    items: timelineTones.map((tone, i) => ({
      id: tone,
      title: `Tone ${tone}`,
      time: `0${i + 1}:00`,
      tone,
    })),
  },
};
export const Empty: Story = { args: { items: [] } };
export const RTL: Story = { globals: { locale: 'ar' }, args: { items: timelineItems.ar } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 300 }}>
      <Timeline
        items={[
          {
            id: 'a',
            title:
              'The request was forwarded to the human resources department for a second review',
            time: 'Wed 5 Nov, 11:45',
            description:
              'Because the requested period overlaps the end-of-year freeze agreed with the operations team.',
          },
          {
            id: 'b',
            title: 'أُحيل الطلب إلى قسم الموارد البشرية لمراجعة ثانية',
            time: 'الأربعاء ٥ نوفمبر، ١١:٤٥',
            tone: 'info',
            description: 'لأن الفترة المطلوبة تتداخل مع فترة التجميد المتفق عليها في نهاية العام.',
          },
        ]}
      />
    </div>
  ),
};
