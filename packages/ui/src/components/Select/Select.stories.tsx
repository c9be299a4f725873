import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Select',
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
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ops');
    await expect(canvas.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Operations');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { hint: 'A hint under the field', error: '', required: false, disabled: false, size: 2 },
};
