import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './Textarea';
import { fieldSizes } from '../Field/fieldVariants';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'About you', name: 'about' },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'About you' });
    await userEvent.type(box, 'Designer');
    await expect(box).toHaveValue('Designer');
    await expect(args.name).toBe('about');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { hint: 'A hint under the field', error: '', required: false, disabled: false, size: 2 },
};
