import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Forms/ThemeSwitch/Features',
  component: ThemeSwitch,
  args: {
    label: 'Theme',
    labels: { light: 'Light', dark: 'Dark', system: 'System' },
    value: 'system',
    onValueChange: () => {},
  },
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 1 } };
export const IconOnly: Story = { args: { iconOnly: true } };
export const RTL: Story = {
  args: { label: 'المظهر', labels: { light: 'فاتح', dark: 'داكن', system: 'حسب النظام' } },
  globals: { locale: 'ar' },
};
export const Dark: Story = { args: { value: 'dark' }, globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    labels: { light: 'Always light', dark: 'Always dark', system: 'Follow my device settings' },
  },
};
