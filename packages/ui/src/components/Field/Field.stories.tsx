import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { fieldLayouts, fieldSizes } from './fieldVariants';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Employee number',
    hint: 'Six digits, on your badge',
    children: (control) => <input {...control} />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    layout: { control: 'inline-radio', options: fieldLayouts },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Employee number' }),
    ).toHaveAccessibleDescription('Six digits, on your badge');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { error: '', required: true, size: 2, layout: 'stack' } };
