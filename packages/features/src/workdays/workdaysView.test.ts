import { describe, expect, it } from 'vitest';
import type { Calendar } from '@atrium/api';
import {
  calendarSearchString,
  calendarsInView,
  DEFAULT_WORKDAYS_VIEW,
  parseCalendarSearch,
  parseWorkdaysSearch,
  workdaysSearchString,
} from './workdaysView.ts';

const calendar = (name: string, time_zone: string, hours: number, teams: number): Calendar => ({
  id: name,
  name,
  time_zone,
  is_default: false,
  lines: [],
  weekly_minutes: hours * 60,
  team_count: teams,
  user_count: 0,
  updated_at: '2026-11-01T00:00:00Z',
});

const calendars = [
  calendar('Riyadh office', 'Asia/Riyadh', 40, 2),
  calendar('berlin studio', 'Europe/Berlin', 38, 0),
  calendar('Night desk', 'Asia/Riyadh', 32, 1),
];

describe('workdays view', () => {
  it('reads the URL as far as it is valid and writes it without defaults', () => {
    const view = parseWorkdaysSearch('?q=%20riyadh%20&sort=weekly_minutes&order=desc');
    expect(view).toEqual({ q: 'riyadh', sort: 'weekly_minutes', order: 'desc' });
    expect(workdaysSearchString(view)).toBe('?q=riyadh&sort=weekly_minutes&order=desc');
    expect(parseWorkdaysSearch('?sort=drop&order=up')).toEqual(DEFAULT_WORKDAYS_VIEW);
    expect(workdaysSearchString(DEFAULT_WORKDAYS_VIEW)).toBe('');
  });

  it('searches names and zones and sorts, names breaking ties', () => {
    const names = (view = DEFAULT_WORKDAYS_VIEW) =>
      calendarsInView(calendars, view).map((entry) => entry.name);
    expect(names()).toEqual(['berlin studio', 'Night desk', 'Riyadh office']);
    expect(names({ ...DEFAULT_WORKDAYS_VIEW, q: 'ASIA' })).toEqual(['Night desk', 'Riyadh office']);
    expect(names({ sort: 'weekly_minutes', order: 'desc' })).toEqual([
      'Riyadh office',
      'berlin studio',
      'Night desk',
    ]);
    expect(names({ sort: 'usage', order: 'asc' })).toEqual([
      'berlin studio',
      'Night desk',
      'Riyadh office',
    ]);
  });

  it("keeps a calendar page's tab and year in the URL", () => {
    expect(parseCalendarSearch('?tab=holidays&year=2027')).toEqual({ tab: 'holidays', year: 2027 });
    expect(parseCalendarSearch('?tab=nope&year=12')).toEqual({ tab: 'week' });
    expect(calendarSearchString({ tab: 'week' })).toBe('');
    expect(calendarSearchString({ tab: 'people' })).toBe('?tab=people');
  });
});
