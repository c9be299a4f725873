import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './Chip';
import { chipTones } from './chipVariants';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  args: { children: 'Sales', onRemove: fn(), removeLabel: 'Remove Sales' },
  argTypes: { tone: { control: 'inline-radio', options: chipTones } },
  parameters: {
    docs: {
      description: {
        component:
          'A tag or applied filter. Removable with `onRemove` + `removeLabel` (the remove button also answers Delete and Backspace).',
      },
    },
  },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sales' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
export const Playground: Story = { args: { tone: 'accent' } };
