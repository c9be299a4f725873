import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { badgeTones, badgeVariants } from './badgeVariants';

const meta = {
  title: 'Data display/Badge/Features',
  component: Badge,
  args: { children: 'Active' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const matrix: Story['render'] = (args) => (
  <div style={{ display: 'grid', gap: 8 }}>
    {badgeVariants.map((variant) => (
      <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge
            key={tone}
            {...args}
            variant={variant}
            tone={tone}
          >{`${args.children as string} · ${tone}`}</Badge>
        ))}
      </div>
    ))}
  </div>
);

export const Soft: Story = { args: { variant: 'soft', tone: 'info' } };
export const Solid: Story = { args: { variant: 'solid', tone: 'accent' } };
export const Outline: Story = { args: { variant: 'outline', tone: 'warning' } };
export const Large: Story = { args: { size: 2 } };
export const AllVariantsAndTones: Story = { render: matrix };
export const RTL: Story = { globals: { locale: 'ar' }, args: { children: 'نشط' }, render: matrix };
export const Dark: Story = { globals: { theme: 'dark' }, render: matrix };
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 200, display: 'grid', gap: 8 }}>
      <Badge>Waiting for the second approval from the department manager</Badge>
      <Badge>بانتظار الموافقة الثانية من مدير القسم المختص</Badge>
    </div>
  ),
};
