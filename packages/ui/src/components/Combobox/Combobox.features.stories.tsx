import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fieldSizes } from '../Field/fieldVariants';
import { Combobox, type ComboboxProps } from './Combobox';
import { ComboboxForm, type TravelValues } from './ComboboxForm';
import { ComboboxForStories, renderCombobox, type ComboboxStoryArgs } from './comboboxStoryArgs';
import { cities, citiesAr, fakeSearch, neverLoads } from './comboboxFixtures';

const meta = {
  title: 'Forms/Combobox/Features',
  component: ComboboxForStories,
  render: renderCombobox,
  args: {
    label: 'City',
    placeholder: 'Search a city',
    options: cities,
    loadingLabel: 'Loading…',
    noResultsLabel: 'No cities found',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 280 }}>{Story()}</div>],
} satisfies Meta<ComboboxStoryArgs>;
export default meta;
type Story = StoryObj<ComboboxStoryArgs>;

const multipleArgs: Partial<ComboboxStoryArgs> = {
  multiple: true,
  label: 'Cities',
  defaultValue: ['amman', 'cairo'],
  removeLabel: (city) => `Remove ${city}`,
};

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <Combobox
          key={size}
          {...(args as ComboboxProps)}
          size={size}
          label={`City (size ${size})`}
        />
      ))}
    </Flex>
  ),
};
export const Selected: Story = { args: { defaultValue: 'riyadh' } };
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await expect(await screen.findByRole('listbox', { name: 'City' })).toBeVisible();
  },
};
export const Multiple: Story = {
  args: multipleArgs,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Amman' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['cairo']);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cities' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dubai' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['cairo', 'dubai']);
    await expect(canvas.getByRole('button', { name: 'Remove Dubai' })).toBeVisible();
  },
};
export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: fakeSearch(cities, 150), debounceMs: 150 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'ri');
    await expect(await screen.findByRole('option', { name: 'Riyadh' })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { options: undefined, loadOptions: neverLoads, debounceMs: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  },
};
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'zzz');
    await expect(await screen.findByRole('status')).toHaveTextContent('No cities found');
  },
};
export const WithHint: Story = { args: { hint: 'The city on your contract' } };
export const WithError: Story = {
  args: { error: 'Choose your city', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'cairo' } };
export const DisabledMultiple: Story = {
  args: { ...multipleArgs, disabled: true },
};
export const RTL: Story = {
  args: {
    ...multipleArgs,
    label: 'المدن',
    placeholder: 'ابحث عن مدينة',
    hint: 'يمكنك اختيار أكثر من مدينة',
    options: citiesAr,
    loadingLabel: 'جارٍ التحميل…',
    noResultsLabel: 'لا توجد نتائج',
    removeLabel: (city: string) => `إزالة ${city}`,
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'المدن' }));
    await expect(await screen.findByRole('option', { name: 'دبي' })).toBeVisible();
  },
};
export const RTLSingle: Story = {
  args: {
    label: 'المدينة',
    placeholder: 'ابحث عن مدينة',
    options: citiesAr,
    loadingLabel: 'جارٍ التحميل…',
    noResultsLabel: 'لا توجد نتائج',
    defaultValue: 'riyadh',
    error: 'اختر مدينتك',
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { ...multipleArgs, hint: 'A hint under the field', error: 'Too many' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cities' }));
    await expect(await screen.findByRole('listbox', { name: 'Cities' })).toBeVisible();
  },
};
export const LongLabels: Story = {
  args: {
    ...multipleArgs,
    label: 'The cities whose offices, holidays and working times apply to you from now on',
    hint: 'Changes apply to every page of the workspace and are remembered on this device for the next time you sign in.',
    error: 'Choose the cities you work in.',
    options: [
      { value: 'north', label: 'Operations and facilities management for the northern region' },
      { value: 'south', label: 'Customer support and field services for the southern region' },
    ],
    defaultValue: ['north', 'south'],
  },
};
export const LongArabicLabels: Story = {
  args: {
    ...multipleArgs,
    label: 'المدن التي تنطبق عليك مكاتبها وعطلاتها وأوقات عملها من الآن',
    hint: 'تسري التغييرات على كل صفحات مساحة العمل وتُحفظ على هذا الجهاز لتسجيل الدخول التالي.',
    error: 'اختر المدن التي تعمل فيها.',
    options: [
      { value: 'north', label: 'العمليات وإدارة المرافق لمكاتب المنطقة الشمالية' },
      { value: 'south', label: 'دعم العملاء والخدمات الميدانية للمنطقة الجنوبية' },
    ],
    defaultValue: ['north', 'south'],
    loadingLabel: 'جارٍ التحميل…',
    noResultsLabel: 'لا توجد نتائج',
    removeLabel: (city: string) => `إزالة ${city}`,
  },
  globals: { locale: 'ar' },
};

/** Single and multiple Combobox with react-hook-form and a zod schema: errors come from the schema. */
export const WithReactHookForm: StoryObj<{ onValid: (values: TravelValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <ComboboxForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose your home city')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Home city' }), 'Cai');
    await userEvent.click(await screen.findByRole('option', { name: 'Cairo' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cities visited' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amman' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dubai' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { home: 'cairo', visited: ['amman', 'dubai'] },
        expect.anything(),
      ),
    );
  },
};
