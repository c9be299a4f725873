import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/RadioGroup/Features',
  component: RadioGroup,
  args: {
    label: 'Content width',
    options: [
      { value: 'boxed', label: 'Boxed' },
      { value: 'full', label: 'Full width' },
    ],
    defaultValue: 'boxed',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <RadioGroup
          key={size}
          {...args}
          size={size}
          label={`${String(args.label)} (size ${size})`}
        />
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
    label: 'عرض المحتوى',
    hint: 'ينطبق على كل الصفحات',
    options: [
      { value: 'boxed', label: 'محدود' },
      { value: 'full', label: 'كامل العرض' },
    ],
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'A hint under the field', error: 'Something is wrong' },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'How wide the content of every page is on screens wider than the boxed layout',
    hint: 'Changes apply to every page of the workspace and are remembered on this device for the next time you sign in.',
    error: 'Choose one of the layouts.',
    options: [
      { value: 'boxed', label: 'Boxed: content stays in a centred column of comfortable width' },
      { value: 'full', label: 'Full width: content uses the whole width of the window' },
    ],
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'عرض محتوى كل صفحة على الشاشات الأعرض من التخطيط المحدود',
    hint: 'تسري التغييرات على كل صفحات مساحة العمل وتُحفظ على هذا الجهاز لتسجيل الدخول التالي.',
    error: 'اختر أحد التخطيطات.',
    options: [
      { value: 'boxed', label: 'محدود: يبقى المحتوى في عمود متوسط بعرض مريح' },
      { value: 'full', label: 'كامل العرض: يستخدم المحتوى عرض النافذة كله' },
    ],
  },
  globals: { locale: 'ar' },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const HorizontalRTL: Story = {
  args: {
    orientation: 'horizontal',
    label: 'عرض المحتوى',
    options: [
      { value: 'boxed', label: 'محدود' },
      { value: 'full', label: 'كامل العرض' },
    ],
  },
  globals: { locale: 'ar' },
};
