import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from 'lucide-react';
import { fn } from 'storybook/test';
import { Chip } from './Chip';
import { chipTones } from './chipVariants';

const meta = {
  title: 'Data display/Chip/Features',
  component: Chip,
  args: { children: 'Sales', onRemove: fn(), removeLabel: 'Remove Sales' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {chipTones.map((tone) => (
      <Chip key={tone} {...args} tone={tone} removeLabel={`${args.removeLabel} (${tone})`}>
        {`${args.children as string} · ${tone}`}
      </Chip>
    ))}
  </div>
);

export const Tones: Story = { render: tones };
export const NotRemovable: Story = { args: { onRemove: undefined, icon: <Tag size={14} /> } };
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { children: 'المبيعات', removeLabel: 'إزالة المبيعات' },
  render: tones,
};
export const Dark: Story = { globals: { theme: 'dark' }, render: tones };
export const LongLabels: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 240, display: 'grid', gap: 8 }}>
      <Chip {...args} removeLabel="Remove filter">
        Department: Operations and customer support (night shift)
      </Chip>
      <Chip {...args} removeLabel="إزالة عامل التصفية">
        القسم: العمليات ودعم العملاء (المناوبة الليلية)
      </Chip>
    </div>
  ),
};
