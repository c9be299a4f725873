import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldSizes } from '../Field/fieldVariants';
import { TimeField } from './TimeField';
import { TimeFieldForm, type ShiftValues } from './TimeFieldForm';

const arabicLabels = { hour: 'الساعة', minute: 'الدقيقة', period: 'صباحًا/مساءً', am: 'ص', pm: 'م' };

const meta = {
  title: 'Forms/TimeField/Features',
  component: TimeField,
  args: {
    label: 'Shift starts',
    labels: { hour: 'Hour', minute: 'Minute', period: 'AM/PM', am: 'AM', pm: 'PM' },
    defaultValue: '09:30',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {fieldSizes.map((size) => (
        <TimeField key={size} {...args} size={size} label={`Shift starts (size ${size})`} />
      ))}
    </Flex>
  ),
};
export const Empty: Story = { args: { defaultValue: null } };
export const TwelveHour: Story = {
  args: { hourCycle: 12, defaultValue: '17:45' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Hour' })).toHaveValue('05');
    await expect(canvas.getByRole('combobox', { name: 'AM/PM' })).toHaveValue('pm');
  },
};
export const KeyboardStepping: Story = {
  args: { minuteStep: 15 },
  play: async ({ canvas, args }) => {
    canvas.getByRole('spinbutton', { name: 'Minute' }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09:00');
  },
};
export const WithHint: Story = { args: { hint: 'In your office’s time zone' } };
export const WithError: Story = {
  args: { error: 'The shift must start before 10:00', required: true },
};
export const Disabled: Story = { args: { disabled: true } };
export const RTL: Story = {
  args: {
    label: 'تبدأ المناوبة',
    hint: 'بتوقيت مكتبك',
    labels: arabicLabels,
    defaultValue: '14:30',
  },
  globals: { locale: 'ar' },
};
export const RTLTwelveHour: Story = {
  args: {
    label: 'تنتهي المناوبة',
    error: 'يجب أن تنتهي المناوبة بعد بدايتها',
    labels: arabicLabels,
    hourCycle: 12,
    defaultValue: '14:30',
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'A hint under the field', error: 'Something is wrong', hourCycle: 12 },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'The time your first shift of the week starts at the office you are assigned to',
    hint: 'Changes apply from next week and are sent to your manager for approval before they take effect.',
    error: 'The first shift of the week must start between 06:00 and 10:00.',
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'الوقت الذي تبدأ فيه أول مناوبة لك في الأسبوع في المكتب المخصص لك',
    hint: 'تسري التغييرات من الأسبوع القادم وتُرسل إلى مديرك للموافقة عليها قبل أن تُطبّق.',
    error: 'يجب أن تبدأ أول مناوبة في الأسبوع بين الساعة 06:00 و10:00.',
    labels: arabicLabels,
  },
  globals: { locale: 'ar' },
};

/** Two TimeFields with react-hook-form and a zod schema (a cross-field rule): errors come from the schema. */
export const WithReactHookForm: StoryObj<{ onValid: (values: ShiftValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <TimeFieldForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a start time')).toBeVisible();
    const start = canvas.getByRole('group', { name: 'Shift starts' });
    await userEvent.click(within(start).getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('0900');
    const end = canvas.getByRole('group', { name: 'Shift ends' });
    await userEvent.click(within(end).getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('0500');
    await userEvent.selectOptions(within(end).getByRole('combobox', { name: 'AM/PM' }), 'pm');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { start: '09:00', end: '17:00' },
        expect.anything(),
      ),
    );
  },
};
