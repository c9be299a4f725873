import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { ColorPicker, type ColorPickerProps } from './ColorPicker';
import { ColorPickerForm } from './ColorPickerForm';
import {
  brandSwatches,
  brandSwatchesAr,
  pickerLabels,
  pickerLabelsAr,
} from './colorPickerFixtures';

describeConformance<ColorPickerProps, HTMLInputElement>(ColorPicker, {
  name: 'ColorPicker',
  props: { label: 'Team colour', labels: pickerLabels },
  refType: HTMLInputElement,
});

describe('ColorPicker', () => {
  it('is a group named by its label, with swatches first and named parts', () => {
    renderWithUi(
      <ColorPicker
        label="Team colour"
        hint="Shown on badges"
        swatches={brandSwatches}
        labels={pickerLabels}
        defaultValue="#12A594"
      />,
    );
    const group = screen.getByRole('group', { name: 'Team colour' });
    expect(group).toHaveAccessibleDescription('Shown on badges');
    const swatchGroup = within(group).getByRole('group', { name: 'Brand colours' });
    // Brand swatches come first, before the free picker.
    const firstSlider = within(group).getByRole('slider', { name: 'Colour' });
    expect(
      swatchGroup.compareDocumentPosition(firstSlider) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(swatchGroup).getByRole('button', { name: 'Teal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('slider', { name: 'Colour' })).toBeInTheDocument();
    expect(within(group).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#12a594');
  });

  it('picks a swatch', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <ColorPicker
        label="Team colour"
        swatches={brandSwatches}
        labels={pickerLabels}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(onValueChange).toHaveBeenCalledWith('#e5484d');
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#e5484d');
  });

  it('takes a typed hex colour', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <ColorPicker label="Team colour" labels={pickerLabels} onValueChange={onValueChange} />,
    );
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '00ff88');
    expect(onValueChange).toHaveBeenLastCalledWith('#00ff88');
  });

  it('moves the hue with the keyboard', () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <ColorPicker
        label="Team colour"
        labels={pickerLabels}
        defaultValue="#ff0000"
        onValueChange={onValueChange}
      />,
    );
    // react-colorful reads keyCode, which user-event leaves empty in jsdom.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Hue' }), {
      key: 'ArrowRight',
      keyCode: 39,
    });
    expect(onValueChange).toHaveBeenCalled();
    expect(onValueChange.mock.lastCall?.[0]).not.toBe('#ff0000');
  });

  it('is invalid, required, disabled and submits under `name`', () => {
    const { container, rerender } = renderWithUi(
      <form>
        <ColorPicker
          label="Team colour"
          labels={pickerLabels}
          swatches={brandSwatches}
          error="Pick a colour"
          required
          name="colour"
          defaultValue="#3e63dd"
        />
      </form>,
    );
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: 'Team colour' })).toHaveAccessibleDescription(
      'Pick a colour',
    );
    expect(new FormData(container.querySelector('form')!).get('colour')).toBe('#3e63dd');
    rerender(
      <form>
        <ColorPicker label="Team colour" labels={pickerLabels} swatches={brandSwatches} disabled />
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Hex colour' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Red' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('names everything in Arabic and keeps the colour space left to right in RTL', () => {
    renderWithUi(
      <ColorPicker label="لون الفريق" swatches={brandSwatchesAr} labels={pickerLabelsAr} />,
      { language: 'ar' },
    );
    const group = screen.getByRole('group', { name: 'لون الفريق' });
    expect(group.closest('[dir="rtl"]')).not.toBeNull();
    expect(within(group).getByRole('button', { name: 'أزرق أتريوم' })).toBeInTheDocument();
    const hue = within(group).getByRole('slider', { name: 'درجة اللون' });
    expect(hue.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(within(group).getByRole('textbox', { name: 'رمز اللون' })).toHaveAttribute('dir', 'ltr');
  });

  it('works in react-hook-form with a zod schema', async () => {
    const onValid = vi.fn();
    renderWithUi(<ColorPickerForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('White is not readable on the badge')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hex colour' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Teal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ colour: '#12a594' }, expect.anything()),
    );
  });
});
