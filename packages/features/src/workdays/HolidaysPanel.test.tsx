import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HolidaysPanel } from './HolidaysPanel.tsx';
import { createWorkdaysFake } from './testing/workdaysFixtures.ts';
import { renderWorkdays } from './testing/renderWorkdays.tsx';

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20261225',
  'SUMMARY:Christmas',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20261226',
  'SUMMARY:Boxing Day',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('HolidaysPanel', () => {
  it('lists one year: one-off dates of that year and yearly holidays on their day', async () => {
    const fake = await createWorkdaysFake();
    const calendar = fake.calendar('Riyadh office');
    const { rerender } = renderWorkdays(
      fake,
      <HolidaysPanel calendarId={calendar.id} year={2026} />,
    );
    const grid = await screen.findByRole('grid', { name: 'Holidays in 2026' });
    await waitFor(() => expect(within(grid).getByText('Founding Day')).toBeInTheDocument());
    expect(within(grid).getByText('Eid al-Fitr')).toBeInTheDocument();
    expect(within(grid).getByText('Half day')).toBeInTheDocument();
    expect(within(grid).getAllByText('Every year')).toHaveLength(2);
    // A one-off date stays in its year; the yearly ones come back.
    rerender(<HolidaysPanel calendarId={calendar.id} year={2027} />);
    const next = await screen.findByRole('grid', { name: 'Holidays in 2027' });
    await waitFor(() => expect(within(next).getByText('National Day')).toBeInTheDocument());
    expect(within(next).queryByText('Eid al-Fitr')).toBeNull();
    expect(within(next).getByText('23 Sept 2027')).toBeInTheDocument();
  });

  it('adds a yearly half-day holiday and shows the server refusing a rule on its field', async () => {
    const fake = await createWorkdaysFake();
    const calendar = fake.calendar('Berlin studio');
    const { user } = renderWorkdays(fake, <HolidaysPanel calendarId={calendar.id} year={2026} />);
    await screen.findByText('No holidays this year');
    await user.click(screen.getAllByRole('button', { name: 'Add holiday' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Christmas Eve');
    await user.type(within(dialog).getByRole('textbox', { name: /Date/ }), '2026-12-24');
    await user.click(within(dialog).getByRole('switch', { name: /Repeats every year/ }));
    const rule = within(dialog).getByRole('textbox', { name: /Yearly rule/ });
    await user.clear(rule);
    await user.type(rule, 'FREQ=WEEKLY');
    await user.click(within(dialog).getByRole('switch', { name: /Half day/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(
      await within(dialog).findByText(
        'Enter a yearly rule such as FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25.',
      ),
    ).toBeInTheDocument();
    await user.clear(rule);
    await user.type(rule, 'FREQ=YEARLY');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const grid = screen.getByRole('grid', { name: 'Holidays in 2026' });
    expect(await within(grid).findByText('Christmas Eve')).toBeInTheDocument();
    expect(within(grid).getByText('Half day')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Christmas Eve was added.');
  });

  it('imports an .ics file and says how many came in', async () => {
    const fake = await createWorkdaysFake();
    const calendar = fake.calendar('Berlin studio');
    const importHolidays = vi.spyOn(fake.api.calendar, 'importHolidays');
    const { user } = renderWorkdays(fake, <HolidaysPanel calendarId={calendar.id} year={2026} />);
    await screen.findByText('No holidays this year');
    await user.click(screen.getByRole('button', { name: 'Import .ics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import holidays' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose an .ics file first.')).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([ICS], 'holidays.ics', { type: 'text/calendar' }));
    await user.click(within(dialog).getByRole('switch', { name: /Replace/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(importHolidays).toHaveBeenCalledWith(calendar.id, { ics: ICS, replace: true });
    expect(screen.getByRole('status')).toHaveTextContent('2 holidays imported, 0 skipped.');
    const grid = screen.getByRole('grid', { name: 'Holidays in 2026' });
    expect(await within(grid).findByText('Boxing Day')).toBeInTheDocument();
  });

  it('shows the server refusing a file in Arabic', async () => {
    const fake = await createWorkdaysFake({ language: 'ar' });
    const calendar = fake.calendar('مكتب الرياض');
    const { user } = renderWorkdays(
      fake,
      <HolidaysPanel calendarId={calendar.id} year={2026} />,
      'ar',
    );
    await screen.findByRole('grid', { name: 'العطلات في ٢٠٢٦' });
    await user.click(screen.getByRole('button', { name: 'استيراد ملف ‎.ics' }));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد العطلات' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'notes.ics', { type: 'text/calendar' }));
    await user.click(within(dialog).getByRole('button', { name: 'استيراد' }));
    expect(await within(dialog).findByText('هذا ليس ملف iCalendar ‏(‎.ics).')).toBeInTheDocument();
  });

  it('removes a holiday after asking, and links the .ics download', async () => {
    const fake = await createWorkdaysFake();
    const calendar = fake.calendar('Riyadh office');
    const { user } = renderWorkdays(fake, <HolidaysPanel calendarId={calendar.id} year={2026} />);
    const grid = await screen.findByRole('grid', { name: 'Holidays in 2026' });
    await within(grid).findByText('Office party');
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      `/api/calendar/calendars/${calendar.id}/holidays.ics`,
    );
    await user.click(within(grid).getByRole('button', { name: 'Actions for Office party' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Office party?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove holiday' }));
    await waitFor(() => expect(within(grid).queryByText('Office party')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Office party was removed.');
  });
});
