import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { fn } from 'storybook/test';
import { Select } from './Select';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Select/Features',
  component: Select,
  args: {
    label: 'Team',
    placeholder: 'Choose a team',
    options: [
      { value: 'design', label: 'Design' },
      { value: 'ops', label: 'Operations' },
      { value: 'people', label: 'People', disabled: true },
    ],
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`${String(args.label)} (size ${size})`} />
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
    label: 'الفريق',
    placeholder: 'اختر فريقًا',
    hint: 'يمكنك تغييره لاحقًا',
    options: [
      { value: 'design', label: 'التصميم' },
      { value: 'ops', label: 'العمليات' },
    ],
    defaultValue: 'ops',
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
      'The team whose working times, leave calendar and notifications apply to you from now on',
    hint: 'Changes apply to every page of the workspace and are remembered on this device for the next time you sign in.',
    error: 'Choose the team you work in.',
    options: [
      {
        value: 'ops',
        label: 'Operations and facilities management for the northern region offices',
      },
    ],
    defaultValue: 'ops',
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'الفريق الذي تنطبق عليك أوقات عمله وتقويم إجازاته وإشعاراته من الآن',
    hint: 'تسري التغييرات على كل صفحات مساحة العمل وتُحفظ على هذا الجهاز لتسجيل الدخول التالي.',
    error: 'اختر الفريق الذي تعمل فيه.',
    placeholder: 'اختر فريقًا',
    options: [{ value: 'ops', label: 'العمليات وإدارة المرافق لمكاتب المنطقة الشمالية' }],
    defaultValue: 'ops',
  },
  globals: { locale: 'ar' },
};
