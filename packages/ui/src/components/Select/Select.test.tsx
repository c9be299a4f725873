import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserApis } from '../Field/stubBrowserApis';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Select } from './Select';

const options = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
  { value: 'fr', label: 'Français', disabled: true },
];

beforeAll(stubBrowserApis);

describeConformance(Select, {
  name: 'Select',
  props: { label: 'Language', options },
  refType: HTMLButtonElement,
});

describe('Select', () => {
  it('is a combobox named by the label showing the placeholder', () => {
    renderWithUi(
      <Select
        label="Language"
        options={options}
        placeholder="Choose a language"
        hint="For emails"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('Choose a language');
    expect(trigger).toHaveAccessibleDescription('For emails');
  });

  it('opens with the keyboard and selects an option', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<Select label="Language" options={options} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest('[data-atrium-layer]')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'العربية' }));
    expect(onValueChange).toHaveBeenCalledWith('ar');
    expect(trigger).toHaveTextContent('العربية');
  });

  it('is invalid, required and disabled as told', () => {
    const { rerender } = renderWithUi(
      <Select label="Language" options={options} error="Pick one" required />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Pick one');
    rerender(<Select label="Language" options={options} disabled />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  });

  it('submits through a native select when named', () => {
    const { container } = renderWithUi(
      <form>
        <Select label="Language" name="language" options={options} defaultValue="en" />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('language')).toBe('en');
  });
});
