import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Chip } from './Chip';
import { chipTones } from './chipVariants';

describeConformance(Chip, { name: 'Chip', props: { children: 'Sales' }, refType: HTMLSpanElement });

describe('Chip', () => {
  it('is not removable without onRemove', () => {
    renderWithUi(<Chip>Sales</Chip>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('removes by click, Delete and Backspace on its named button', async () => {
    const onRemove = vi.fn();
    renderWithUi(
      <Chip onRemove={onRemove} removeLabel="Remove Sales">
        Sales
      </Chip>,
    );
    const remove = screen.getByRole('button', { name: 'Remove Sales' });
    await userEvent.click(remove);
    remove.focus();
    await userEvent.keyboard('{Delete}{Backspace}');
    expect(onRemove).toHaveBeenCalledTimes(3);
  });

  it.each(chipTones)('takes tone %s', (tone) => {
    renderWithUi(<Chip tone={tone}>المبيعات</Chip>, { language: 'ar' });
    expect(screen.getByText('المبيعات').parentElement).toHaveAttribute('data-tone', tone);
  });
});
