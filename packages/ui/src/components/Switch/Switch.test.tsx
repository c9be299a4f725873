import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Switch } from './Switch';

describeConformance(Switch, {
  name: 'Switch',
  props: { label: 'Navbar blur' },
  refType: HTMLButtonElement,
});

describe('Switch', () => {
  it('is a named switch that toggles', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(<Switch label="Navbar blur" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Navbar blur' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('wires hint and error', () => {
    renderWithUi(
      <Switch label="Navbar blur" hint="Blurs content under the bar" error="Not available" />,
    );
    const control = screen.getByRole('switch', { name: 'Navbar blur' });
    expect(control).toHaveAccessibleDescription('Not available Blurs content under the bar');
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not toggle when disabled', async () => {
    renderWithUi(<Switch label="Navbar blur" disabled defaultChecked />);
    const control = screen.getByRole('switch');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toBeDisabled();
  });

  it('renders Arabic right to left', () => {
    renderWithUi(<Switch label="تمويه شريط التنقل" />, { language: 'ar' });
    expect(
      screen.getByRole('switch', { name: 'تمويه شريط التنقل' }).closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
  });
});
