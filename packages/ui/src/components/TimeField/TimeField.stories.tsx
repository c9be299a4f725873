import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizes } from '../Field/fieldVariants';
import { TimeField } from './TimeField';
import { timeFieldHourCycles } from './timeFieldVariants';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: {
    label: 'Shift starts',
    labels: { hour: 'Hour', minute: 'Minute', period: 'AM/PM', am: 'AM', pm: 'PM' },
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    hourCycle: { control: 'inline-radio', options: timeFieldHourCycles },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('0830');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('08:30');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: {
    hint: 'A hint under the field',
    error: '',
    required: false,
    disabled: false,
    size: 2,
    hourCycle: 24,
    minuteStep: 1,
  },
};
