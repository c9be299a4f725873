import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizes } from '../Field/fieldVariants';
import { ColorPicker } from './ColorPicker';
import { brandSwatches, pickerLabels } from './colorPickerFixtures';

const meta = {
  title: 'Forms/ColorPicker',
  component: ColorPicker,
  args: {
    label: 'Team colour',
    swatches: brandSwatches,
    labels: pickerLabels,
    defaultValue: '#3e63dd',
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Teal' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('#12a594');
    await expect(canvas.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#12a594');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { hint: 'A hint under the field', error: '', required: false, disabled: false, size: 2 },
};
