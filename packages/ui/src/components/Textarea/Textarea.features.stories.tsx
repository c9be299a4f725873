import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { Textarea } from './Textarea';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Textarea/Features',
  component: Textarea,
  args: { label: 'About you', name: 'about' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <Textarea key={size} {...args} size={size} label={`${String(args.label)} (size ${size})`} />
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
    label: 'نبذة عنك',
    hint: 'تظهر في دليل الموظفين',
    error: 'النص أطول من اللازم',
    defaultValue: 'مصممة في فريق المنتجات',
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
      'A short introduction for your colleagues, shown on your profile and in the staff directory',
    hint: 'Changes apply to every page of the workspace and are remembered on this device for the next time you sign in.',
    error: 'The introduction can be at most 500 characters long; shorten it a little.',
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'تعريف قصير لزملائك يظهر في ملفك الشخصي وفي دليل الموظفين',
    hint: 'تسري التغييرات على كل صفحات مساحة العمل وتُحفظ على هذا الجهاز لتسجيل الدخول التالي.',
    error: 'يمكن أن يصل التعريف إلى ٥٠٠ حرف كحد أقصى؛ اختصره قليلًا.',
  },
  globals: { locale: 'ar' },
};
