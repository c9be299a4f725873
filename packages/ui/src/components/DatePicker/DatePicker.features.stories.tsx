import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { fieldSizes } from '../Field/fieldVariants';
import { DatePicker } from './DatePicker';
import { fixedDay, pickerLabels } from './storyFixtures';

const meta = {
  title: 'Forms/DatePicker/Features',
  component: DatePicker,
  args: {
    label: 'Leave starts',
    labels: pickerLabels.en,
    placeholder: 'yyyy-mm-dd',
    defaultMonth: fixedDay,
    today: fixedDay,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: fixedDay } };
export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <DatePicker
          key={size}
          {...args}
          size={size}
          label={`${String(args.label)} (size ${size})`}
        />
      ))}
    </Flex>
  ),
  args: { defaultValue: fixedDay },
};
export const WithHint: Story = { args: { hint: 'Type yyyy-mm-dd or pick a day' } };
export const WithError: Story = {
  args: { error: 'Choose the first day of your leave', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: fixedDay } };
/** Open calendar: this month only, weekends (Friday, Saturday) and a holiday disabled. */
export const MinMaxAndDisabledDates: Story = {
  args: {
    defaultValue: fixedDay,
    minDate: new Date(2026, 2, 1),
    maxDate: new Date(2026, 2, 31),
    disabledDates: [{ dayOfWeek: [5, 6] }, new Date(2026, 2, 20)],
    hint: 'March only, working days',
    defaultOpen: true,
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose date' }));
    await expect(dialog.getByRole('button', { name: /, 20 March/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const WeekStartsOnMonday: Story = {
  args: { defaultValue: fixedDay, weekStartsOn: 1, defaultOpen: true },
};
export const ClearButton: Story = {
  args: { defaultValue: fixedDay },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('textbox', { name: 'Leave starts' })).toHaveValue('');
  },
};
export const RTL: Story = {
  args: {
    label: 'بداية الإجازة',
    labels: pickerLabels.ar,
    hint: 'اكتب التاريخ أو اختر يومًا',
    placeholder: 'yyyy-mm-dd',
    defaultValue: fixedDay,
    defaultOpen: true,
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    // Arabic-Indic digits, the Arabic default, in the field and the calendar alike
    await expect(canvas.getByRole('textbox', { name: /^بداية الإجازة/ })).toHaveValue('٢٠٢٦-٠٣-١٥');
    const dialog = within(await screen.findByRole('dialog', { name: 'اختر التاريخ' }));
    await expect(dialog.getByRole('grid', { name: 'مارس ٢٠٢٦' })).toBeVisible();
  },
};
/** Arabic with the Western digits the person chose: the field and the calendar follow the choice. */
export const RTLWesternDigits: Story = {
  ...RTL,
  name: 'RTL, Western digits',
  globals: { locale: 'ar', digits: 'latn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^بداية الإجازة/ })).toHaveValue('2026-03-15');
    const dialog = within(await screen.findByRole('dialog', { name: 'اختر التاريخ' }));
    await expect(dialog.getByRole('grid', { name: 'مارس 2026' })).toBeVisible();
  },
};
export const Dark: Story = {
  args: { hint: 'Type yyyy-mm-dd or pick a day', defaultValue: fixedDay, defaultOpen: true },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'The first day of the leave you are requesting, as agreed with your team lead',
    hint: 'Leave that starts on a public holiday begins on the next working day; the calendar greys out the days you cannot choose.',
    error: 'Choose a day on or after today.',
    defaultValue: fixedDay,
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'أول يوم من الإجازة التي تطلبها كما اتفقت عليه مع قائد فريقك',
    hint: 'الإجازة التي تبدأ في عطلة رسمية تبدأ في يوم العمل التالي، ويُظهر التقويم الأيام التي لا يمكنك اختيارها باللون الرمادي.',
    error: 'اختر يومًا من اليوم فصاعدًا.',
    labels: pickerLabels.ar,
    defaultValue: fixedDay,
  },
  globals: { locale: 'ar' },
};

interface LeaveValues {
  start: Date | null;
}

function LeaveForm({ onValid }: { onValid: (values: LeaveValues) => void }) {
  const { control, handleSubmit, formState } = useForm<LeaveValues>({
    defaultValues: { start: null },
  });
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Controller
        control={control}
        name="start"
        rules={{ required: 'Choose the first day of your leave' }}
        render={({ field }) => (
          <DatePicker
            label="Leave starts"
            labels={pickerLabels.en}
            placeholder="yyyy-mm-dd"
            defaultMonth={fixedDay}
            today={fixedDay}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={formState.errors.start?.message}
          />
        )}
      />
      <Button type="submit">Request leave</Button>
    </form>
  );
}

/** With react-hook-form: a Controller, a required rule, focus on the field when invalid. */
export const ReactHookForm: StoryObj<{ onValid: (values: LeaveValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <LeaveForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request leave' }));
    const input = canvas.getByRole('textbox', { name: 'Leave starts' });
    await expect(input).toHaveAccessibleDescription('Choose the first day of your leave');
    await userEvent.type(input, '2026-03-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Request leave' }));
    await expect(args.onValid).toHaveBeenCalledWith({ start: fixedDay }, expect.anything());
  },
};
