import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Navbar blur', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Navbar blur' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { hint: 'A hint under the field', error: '', required: false, disabled: false, size: 2 },
};
