import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Checkbox/Features',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <Checkbox key={size} {...args} size={size} label={`${String(args.label)} (size ${size})`} />
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
  args: {
    label: 'تذكرني',
    hint: 'على هذا الجهاز فقط',
    error: 'يجب الموافقة',
    defaultChecked: true,
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'A hint under the field', error: 'Something is wrong' },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label:
      'Keep me signed in on this device until I sign out myself, even after closing the browser',
    hint: 'Changes apply to every page of the workspace and are remembered on this device for the next time you sign in.',
    error: 'You must accept the terms to continue.',
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'أبقِني مسجّل الدخول على هذا الجهاز حتى أسجّل الخروج بنفسي، حتى بعد إغلاق المتصفح',
    hint: 'تسري التغييرات على كل صفحات مساحة العمل وتُحفظ على هذا الجهاز لتسجيل الدخول التالي.',
    error: 'يجب قبول الشروط للمتابعة.',
  },
  globals: { locale: 'ar' },
};
export const Indeterminate: Story = { args: { label: 'Select all', checked: 'indeterminate' } };
export const Checked: Story = { args: { defaultChecked: true } };
