import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { fn } from 'storybook/test';
import { Switch } from './Switch';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Switch/Features',
  component: Switch,
  args: { label: 'Navbar blur', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <Switch key={size} {...args} size={size} label={`${String(args.label)} (size ${size})`} />
      ))}
    </Flex>
  ),
};
export const WithHint: Story = { args: { hint: 'A hint under the field' } };
export const WithError: Story = {
  args: { error: 'Something is wrong with this value', required: true },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RTL: Story = {
  args: { label: 'تمويه شريط التنقل', hint: 'يموّه المحتوى تحت الشريط', defaultChecked: true },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'A hint under the field', error: 'Something is wrong' },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'Blur the content that scrolls under the sticky navigation bar at the top of every page',
    hint: 'Changes apply to every page of the workspace and are remembered on this device for the next time you sign in.',
    error: 'Your browser cannot blur the navigation bar.',
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'تمويه المحتوى الذي يمر تحت شريط التنقل الثابت أعلى كل صفحة',
    hint: 'تسري التغييرات على كل صفحات مساحة العمل وتُحفظ على هذا الجهاز لتسجيل الدخول التالي.',
    error: 'لا يستطيع متصفحك تمويه شريط التنقل.',
  },
  globals: { locale: 'ar' },
};
export const On: Story = { args: { defaultChecked: true } };
