import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { ColorPicker } from './ColorPicker';
import { ColorPickerForm, type TeamColourValues } from './ColorPickerForm';
import {
  brandSwatches,
  brandSwatchesAr,
  pickerLabels,
  pickerLabelsAr,
} from './colorPickerFixtures';

const meta = {
  title: 'Forms/ColorPicker/Features',
  component: ColorPicker,
  args: {
    label: 'Team colour',
    swatches: brandSwatches,
    labels: pickerLabels,
    defaultValue: '#12a594',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutSwatches: Story = { args: { swatches: [] } };
export const CustomColour: Story = {
  args: { defaultValue: '#7a3e9d' },
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'ff8800');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#ff8800');
  },
};
export const KeyboardHue: Story = {
  play: async ({ canvas, args }) => {
    // react-colorful reads keyCode, which user-event's synthetic events leave empty.
    const hue = canvas.getByRole('slider', { name: 'Hue' });
    hue.focus();
    fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39 });
    await expect(args.onValueChange).toHaveBeenCalled();
  },
};
export const WithHint: Story = { args: { hint: 'Shown on badges and in the calendar' } };
export const WithError: Story = {
  args: { error: 'This colour is too light to read on a badge', required: true },
};
export const Disabled: Story = { args: { disabled: true } };
export const RTL: Story = {
  args: {
    label: 'لون الفريق',
    hint: 'يظهر على الشارات وفي التقويم',
    swatches: brandSwatchesAr,
    labels: pickerLabelsAr,
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { hint: 'A hint under the field', error: 'Something is wrong' },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label: 'The colour of your team on badges, in the calendar and on every report you export',
    hint: 'Choose one of the brand colours when you can; custom colours are checked for contrast before they are saved.',
    error: 'This colour does not have enough contrast with white text on a badge.',
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'لون فريقك على الشارات وفي التقويم وفي كل تقرير تصدّره',
    hint: 'اختر أحد ألوان العلامة متى أمكن؛ تُفحص الألوان المخصصة للتباين قبل حفظها.',
    error: 'لا يوفّر هذا اللون تباينًا كافيًا مع النص الأبيض على الشارة.',
    swatches: brandSwatchesAr,
    labels: pickerLabelsAr,
  },
  globals: { locale: 'ar' },
};

/** ColorPicker with react-hook-form and a zod schema: errors come from the schema. */
export const WithReactHookForm: StoryObj<{ onValid: (values: TeamColourValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <ColorPickerForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('White is not readable on the badge')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Teal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith({ colour: '#12a594' }, expect.anything()),
    );
  },
};
