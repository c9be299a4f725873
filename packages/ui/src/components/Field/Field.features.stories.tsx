import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from './Field';
import { ProfileForm, type ProfileValues } from './ProfileForm';

const meta = {
  title: 'Forms/Field/Features',
  component: Field,
  args: {
    label: 'Employee number',
    hint: 'Six digits, on your badge',
    children: (control) => <input {...control} />,
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = { args: { layout: 'stack' } };
export const Inline: Story = {
  args: {
    layout: 'inline',
    label: 'Remember me',
    children: (control) => <input type="checkbox" {...control} />,
  },
};
export const WithError: Story = { args: { error: 'Enter six digits', required: true } };
export const Disabled: Story = {
  args: { disabled: true, children: (control) => <input {...control} /> },
};
export const RTL: Story = {
  args: { label: 'الرقم الوظيفي', hint: 'ستة أرقام، على بطاقتك', error: 'أدخل ستة أرقام' },
  globals: { locale: 'ar' },
};
export const Dark: Story = { args: { error: 'Enter six digits' }, globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    label: 'The employee number printed on the staff badge you received on your first day at work',
    hint: 'If you have lost your badge, the people team can look the number up for you and order a new one.',
    error: 'This employee number does not belong to anyone in your organisation.',
  },
};

/** Every field with react-hook-form and a zod schema (@hookform/resolvers/zod): errors come from the schema. */
export const WithReactHookForm: StoryObj<{ onValid: (values: ProfileValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <ProfileForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter at least 2 characters')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Team' })).toHaveAccessibleDescription(
      'Choose a team',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms' }),
    ).toHaveAccessibleDescription('You must accept the terms');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Amal');
    await userEvent.click(canvas.getByRole('radio', { name: 'Full width' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { name: 'Amal', about: '', team: 'ops', width: 'full', blur: false, terms: true },
        expect.anything(),
      ),
    );
  },
};
