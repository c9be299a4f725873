import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CALENDAR_MESSAGES } from '@atrium/api';
import { CalendarPage } from './CalendarPage.tsx';
import { createWorkdaysFake } from './testing/workdaysFixtures.ts';
import { renderWorkdays } from './testing/renderWorkdays.tsx';
import { WorkdaysPage } from './WorkdaysPage.tsx';
import { DEFAULT_WORKDAYS_VIEW } from './workdaysView.ts';

describe('WorkdaysPage', () => {
  it('lists the calendars with zone, weekly hours, working days, users and the default', async () => {
    const fake = await createWorkdaysFake();
    renderWorkdays(fake, <WorkdaysPage view={DEFAULT_WORKDAYS_VIEW} />);
    const grid = await screen.findByRole('grid', { name: 'Calendars' });
    await waitFor(() => expect(within(grid).getByText('Riyadh office')).toBeInTheDocument());
    const riyadh = within(grid).getByText('Riyadh office').closest('[role="row"]') as HTMLElement;
    expect(within(riyadh).getByText('Default')).toBeInTheDocument();
    expect(within(riyadh).getByText('Asia/Riyadh')).toBeInTheDocument();
    expect(within(riyadh).getByText('40 h')).toBeInTheDocument();
    expect(within(riyadh).getByText('Mon, Tue, Wed, Thu, Sun')).toBeInTheDocument();
    expect(within(riyadh).getByText('1 team')).toBeInTheDocument();
    const night = within(grid).getByText('Night desk').closest('[role="row"]') as HTMLElement;
    expect(within(night).getByText('1 person')).toBeInTheDocument();
  });

  it('searches and sorts in the view (the list endpoint is not paged)', async () => {
    const fake = await createWorkdaysFake();
    const onViewChange = vi.fn();
    const { user, rerender } = renderWorkdays(
      fake,
      <WorkdaysPage view={DEFAULT_WORKDAYS_VIEW} onViewChange={onViewChange} />,
    );
    const grid = await screen.findByRole('grid', { name: 'Calendars' });
    await within(grid).findByText('Berlin studio');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asia{Enter}');
    expect(onViewChange).toHaveBeenLastCalledWith({ ...DEFAULT_WORKDAYS_VIEW, q: 'asia' });
    rerender(<WorkdaysPage view={{ ...DEFAULT_WORKDAYS_VIEW, q: 'asia' }} />);
    await waitFor(() => expect(within(grid).queryByText('Berlin studio')).toBeNull());
    expect(within(grid).getByText('Night desk')).toBeInTheDocument();
    rerender(<WorkdaysPage view={{ q: 'nothing', sort: 'name', order: 'asc' }} />);
    expect(await screen.findByText('No calendar matches')).toBeInTheDocument();
  });

  it('creates a Sunday–Thursday calendar with a split shift and opens it', async () => {
    const fake = await createWorkdaysFake();
    const create = vi.spyOn(fake.api.calendar, 'create');
    const onOpenCalendar = vi.fn();
    const { user } = renderWorkdays(
      fake,
      <WorkdaysPage view={DEFAULT_WORKDAYS_VIEW} onOpenCalendar={onOpenCalendar} />,
    );
    await screen.findByRole('grid', { name: 'Calendars' });
    await user.click(screen.getByRole('button', { name: 'New calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Jeddah branch');
    const zone = within(dialog).getByRole('combobox', { name: /Time zone/ });
    await user.clear(zone);
    await user.type(zone, 'Asia/Riy');
    await user.click(await screen.findByRole('option', { name: /^Asia\/Riyadh/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sun–Thu, 09:00–17:00' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('40 h a week.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Days off: Friday and Saturday.');
    await user.click(within(dialog).getByRole('button', { name: 'Add a range on Sunday' }));
    // 09:00–17:00, then an hour after it ends: 18:00–22:00.
    expect(within(dialog).getByRole('status')).toHaveTextContent('44 h a week.');
    await user.click(within(dialog).getByRole('button', { name: 'Create calendar' }));
    await waitFor(() => expect(onOpenCalendar).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      name: 'Jeddah branch',
      time_zone: 'Asia/Riyadh',
      is_default: false,
      lines: [
        { weekday: 7, from: '09:00', to: '17:00' },
        { weekday: 1, from: '09:00', to: '17:00' },
        { weekday: 2, from: '09:00', to: '17:00' },
        { weekday: 3, from: '09:00', to: '17:00' },
        { weekday: 4, from: '09:00', to: '17:00' },
        { weekday: 7, from: '18:00', to: '22:00' },
      ],
    });
  });

  it("shows the server's field errors beside the name and the range, in Arabic", async () => {
    const fake = await createWorkdaysFake({ language: 'ar' });
    vi.spyOn(fake.api.calendar, 'create').mockRejectedValue(
      new ApiError({
        kind: 'validation',
        status: 400,
        url: '/calendar/calendars',
        fieldErrors: {
          name: [CALENDAR_MESSAGES.nameTaken],
          'lines.1': ['This range overlaps another range of the week'],
        },
      }),
    );
    const { user } = renderWorkdays(fake, <WorkdaysPage view={DEFAULT_WORKDAYS_VIEW} />, 'ar');
    await screen.findByRole('grid', { name: 'التقويمات' });
    await user.click(screen.getByRole('button', { name: 'تقويم جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'تقويم جديد' });
    await user.type(within(dialog).getByRole('textbox', { name: /^الاسم/ }), 'مكتب الرياض');
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء التقويم' }));
    expect(await within(dialog).findByText('يوجد تقويم بهذا الاسم من قبل.')).toBeInTheDocument();
    // The second line sent is Tuesday's (Monday to Friday by default).
    const tuesday = within(dialog).getByRole('group', { name: 'الثلاثاء، الفترة ١' });
    expect(
      within(tuesday).getByText('تتداخل هذه الفترة مع فترة أخرى في الأسبوع.'),
    ).toBeInTheDocument();
  });

  it('refuses overlapping and incomplete ranges before asking the server, and shows a night shift', async () => {
    const fake = await createWorkdaysFake();
    const create = vi.spyOn(fake.api.calendar, 'create');
    const { user } = renderWorkdays(fake, <WorkdaysPage view={DEFAULT_WORKDAYS_VIEW} />);
    await screen.findByRole('grid', { name: 'Calendars' });
    await user.click(screen.getByRole('button', { name: 'New calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nights');
    const monday = within(dialog).getByRole('group', { name: 'Monday, range 1' });
    const from = within(monday).getAllByRole('spinbutton', { name: 'Hour' })[0]!;
    await user.clear(from);
    await user.type(from, '22');
    const to = within(monday).getAllByRole('spinbutton', { name: 'Hour' })[1]!;
    await user.clear(to);
    await user.type(to, '10');
    // 22:00–10:00 runs into Tuesday's 09:00–17:00.
    expect(within(monday).getByText('Ends the next day (night shift)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create calendar' }));
    const tuesday = within(dialog).getByRole('group', { name: 'Tuesday, range 1' });
    expect(
      within(tuesday).getByText('This range overlaps another range of the week.'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('will not delete the default calendar and deletes another after asking', async () => {
    const fake = await createWorkdaysFake();
    const { user } = renderWorkdays(fake, <WorkdaysPage view={DEFAULT_WORKDAYS_VIEW} />);
    const grid = await screen.findByRole('grid', { name: 'Calendars' });
    await within(grid).findByText('Riyadh office');
    await user.click(within(grid).getByRole('button', { name: 'Actions for Riyadh office' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(within(grid).getByRole('button', { name: 'Actions for Berlin studio' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Berlin studio?' });
    expect(confirm).toHaveTextContent('Its teams (1) and people (0) go back to the default');
    await user.click(within(confirm).getByRole('button', { name: 'Delete calendar' }));
    await waitFor(() => expect(within(grid).queryByText('Berlin studio')).toBeNull());
    expect(screen.getByText('Berlin studio was deleted.')).toBeInTheDocument();
  });
});

describe('CalendarPage', () => {
  it("shows the week's hours, a night shift, and this week's expected hours with a holiday", async () => {
    const fake = await createWorkdaysFake();
    const calendar = fake.calendar('Riyadh office');
    // The week of Monday 21 September 2026 holds National Day (Wednesday 23rd).
    renderWorkdays(
      fake,
      <CalendarPage
        calendarId={calendar.id}
        listHref="/main/calendar"
        onOpenList={() => undefined}
        now={new Date('2026-09-22T10:00:00Z')}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Riyadh office' })).toBeInTheDocument();
    expect(screen.getAllByText('40 h').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText('32 h')).toBeInTheDocument());
    expect(screen.getByText('Friday')).toBeInTheDocument();
  });

  it('expects the real hours of a week with a DST change (Berlin night shift over fall-back)', async () => {
    const fake = await createWorkdaysFake({
      calendars: [
        {
          name: 'Berlin nights',
          time_zone: 'Europe/Berlin',
          lines: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
            weekday,
            from: '22:00',
            to: '06:00',
          })),
        },
      ],
    });
    // Clocks go back on Sunday 25 October 2026 at 03:00: Saturday's night shift lasts 9 hours.
    renderWorkdays(
      fake,
      <CalendarPage
        calendarId={fake.calendar('Berlin nights').id}
        listHref="/main/calendar"
        onOpenList={() => undefined}
        now={new Date('2026-10-21T12:00:00Z')}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Berlin nights' })).toBeInTheDocument();
    expect(screen.getByText('56 h')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('57 h')).toBeInTheDocument());
  });

  it('assigns a team and a person and sends them back', async () => {
    const fake = await createWorkdaysFake();
    const calendar = fake.calendar('Berlin studio');
    const assignUser = vi.spyOn(fake.api.calendar, 'assignUser');
    const { user } = renderWorkdays(
      fake,
      <CalendarPage
        calendarId={calendar.id}
        view={{ tab: 'people' }}
        listHref="/main/calendar"
        onOpenList={() => undefined}
      />,
    );
    const teams = await screen.findByRole('list', { name: 'Teams' });
    expect(within(teams).getByText('Video')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Add a team' }), 'Des');
    await user.click(await screen.findByRole('option', { name: 'Design' }));
    await waitFor(() => expect(within(teams).getByText('Design')).toBeInTheDocument());
    await user.type(screen.getByRole('combobox', { name: 'Add a person' }), 'huda');
    await user.click(await screen.findByRole('option', { name: 'Huda Saleh (@huda)' }));
    const people = await screen.findByRole('list', { name: 'People with their own calendar' });
    expect(within(people).getByText('Huda Saleh')).toBeInTheDocument();
    expect(assignUser).toHaveBeenCalledWith(fake.userIds.get('huda'), calendar.id);
    await user.click(within(people).getByRole('button', { name: 'Remove Huda Saleh' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'People with their own calendar' })).toBeNull(),
    );
    expect(assignUser).toHaveBeenLastCalledWith(fake.userIds.get('huda'), null);
    expect(screen.getByText("Huda Saleh follows their team's calendar again.")).toBeInTheDocument();
  });

  it('says the calendar is gone on a 404', async () => {
    const fake = await createWorkdaysFake();
    renderWorkdays(
      fake,
      <CalendarPage
        calendarId="00000000-0000-4000-8000-999999999999"
        listHref="/main/calendar"
        onOpenList={() => undefined}
      />,
    );
    expect(await screen.findByText('Calendar not found')).toBeInTheDocument();
  });
});
