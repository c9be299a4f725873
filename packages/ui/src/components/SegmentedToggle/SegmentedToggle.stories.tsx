import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SegmentedToggle, type SegmentedToggleProps } from './SegmentedToggle';
import { segmentedToggleSizes } from './segmentedToggleVariants';

type Density = 'compact' | 'comfortable' | 'spacious';
const options = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'spacious', label: 'Spacious' },
] as const;

function Stateful(props: SegmentedToggleProps<Density>) {
  const [value, setValue] = useState<Density>(props.value);
  return (
    <SegmentedToggle<Density>
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SegmentedToggle',
  component: SegmentedToggle<Density>,
  args: { label: 'Density', options, value: 'comfortable', onValueChange: () => {}, size: 2 },
  argTypes: { size: { control: 'inline-radio', options: segmentedToggleSizes } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<SegmentedToggleProps<Density>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Spacious' }));
    await expect(canvas.getByRole('radio', { name: 'Spacious' })).toBeChecked();
  },
};
export const Playground: Story = { args: { size: 1, iconOnly: false, disabled: false } };
