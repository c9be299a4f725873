import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { fieldSizes } from '../Field/fieldVariants';
import { fixedDay, pickerLabels } from './storyFixtures';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Leave starts',
    labels: pickerLabels.en,
    placeholder: 'yyyy-mm-dd',
    defaultMonth: fixedDay,
    today: fixedDay,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    weekStartsOn: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6] },
    minDate: { control: 'date' },
    maxDate: { control: 'date' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose date' }));
    await expect(dialog.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /18 March 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 2, 18));
    await expect(canvas.getByRole('textbox', { name: 'Leave starts' })).toHaveValue('2026-03-18');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: {
    hint: 'The first day you are away',
    error: '',
    required: false,
    disabled: false,
    size: 2,
    weekStartsOn: 1,
    defaultValue: fixedDay,
  },
};
