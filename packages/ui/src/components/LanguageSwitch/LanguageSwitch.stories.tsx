import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
import type { Language } from '../../UiProvider/uiOptions';

function Stateful(props: LanguageSwitchProps) {
  const [value, setValue] = useState<Language>(props.value);
  return (
    <LanguageSwitch
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
  title: 'Forms/LanguageSwitch',
  component: LanguageSwitch,
  args: { label: 'Language', value: 'en', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'العربية' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ar');
  },
};
export const Playground: Story = { args: { size: 1, showIcon: true } };
