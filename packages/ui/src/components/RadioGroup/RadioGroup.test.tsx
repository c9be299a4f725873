import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'boxed', label: 'Boxed' },
  { value: 'full', label: 'Full width' },
  { value: 'wide', label: 'Wide', disabled: true },
];

describeConformance(RadioGroup, {
  name: 'RadioGroup',
  props: { label: 'Content width', options },
  refType: HTMLDivElement,
});

describe('RadioGroup', () => {
  it('is a radiogroup named by the label, with labelled radios', () => {
    renderWithUi(
      <RadioGroup label="Content width" hint="Applies to every page" options={options} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Content width' });
    expect(group).toHaveAccessibleDescription('Applies to every page');
    expect(screen.getByRole('radio', { name: 'Full width' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Wide' })).toBeDisabled();
  });

  // Arrow-key selection is checked in a real browser (RadioGroup.stories.tsx, Default)
  it('selects by click', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <RadioGroup
        label="Content width"
        options={options}
        defaultValue="boxed"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Full width' }));
    expect(screen.getByRole('radio', { name: 'Full width' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('full');
    expect(screen.getByRole('radio', { name: 'Boxed' })).not.toBeChecked();
  });

  it('marks the group invalid and required', () => {
    renderWithUi(
      <RadioGroup label="Content width" options={options} error="Choose one" required />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Content width' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Choose one');
  });

  it('disables every radio when disabled', () => {
    renderWithUi(<RadioGroup label="Content width" options={options} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('renders Arabic right to left', () => {
    renderWithUi(
      <RadioGroup label="عرض المحتوى" options={[{ value: 'boxed', label: 'محدود' }]} />,
      { language: 'ar' },
    );
    expect(
      screen.getByRole('radiogroup', { name: 'عرض المحتوى' }).closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
  });
});
