import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { fieldSizes } from '../Field/fieldVariants';
import { ComboboxForStories, renderCombobox, type ComboboxStoryArgs } from './comboboxStoryArgs';
import { cities } from './comboboxFixtures';

const meta = {
  title: 'Forms/Combobox',
  component: ComboboxForStories,
  render: renderCombobox,
  args: {
    label: 'City',
    placeholder: 'Search a city',
    options: cities,
    loadingLabel: 'Loading…',
    noResultsLabel: 'No cities found',
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 280 }}>{Story()}</div>],
} satisfies Meta<ComboboxStoryArgs>;
export default meta;
type Story = StoryObj<ComboboxStoryArgs>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'du');
    await userEvent.click(await screen.findByRole('option', { name: 'Dubai' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dubai');
    await expect(input).toHaveValue('Dubai');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { hint: 'A hint under the field', error: '', required: false, disabled: false, size: 2 },
};
