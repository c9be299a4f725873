import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { SegmentedToggle, type SegmentedToggleProps } from './SegmentedToggle';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
] as const;
type Value = (typeof options)[number]['value'];

describeConformance(SegmentedToggle as (props: SegmentedToggleProps<Value>) => null, {
  name: 'SegmentedToggle',
  props: { label: 'Letters', options, value: 'a' as Value, onValueChange: () => {} },
  refType: HTMLDivElement,
});

function Controlled({ onValueChange }: { onValueChange?: (value: Value) => void }) {
  const [value, setValue] = useState<Value>('a');
  return (
    <SegmentedToggle
      label="Letters"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('SegmentedToggle', () => {
  it('is a named radio group with one checked radio', () => {
    renderWithUi(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Letters' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeChecked();
  });

  it('selects on click and reports the new value', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<Controlled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Gamma' }));
    expect(onValueChange).toHaveBeenCalledWith('c');
    expect(screen.getByRole('radio', { name: 'Gamma' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alpha' })).not.toBeChecked();
  });

  it('moves with the arrow keys (native radios)', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<Controlled onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('keeps labels accessible when icon-only', () => {
    renderWithUi(
      <SegmentedToggle
        label="Letters"
        options={options}
        value="b"
        onValueChange={() => {}}
        iconOnly
      />,
    );
    expect(screen.getByRole('radio', { name: 'Beta' })).toBeChecked();
  });

  it('works in RTL with Arabic labels', async () => {
    renderWithUi(
      <SegmentedToggle
        label="الحروف"
        options={[
          { value: 'a', label: 'ألف' },
          { value: 'b', label: 'باء' },
        ]}
        value="a"
        onValueChange={() => {}}
      />,
      { language: 'ar' },
    );
    const group = screen.getByRole('radiogroup', { name: 'الحروف' });
    expect(group.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('radio', { name: 'ألف' })).toBeChecked();
  });
});
