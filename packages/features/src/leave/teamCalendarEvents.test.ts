import { describe, expect, it } from 'vitest';
import type { TeamCalendar } from '@atrium/api';
import { calendarRange, shownRange, teamCalendarEvents } from './teamCalendarEvents.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('calendarRange', () => {
  it('covers the month grid (a week either side) and a week around a day', () => {
    expect(calendarRange('month', '2030-12-17')).toEqual({ from: '2030-11-24', to: '2031-01-07' });
    expect(calendarRange('month', '2030-02-01')).toEqual({ from: '2030-01-25', to: '2030-03-07' });
    expect(calendarRange('week', '2030-12-04')).toEqual({ from: '2030-11-27', to: '2030-12-11' });
  });
});

describe('teamCalendarEvents', () => {
  const calendar: TeamCalendar = {
    from_date: '2030-12-01',
    to_date: '2030-12-31',
    people: [
      { id: id(1), username: 'huda', full_name: 'Huda Saleh', team_ids: [], calendar_id: id(10) },
      { id: id(2), username: 'omar', full_name: '', team_ids: [], calendar_id: id(11) },
    ],
    holidays: [
      { calendar_id: id(10), date: '2030-12-04', name: 'Founders Day', half_day: false },
      // The same holiday on a second calendar shows once.
      { calendar_id: id(11), date: '2030-12-04', name: 'Founders Day', half_day: false },
      { calendar_id: id(11), date: '2030-12-24', name: 'Eve', half_day: true },
    ],
    leaves: [
      {
        id: id(20),
        user_id: id(1),
        leave_type_id: id(30),
        status: 'pending',
        start_date: '2030-12-02',
        end_date: '2030-12-06',
        start_half: false,
        end_half: true,
        days: 3.5,
      },
      {
        id: id(21),
        user_id: id(2),
        leave_type_id: id(30),
        status: 'approved',
        start_date: '2030-12-05',
        end_date: '2030-12-05',
        start_half: false,
        end_half: false,
        days: 1,
      },
    ],
    leave_types: [
      {
        id: id(30),
        name: 'Annual',
        color: '#3b82f6',
        paid: true,
        requires_document: false,
        yearly_allowance: 21,
        carry_over_max: 0,
        archived: false,
      },
    ],
  };
  const texts = {
    leave: ({
      name,
      type,
      status,
      half,
    }: {
      name: string;
      type: string;
      status: string;
      half: boolean;
    }) => `${name} ${type} ${status}${half ? ' half' : ''}`,
    holiday: (name: string, half: boolean) => `Holiday ${name}${half ? ' half' : ''}`,
    someone: 'Someone',
  };

  it('makes one all-day bar per leave and per holiday date, saying who, what and which state', () => {
    const events = teamCalendarEvents(calendar, texts);
    expect(events.map((event) => [event.title, event.tone])).toEqual([
      ['Holiday Founders Day', 'neutral'],
      ['Holiday Eve half', 'neutral'],
      ['Huda Saleh Annual pending half', 'warning'],
      ['omar Annual approved', 'info'],
    ]);
    const huda = events.find((event) => event.id === id(20));
    // Local midnights; the end is the midnight after the last day.
    expect(huda?.start).toEqual(new Date(2030, 11, 2));
    expect(huda?.end).toEqual(new Date(2030, 11, 7));
  });
});

describe('shownRange', () => {
  it('is the month’s whole weeks, or the week, from the grid’s first day', () => {
    // December 2030 starts on a Sunday and ends on a Tuesday.
    expect(shownRange('month', '2030-12-17', 0)).toEqual({ from: '2030-12-01', to: '2031-01-04' });
    expect(shownRange('month', '2030-12-17', 6)).toEqual({ from: '2030-11-30', to: '2031-01-03' });
    // Wednesday 4 December 2030: Sunday 1 to Saturday 7, or Saturday 30 November to Friday 6.
    expect(shownRange('week', '2030-12-04', 0)).toEqual({ from: '2030-12-01', to: '2030-12-07' });
    expect(shownRange('week', '2030-12-04', 6)).toEqual({ from: '2030-11-30', to: '2030-12-06' });
    expect(shownRange('week', '2030-11-30', 6)).toEqual({ from: '2030-11-30', to: '2030-12-06' });
  });
});
