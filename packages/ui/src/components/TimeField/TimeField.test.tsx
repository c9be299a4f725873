import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { TimeField, type TimeFieldProps } from './TimeField';
import { TimeFieldForm } from './TimeFieldForm';

const labels = { hour: 'Hour', minute: 'Minute', period: 'AM/PM', am: 'AM', pm: 'PM' };

describeConformance<TimeFieldProps, HTMLInputElement>(TimeField, {
  name: 'TimeField',
  props: { label: 'Starts at', labels },
  refType: HTMLInputElement,
});

describe('TimeField', () => {
  it('is a group named by its label with hour and minute spin buttons', () => {
    renderWithUi(
      <TimeField label="Starts at" labels={labels} hint="Local time" error="Required" required />,
    );
    const group = screen.getByRole('group', { name: 'Starts at' });
    expect(group).toHaveAccessibleDescription('Required Local time');
    const hour = within(group).getByRole('spinbutton', { name: 'Hour' });
    expect(hour).toHaveAttribute('aria-invalid', 'true');
    expect(hour).toHaveAttribute('aria-required', 'true');
    expect(within(group).getByRole('spinbutton', { name: 'Minute' })).toBeInTheDocument();
  });

  it('types digits, advances from hour to minute and reports HH:mm', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<TimeField label="Starts at" labels={labels} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('0930');
    expect(screen.getByRole('spinbutton', { name: 'Minute' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('09:30');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('advances after one digit when no second digit fits', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<TimeField label="Starts at" labels={labels} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('77');
    expect(screen.getByRole('spinbutton', { name: 'Hour' })).toHaveValue('07');
    expect(screen.getByRole('spinbutton', { name: 'Minute' })).toHaveValue('07');
    expect(onValueChange).toHaveBeenLastCalledWith('07:07');
  });

  it('steps with the arrow keys, wrapping around', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <TimeField
        label="Starts at"
        labels={labels}
        defaultValue="23:55"
        minuteStep={5}
        onValueChange={onValueChange}
      />,
    );
    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    expect(hour).toHaveAttribute('aria-valuenow', '23');
    hour.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onValueChange).toHaveBeenLastCalledWith('00:55');
    screen.getByRole('spinbutton', { name: 'Minute' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onValueChange).toHaveBeenLastCalledWith('00:00');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('00:50');
  });

  it('uses a 12-hour clock with AM/PM and still reports 24-hour values', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <TimeField
        label="Ends at"
        labels={labels}
        hourCycle={12}
        defaultValue="00:15"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Hour' })).toHaveValue('12');
    const period = screen.getByRole('combobox', { name: 'AM/PM' });
    expect(period).toHaveValue('am');
    await userEvent.selectOptions(period, 'pm');
    expect(onValueChange).toHaveBeenLastCalledWith('12:15');
    screen.getByRole('spinbutton', { name: 'Hour' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('23:15');
  });

  it('reports null when cleared and goes back to the hour on Backspace', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <TimeField
        label="Starts at"
        labels={labels}
        defaultValue="08:00"
        onValueChange={onValueChange}
      />,
    );
    const minute = screen.getByRole('spinbutton', { name: 'Minute' });
    await userEvent.click(minute);
    await userEvent.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('spinbutton', { name: 'Hour' })).toHaveFocus();
  });

  it('submits under `name`, follows a controlled value and can be disabled', () => {
    const { container, rerender } = renderWithUi(
      <form>
        <TimeField label="Starts at" labels={labels} name="start" value="07:45" />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('start')).toBe('07:45');
    rerender(
      <form>
        <TimeField label="Starts at" labels={labels} name="start" value="18:05" disabled />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('start')).toBe('18:05');
    expect(screen.getByRole('spinbutton', { name: 'Hour' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Minute' })).toHaveValue('05');
  });

  it('keeps hour-first, left-to-right order inside a right-to-left page', () => {
    renderWithUi(
      <TimeField
        label="يبدأ في"
        labels={{ hour: 'الساعة', minute: 'الدقيقة' }}
        defaultValue="14:30"
      />,
      { language: 'ar' },
    );
    const group = screen.getByRole('group', { name: 'يبدأ في' });
    expect(group.closest('[dir="rtl"]')).not.toBeNull();
    expect(group).toHaveAttribute('dir', 'ltr');
    const [first, second] = within(group).getAllByRole('spinbutton');
    expect(first).toHaveAccessibleName('الساعة');
    expect(second).toHaveAccessibleName('الدقيقة');
  });

  it('works in react-hook-form with a zod schema', async () => {
    const onValid = vi.fn();
    renderWithUi(<TimeFieldForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a start time')).toBeInTheDocument();
    const start = screen.getByRole('group', { name: 'Shift starts' });
    await userEvent.click(within(start).getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('0900');
    const end = screen.getByRole('group', { name: 'Shift ends' });
    await userEvent.click(within(end).getByRole('spinbutton', { name: 'Hour' }));
    await userEvent.keyboard('0500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The shift must end after it starts')).toBeInTheDocument();
    await userEvent.selectOptions(within(end).getByRole('combobox', { name: 'AM/PM' }), 'pm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ start: '09:00', end: '17:00' }, expect.anything()),
    );
  });
});
