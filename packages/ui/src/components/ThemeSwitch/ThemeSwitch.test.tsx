import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { ThemeSwitch } from './ThemeSwitch';

const labels = { light: 'Light', dark: 'Dark', system: 'System' };

describeConformance(ThemeSwitch, {
  name: 'ThemeSwitch',
  props: { label: 'Theme', labels, value: 'light' as const, onValueChange: () => {} },
  refType: HTMLDivElement,
});

describe('ThemeSwitch', () => {
  it('offers light, dark and system with the caller labels', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <ThemeSwitch label="Theme" labels={labels} value="light" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(onValueChange).toHaveBeenCalledWith('system');
  });

  it('keeps names when icon-only, in RTL', () => {
    renderWithUi(
      <ThemeSwitch
        label="المظهر"
        labels={{ light: 'فاتح', dark: 'داكن', system: 'النظام' }}
        value="dark"
        onValueChange={() => {}}
        iconOnly
      />,
      { language: 'ar' },
    );
    expect(screen.getByRole('radio', { name: 'داكن' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'المظهر' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  });
});
