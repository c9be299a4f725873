import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { stubBrowserApis } from '../Field/stubBrowserApis';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { DatePicker } from './DatePicker';

const labels = {
  openCalendar: 'Choose date',
  clear: 'Clear date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};
const arLabels = {
  openCalendar: 'اختر التاريخ',
  clear: 'امسح التاريخ',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
};
const march15 = new Date(2026, 2, 15);

beforeAll(stubBrowserApis);

describeConformance(DatePicker, {
  name: 'DatePicker',
  props: { label: 'Start date', labels },
  refType: HTMLInputElement,
});

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
  return screen.findByRole('dialog', { name: labels.openCalendar });
}

describe('DatePicker', () => {
  it('is a text input named by the label, described by hint and error', () => {
    renderWithUi(
      <DatePicker label="Start date" labels={labels} hint="yyyy-mm-dd" error="Required" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAccessibleDescription('Required yyyy-mm-dd');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
  });

  it('applies a typed date once it is complete and valid', async () => {
    const onChange = vi.fn();
    renderWithUi(<DatePicker label="Start date" labels={labels} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '2026-03-1');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 1));
    await userEvent.type(input, '5');
    expect(onChange).toHaveBeenLastCalledWith(march15);
    await userEvent.tab();
    expect(input).toHaveValue('2026-03-15');
  });

  it('reads Arabic-Indic digits and a custom format', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DatePicker label="Start date" labels={labels} dateFormat="dd/MM/yyyy" onChange={onChange} />,
    );
    await userEvent.type(screen.getByRole('textbox'), '١٥/٠٣/٢٠٢٦');
    expect(onChange).toHaveBeenLastCalledWith(march15);
  });

  it('reverts text that is not an allowed date on blur', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DatePicker
        label="Start date"
        labels={labels}
        defaultValue={march15}
        minDate={new Date(2026, 2, 10)}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '2026-03-01');
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(input).toHaveValue('');
  });

  it('clears with the clear button and gives focus back to the input', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DatePicker label="Start date" labels={labels} defaultValue={march15} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('picks a day in the calendar, closes it and returns focus to the input', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DatePicker label="Start date" labels={labels} defaultValue={march15} onChange={onChange} />,
    );
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Sunday, 15 March 2026/ })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: /20 March 2026/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('2026-03-20');
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('disables dates outside min/max and the disabled ones', async () => {
    renderWithUi(
      <DatePicker
        label="Start date"
        labels={labels}
        defaultValue={march15}
        minDate={new Date(2026, 2, 5)}
        maxDate={new Date(2026, 2, 25)}
        disabledDates={[{ dayOfWeek: [6] }]}
      />,
    );
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('button', { name: /, 4 March/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /, 26 March/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Saturday, 14 March/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Friday, 13 March/ })).toBeEnabled();
    // min and max also bound the month navigation
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('marks today as the current date', async () => {
    renderWithUi(
      <DatePicker label="Start date" labels={labels} defaultMonth={march15} today={march15} />,
    );
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('button', { name: 'Sunday, 15 March 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Monday, 16 March 2026' }),
    ).not.toHaveAttribute('aria-current');
  });

  it('starts the week on weekStartsOn', async () => {
    renderWithUi(
      <DatePicker label="Start date" labels={labels} defaultValue={march15} weekStartsOn={6} />,
    );
    const dialog = await openCalendar();
    const headers = dialog.querySelectorAll('th');
    expect(headers[0]).toHaveAttribute('aria-label', 'Saturday');
    expect(headers[6]).toHaveAttribute('aria-label', 'Friday');
  });

  it('speaks Arabic and mirrors the arrows in RTL', async () => {
    renderWithUi(<DatePicker label="تاريخ البدء" labels={arLabels} defaultValue={march15} />, {
      language: 'ar',
    });
    await userEvent.click(screen.getByRole('button', { name: arLabels.openCalendar }));
    const dialog = await screen.findByRole('dialog', { name: arLabels.openCalendar });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // Arabic-Indic digits by default in Arabic: the field, the caption and the day names alike
    expect(screen.getByRole('textbox', { name: 'تاريخ البدء' })).toHaveValue('٢٠٢٦-٠٣-١٥');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('مارس ٢٠٢٦');
    expect(within(dialog).getByRole('button', { name: /١٥ مارس ٢٠٢٦/ })).toHaveTextContent('١٥');
    // the Arabic locale starts the week on Saturday unless weekStartsOn says otherwise
    expect(dialog.querySelectorAll('th')[0]).toHaveAttribute('aria-label', 'السبت');
    const previous = within(dialog).getByRole('button', { name: arLabels.previousMonth });
    expect(previous.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'right');
    const next = within(dialog).getByRole('button', { name: arLabels.nextMonth });
    expect(next.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'left');
    // the left arrow moves to the next day in RTL
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('button', { name: /١٦ مارس/ })).toHaveFocus();
  });

  it('writes the field and the calendar in the digits the person chose', async () => {
    const { unmount } = renderWithUi(
      <DatePicker label="تاريخ البدء" labels={arLabels} defaultValue={march15} />,
      { language: 'ar', digits: 'latn' },
    );
    expect(screen.getByRole('textbox', { name: 'تاريخ البدء' })).toHaveValue('2026-03-15');
    await userEvent.click(screen.getByRole('button', { name: arLabels.openCalendar }));
    let dialog = await screen.findByRole('dialog', { name: arLabels.openCalendar });
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('مارس 2026');
    expect(within(dialog).getByRole('button', { name: /15 مارس 2026/ })).toHaveTextContent('15');
    unmount();

    renderWithUi(<DatePicker label="Start date" labels={labels} defaultValue={march15} />, {
      digits: 'arab',
    });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('٢٠٢٦-٠٣-١٥');
    dialog = await openCalendar();
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('March ٢٠٢٦');
  });

  it('navigates months with the caller-named buttons', async () => {
    renderWithUi(<DatePicker label="Start date" labels={labels} defaultValue={march15} />);
    const dialog = await openCalendar();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
  });

  it('submits an ISO date when named and works as a react-hook-form Controller', async () => {
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit, formState } = useForm<{ start: Date | null }>({
        defaultValues: { start: null },
      });
      return (
        <form onSubmit={handleSubmit(onValid)} aria-label="form">
          <Controller
            control={control}
            name="start"
            rules={{ required: 'Choose a start date' }}
            render={({ field }) => (
              <DatePicker
                label="Start date"
                labels={labels}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={formState.errors.start?.message}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderWithUi(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAccessibleDescription('Choose a start date');
    expect(input).toHaveFocus();
    await userEvent.type(input, '2026-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ start: march15 }, expect.anything());
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('start')).toBe('2026-03-15');
  });

  it('is disabled as told', () => {
    renderWithUi(<DatePicker label="Start date" labels={labels} defaultValue={march15} disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });
});
