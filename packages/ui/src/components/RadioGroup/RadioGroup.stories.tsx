import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/RadioGroup',
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
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Boxed' }));
    // held down like a real key: Radix moves focus in a timeout and selects only while an arrow is pressed
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Full width' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('full');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { hint: 'A hint under the field', error: '', required: false, disabled: false, size: 2 },
};
