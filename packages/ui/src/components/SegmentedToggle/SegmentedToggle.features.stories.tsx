import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rows2, Rows3, Rows4 } from 'lucide-react';
import { SegmentedToggle, type SegmentedToggleProps } from './SegmentedToggle';

type Density = 'compact' | 'comfortable' | 'spacious';
const options = [
  { value: 'compact', label: 'Compact', icon: <Rows4 size={14} aria-hidden /> },
  { value: 'comfortable', label: 'Comfortable', icon: <Rows3 size={14} aria-hidden /> },
  { value: 'spacious', label: 'Spacious', icon: <Rows2 size={14} aria-hidden /> },
] as const;

const meta = {
  title: 'Forms/SegmentedToggle/Features',
  component: SegmentedToggle<Density>,
  args: { label: 'Density', options, value: 'comfortable', onValueChange: () => {} },
} satisfies Meta<SegmentedToggleProps<Density>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Size1: Story = { args: { size: 1 } };
export const Size2: Story = { args: { size: 2 } };
export const IconOnly: Story = { args: { iconOnly: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RTL: Story = {
  args: {
    label: 'الكثافة',
    options: [
      { value: 'compact', label: 'مضغوط', icon: <Rows4 size={14} aria-hidden /> },
      { value: 'comfortable', label: 'مريح', icon: <Rows3 size={14} aria-hidden /> },
      { value: 'spacious', label: 'واسع', icon: <Rows2 size={14} aria-hidden /> },
    ],
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    options: [
      { value: 'compact', label: 'Compact rows for large screens' },
      { value: 'comfortable', label: 'Comfortable (recommended)' },
      { value: 'spacious', label: 'Spacious rows for touch screens' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};
