import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch';
import type { Appearance } from '../../UiProvider/uiOptions';

function Stateful(props: ThemeSwitchProps) {
  const [value, setValue] = useState<Appearance>(props.value);
  return (
    <ThemeSwitch
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
  title: 'Forms/ThemeSwitch',
  component: ThemeSwitch,
  args: {
    label: 'Theme',
    labels: { light: 'Light', dark: 'Dark', system: 'System' },
    value: 'light',
    onValueChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
  },
};
export const Playground: Story = { args: { size: 1, iconOnly: true } };
