import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { fieldSizes } from '../Field/fieldVariants';
import { fixedDay, fixedRange, pickerLabels } from './storyFixtures';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Leave',
    labels: pickerLabels.en,
    placeholder: 'yyyy-mm-dd',
    defaultMonth: fixedDay,
    today: fixedDay,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    numberOfMonths: { control: 'inline-radio', options: [1, 2] },
    weekStartsOn: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6] },
    minDate: { control: 'date' },
    maxDate: { control: 'date' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 400, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose date' }));
    await userEvent.click(dialog.getByRole('button', { name: /, 9 March 2026/ }));
    await userEvent.click(dialog.getByRole('button', { name: /, 13 March 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(fixedRange);
    await expect(canvas.getByRole('textbox', { name: 'Leave End date' })).toHaveValue('2026-03-13');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: {
    hint: 'Both days are included',
    error: '',
    required: false,
    disabled: false,
    size: 2,
    numberOfMonths: 2,
    weekStartsOn: 1,
    defaultValue: fixedRange,
  },
};
