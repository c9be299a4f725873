import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserApis } from '../Field/stubBrowserApis';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { DateRangePicker } from './DateRangePicker';
import { fixedRange, pickerLabels } from './storyFixtures';

const labels = pickerLabels.en;

beforeAll(stubBrowserApis);

describeConformance(DateRangePicker, {
  name: 'DateRangePicker',
  props: { label: 'Leave', labels },
  refType: HTMLInputElement,
});

describe('DateRangePicker', () => {
  it('is a group of two inputs named by the label and their edge', () => {
    renderWithUi(<DateRangePicker label="Leave" labels={labels} hint="Both days included" />);
    expect(screen.getByRole('group', { name: 'Leave' })).toBeInTheDocument();
    const start = screen.getByRole('textbox', { name: 'Leave Start date' });
    expect(start).toHaveAccessibleDescription('Both days included');
    expect(screen.getByRole('textbox', { name: 'Leave End date' })).toBeInTheDocument();
  });

  it('applies typed start and end dates and rejects an end before the start', async () => {
    const onChange = vi.fn();
    renderWithUi(<DateRangePicker label="Leave" labels={labels} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Start/ }), '2026-03-09');
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 2, 9) });
    const end = screen.getByRole('textbox', { name: /End/ });
    await userEvent.type(end, '2026-03-01');
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-03-13');
    expect(onChange).toHaveBeenLastCalledWith(fixedRange);
    await userEvent.tab();
    expect(end).toHaveValue('2026-03-13');
  });

  it('picks a range with two clicks in either order and closes', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DateRangePicker
        label="Leave"
        labels={labels}
        defaultMonth={fixedRange.from}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    const dialog = await screen.findByRole('dialog', { name: labels.openCalendar });
    await userEvent.click(within(dialog).getByRole('button', { name: /, 13 March 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: fixedRange.to });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /, 9 March 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith(fixedRange);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Start/ })).toHaveValue('2026-03-09');
    expect(screen.getByRole('textbox', { name: /End/ })).toHaveValue('2026-03-13');
  });

  it('marks the days of the range', async () => {
    renderWithUi(
      <DateRangePicker label="Leave" labels={labels} defaultValue={fixedRange} defaultOpen />,
    );
    const dialog = await screen.findByRole('dialog');
    const cellOf = (day: number) =>
      within(dialog)
        .getByRole('button', { name: new RegExp(`, ${day} March 2026`) })
        .closest('td');
    expect(cellOf(9)).toHaveAttribute('aria-selected', 'true');
    expect(cellOf(11)).toHaveAttribute('aria-selected', 'true');
    expect(cellOf(13)).toHaveAttribute('aria-selected', 'true');
    expect(cellOf(14)).not.toHaveAttribute('aria-selected');
  });

  it('clears both dates and submits named values', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(
      <form>
        <DateRangePicker
          label="Leave"
          labels={labels}
          name="leave"
          defaultValue={fixedRange}
          onChange={onChange}
        />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('leaveFrom')).toBe('2026-03-09');
    expect(new FormData(form).get('leaveTo')).toBe('2026-03-13');
    await userEvent.click(screen.getByRole('button', { name: labels.clear }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(new FormData(form).get('leaveFrom')).toBe('');
    expect(screen.getByRole('textbox', { name: /Start/ })).toHaveFocus();
  });

  it('is Arabic and right-to-left in Arabic', async () => {
    renderWithUi(
      <DateRangePicker
        label="الإجازة"
        labels={pickerLabels.ar}
        defaultValue={fixedRange}
        defaultOpen
      />,
      { language: 'ar' },
    );
    const dialog = await screen.findByRole('dialog', { name: pickerLabels.ar.openCalendar });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('مارس ٢٠٢٦');
    expect(screen.getByRole('textbox', { name: 'الإجازة تاريخ البدء' })).toHaveValue('٢٠٢٦-٠٣-٠٩');
  });

  it('is invalid and disabled as told', () => {
    const { rerender } = renderWithUi(
      <DateRangePicker label="Leave" labels={labels} error="Choose your leave" required />,
    );
    const start = screen.getByRole('textbox', { name: /Start/ });
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('Choose your leave');
    rerender(<DateRangePicker label="Leave" labels={labels} disabled />);
    expect(screen.getByRole('textbox', { name: /Start/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /End/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: labels.openCalendar })).toBeDisabled();
  });
});
