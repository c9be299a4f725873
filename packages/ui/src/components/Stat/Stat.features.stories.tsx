import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarOff, Clock, Users } from 'lucide-react';
import { Stat } from './Stat';

const meta = {
  title: 'Data display/Stat/Features',
  component: Stat,
  args: { label: 'Hours this week', value: '38.5', icon: <Clock size={20} /> },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  args: { delta: { value: '+12%', trend: 'up', tone: 'success', note: 'vs last week' } },
};
export const DownIsBad: Story = {
  args: { delta: { value: '−8%', trend: 'down', tone: 'danger', note: 'vs last week' } },
};
export const Flat: Story = {
  args: { delta: { value: '0%', trend: 'flat', note: 'vs last week' } },
};
export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading hours' } };
export const RTL: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
      <Stat
        label="ساعات هذا الأسبوع"
        value="٣٨٫٥"
        icon={<Clock size={20} />}
        delta={{ value: '+١٢٪', trend: 'up', tone: 'success', note: 'مقارنةً بالأسبوع الماضي' }}
      />
      <Stat
        label="أيام الإجازة"
        value="٤"
        icon={<CalendarOff size={20} />}
        delta={{ value: '+١', trend: 'up', tone: 'danger' }}
      />
      <Stat
        label="الموظفون"
        value="١٢٠"
        icon={<Users size={20} />}
        loading
        loadingLabel="جارٍ التحميل"
      />
    </div>
  ),
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { delta: { value: '−8%', trend: 'down', tone: 'danger', note: 'vs last week' } },
};
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 260, display: 'grid', gap: 16 }}>
      <Stat
        label="Approved overtime hours across all departments this quarter"
        value="1,284"
        delta={{
          value: '+4%',
          trend: 'up',
          tone: 'neutral',
          note: 'compared with the same quarter last year',
        }}
      />
      <Stat
        label="ساعات العمل الإضافية المعتمدة في جميع الأقسام هذا الربع"
        value="١٬٢٨٤"
        delta={{ value: '+٤٪', trend: 'up', note: 'مقارنةً بالربع نفسه من العام الماضي' }}
      />
    </div>
  ),
};
