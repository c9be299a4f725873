import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { CalendarView } from './CalendarView';
import { layoutDay, layoutRow, monthWeeks, weekDays } from './layout';
import { calendarEvents, calendarLabels, fixedToday } from './storyFixtures';

const labels = calendarLabels.en;
const events = calendarEvents('en');
const base = { date: fixedToday, today: fixedToday, labels, weekStartsOn: 1 as const };

describeConformance(CalendarView, {
  name: 'CalendarView',
  props: { ...base, view: 'month' as const, events },
  refType: HTMLDivElement,
});

describe('calendar layout', () => {
  it('shows whole weeks around the month, from weekStartsOn', () => {
    const weeks = monthWeeks(fixedToday, 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual(new Date(2026, 1, 23));
    expect(weeks[5]?.[6]).toEqual(new Date(2026, 3, 5));
    expect(weekDays(fixedToday, 6)[0]).toEqual(new Date(2026, 2, 7));
  });

  it('cuts multi-day events per row and stacks them in lanes', () => {
    const week = weekDays(new Date(2026, 2, 16), 1);
    const [trip] = layoutRow(
      week,
      events.filter((event) => event.id === 'trip'),
    );
    expect(trip).toMatchObject({
      column: 0,
      span: 2,
      continuesBefore: true,
      continuesAfter: false,
    });
    const segments = layoutRow(weekDays(fixedToday, 1), events);
    const lane = (id: string) => segments.find((s) => s.event.id === id)?.lane;
    expect(lane('leave')).toBe(0);
    expect(lane('sick')).toBe(1);
    expect(lane('trip')).toBe(0);
  });

  it('puts overlapping timed events side by side', () => {
    const day = new Date(2026, 2, 12);
    const timed = events.filter((e) => ['standup', 'review', 'one-on-one'].includes(e.id));
    const placements = layoutDay(day, timed, 8, 17);
    const of = (id: string) => placements.find((p) => p.event.id === id);
    expect(of('standup')).toMatchObject({ top: 60, length: 30, column: 0, columns: 2 });
    expect(of('review')).toMatchObject({ column: 1, columns: 2 });
    expect(of('one-on-one')).toMatchObject({ column: 0, columns: 1 });
  });
});

describe('CalendarView', () => {
  it('is a grid named by the month with weekday headers from weekStartsOn', () => {
    renderWithUi(<CalendarView {...base} view="month" events={events} />);
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Monday');
    expect(headers[6]).toHaveTextContent('Sunday');
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
  });

  it('highlights today and makes it the tab stop', () => {
    renderWithUi(<CalendarView {...base} view="month" events={[]} />);
    const today = screen.getByRole('button', { name: 'Thursday, 12 March 2026' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(today.closest('[role="gridcell"]')).toHaveAttribute('data-today', 'true');
    expect(screen.getByRole('button', { name: 'Friday, 13 March 2026' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('moves focus with the arrow keys, mirrored in RTL', async () => {
    const { unmount } = renderWithUi(<CalendarView {...base} view="month" events={[]} />);
    screen.getByRole('button', { name: 'Thursday, 12 March 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Friday, 13 March 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Friday, 20 March 2026' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Monday, 16 March 2026' })).toHaveFocus();
    unmount();
    renderWithUi(<CalendarView {...base} labels={calendarLabels.ar} view="month" events={[]} />, {
      language: 'ar',
    });
    const today = screen.getByRole('button', { name: 'الخميس, ١٢ مارس ٢٠٢٦' });
    today.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'الجمعة, ١٣ مارس ٢٠٢٦' })).toHaveFocus();
  });

  it('reports date, event and navigation clicks', async () => {
    const onDateClick = vi.fn();
    const onEventClick = vi.fn();
    const onNavigate = vi.fn();
    renderWithUi(
      <CalendarView
        {...base}
        view="month"
        events={events}
        onDateClick={onDateClick}
        onEventClick={onEventClick}
        onNavigate={onNavigate}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, 3 March 2026' }));
    expect(onDateClick).toHaveBeenCalledWith(new Date(2026, 2, 3));
    await userEvent.click(screen.getByRole('button', { name: /^Annual leave — Sara/ }));
    expect(onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNavigate).toHaveBeenLastCalledWith(new Date(2026, 3, 12, 10, 30));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onNavigate).toHaveBeenLastCalledWith(new Date(2026, 1, 12, 10, 30));
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onNavigate).toHaveBeenLastCalledWith(fixedToday);
  });

  it('draws a multi-day event once per row, spanning its days, with its dates in the name', () => {
    renderWithUi(<CalendarView {...base} view="month" events={events} />);
    const leave = screen.getAllByRole('button', { name: /^Annual leave — Sara/ });
    expect(leave).toHaveLength(1);
    expect(leave[0]).toHaveAccessibleName('Annual leave — Sara, 9 March – 13 March');
    expect(leave[0]!.getAttribute('style')).toContain('5');
    // crosses from one week into the next: two pieces
    const trip = screen.getAllByRole('button', { name: /^Client visit in Riyadh/ });
    expect(trip).toHaveLength(2);
    expect(trip[1]).toHaveAttribute('data-continues-before', 'true');
  });

  it('folds what does not fit into "+N more"', async () => {
    const onMoreClick = vi.fn();
    renderWithUi(<CalendarView {...base} view="month" events={events} onMoreClick={onMoreClick} />);
    const cell = screen
      .getByRole('button', { name: 'Thursday, 12 March 2026' })
      .closest('[role="gridcell"]') as HTMLElement;
    // leave and sick leave show; stand-up, review and the 1:1 are folded
    expect(within(cell).queryByRole('button', { name: /^Stand-up/ })).toBeNull();
    await userEvent.click(within(cell).getByRole('button', { name: '+3 more' }));
    expect(onMoreClick).toHaveBeenCalledWith(new Date(2026, 2, 12), expect.any(Array));
    expect(onMoreClick.mock.calls[0]![1]).toHaveLength(5);
  });

  it('shows the week with hour rows, an all-day row and timed events', async () => {
    const onDateClick = vi.fn();
    renderWithUi(
      <CalendarView
        {...base}
        view="week"
        events={events}
        startHour={8}
        endHour={17}
        onDateClick={onDateClick}
      />,
    );
    const grid = screen.getByRole('grid', { name: '9 Mar – 15 Mar 2026' });
    // header, all-day row, 9 hour rows
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    expect(within(grid).getByRole('rowheader', { name: 'All day' })).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Stand-up, 9:00 AM – 9:30 AM' }),
    ).toBeInTheDocument();
    const slot = within(grid).getByRole('gridcell', { name: 'Thursday, 12 March 2026 10:00 AM' });
    expect(slot).toHaveAttribute('tabindex', '0');
    await userEvent.click(slot);
    expect(onDateClick).toHaveBeenCalledWith(new Date(2026, 2, 12, 10));
    slot.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(
      within(grid).getByRole('gridcell', { name: 'Thursday, 12 March 2026 11:00 AM' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDateClick).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 11));
  });

  it('speaks Arabic in Arabic and mirrors the arrows', () => {
    renderWithUi(
      <CalendarView
        {...base}
        view="month"
        labels={calendarLabels.ar}
        events={calendarEvents('ar')}
      />,
      { language: 'ar' },
    );
    expect(screen.getByRole('grid', { name: 'مارس ٢٠٢٦' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('الاثنين');
    const previous = screen.getByRole('button', { name: 'السابق' });
    expect(previous.querySelector('svg')).toHaveClass('lucide-chevron-right');
  });

  it('writes dates and times in the digits the person chose', () => {
    const { unmount } = renderWithUi(
      <CalendarView {...base} view="week" labels={calendarLabels.ar} events={[]} />,
      { language: 'ar', digits: 'latn' },
    );
    expect(screen.getByRole('grid', { name: /^9 مارس – 15 مارس 2026$/ })).toBeInTheDocument();
    expect(screen.queryByText(/[\u0660-\u0669]/)).toBeNull();
    unmount();
    renderWithUi(<CalendarView {...base} view="month" events={events} />, { digits: 'arab' });
    expect(screen.getByRole('grid', { name: 'March ٢٠٢٦' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+٣ more' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thursday, ١٢ March ٢٠٢٦' })).toHaveTextContent('١٢');
  });

  it('is busy while loading', () => {
    renderWithUi(<CalendarView {...base} view="week" events={[]} loading />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading events')).toBeInTheDocument();
  });
});
