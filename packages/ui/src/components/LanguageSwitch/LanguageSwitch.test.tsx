import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { LanguageSwitch } from './LanguageSwitch';

describeConformance(LanguageSwitch, {
  name: 'LanguageSwitch',
  props: { label: 'Language', value: 'en' as const, onValueChange: () => {} },
  refType: HTMLDivElement,
});

describe('LanguageSwitch', () => {
  it('offers English and العربية, each marked with its own lang', () => {
    renderWithUi(<LanguageSwitch label="Language" value="en" onValueChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByText('العربية')).toHaveAttribute('lang', 'ar');
  });

  it('reports the chosen language', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<LanguageSwitch label="Language" value="en" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(onValueChange).toHaveBeenCalledWith('ar');
  });

  it('accepts caller labels and works in RTL', () => {
    renderWithUi(
      <LanguageSwitch
        label="اللغة"
        value="ar"
        onValueChange={() => {}}
        labels={{ en: 'الإنجليزية' }}
      />,
      { language: 'ar' },
    );
    const group = screen.getByRole('radiogroup', { name: 'اللغة' });
    expect(group.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'الإنجليزية' })).not.toBeChecked();
  });
});
