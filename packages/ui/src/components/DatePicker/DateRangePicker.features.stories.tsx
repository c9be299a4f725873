import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { DateRangePicker, type DateRangeValue } from './DateRangePicker';
import { fixedDay, fixedRange, pickerLabels } from './storyFixtures';

const meta = {
  title: 'Forms/DateRangePicker/Features',
  component: DateRangePicker,
  args: {
    label: 'Leave',
    labels: pickerLabels.en,
    placeholder: 'yyyy-mm-dd',
    defaultMonth: fixedDay,
    today: fixedDay,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 400, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: fixedRange } };
export const Open: Story = { args: { defaultValue: fixedRange, defaultOpen: true } };
export const TwoMonths: Story = {
  args: { defaultValue: fixedRange, defaultOpen: true, numberOfMonths: 2, weekStartsOn: 1 },
  decorators: [(Story) => <div style={{ minInlineSize: 620 }}>{Story()}</div>],
};
export const HalfPicked: Story = { args: { defaultValue: { from: fixedRange.from } } };
export const WithError: Story = {
  args: { error: 'Choose the days of your leave', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: fixedRange } };
export const MinMaxAndDisabledDates: Story = {
  args: {
    defaultValue: fixedRange,
    minDate: new Date(2026, 2, 2),
    maxDate: new Date(2026, 3, 30),
    disabledDates: [{ dayOfWeek: [5, 6] }],
    hint: 'Working days from 2 March to 30 April',
    defaultOpen: true,
  },
};
export const RTL: Story = {
  args: {
    label: 'الإجازة',
    labels: pickerLabels.ar,
    hint: 'يُحتسب اليومان الأول والأخير',
    defaultValue: fixedRange,
    defaultOpen: true,
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'Both days are included', defaultValue: fixedRange, defaultOpen: true },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'The days of the annual leave you are requesting, as agreed with your team lead',
    hint: 'Both days are included; public holidays inside the range are not counted against your allowance.',
    error: 'The end of your leave must be on or after its start.',
    defaultValue: fixedRange,
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'أيام الإجازة السنوية التي تطلبها كما اتفقت عليها مع قائد فريقك',
    hint: 'يُحتسب اليومان الأول والأخير، ولا تُخصم العطلات الرسمية داخل الفترة من رصيدك.',
    error: 'يجب أن تكون نهاية الإجازة في يوم بدايتها أو بعده.',
    labels: pickerLabels.ar,
    defaultValue: fixedRange,
  },
  globals: { locale: 'ar' },
};

interface LeaveValues {
  days: DateRangeValue | null;
}

function LeaveForm({ onValid }: { onValid: (values: LeaveValues) => void }) {
  const { control, handleSubmit, formState } = useForm<LeaveValues>({
    defaultValues: { days: null },
  });
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Controller
        control={control}
        name="days"
        rules={{ validate: (range) => Boolean(range?.to) || 'Choose the first and last day' }}
        render={({ field }) => (
          <DateRangePicker
            label="Leave"
            labels={pickerLabels.en}
            placeholder="yyyy-mm-dd"
            defaultMonth={fixedDay}
            today={fixedDay}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={formState.errors.days?.message}
          />
        )}
      />
      <Button type="submit">Request leave</Button>
    </form>
  );
}

/** With react-hook-form: a Controller whose rule wants both ends of the range. */
export const ReactHookForm: StoryObj<{ onValid: (values: LeaveValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <LeaveForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Leave Start date' }), '2026-03-09');
    await userEvent.click(canvas.getByRole('button', { name: 'Request leave' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Leave Start date' }),
    ).toHaveAccessibleDescription('Choose the first and last day');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Leave End date' }), '2026-03-13');
    await userEvent.click(canvas.getByRole('button', { name: 'Request leave' }));
    await expect(args.onValid).toHaveBeenCalledWith({ days: fixedRange }, expect.anything());
  },
};
