import { describe, expect, it } from 'vitest';
import type { IsoWeekday } from './zonedDates.ts';
import { timesheetWeekDates, timesheetWeekStart, timesheetWeekStartDay } from './timesheetWeek.ts';

const calendar = (days: IsoWeekday[]) => ({
  time_zone: 'Asia/Riyadh',
  lines: days.map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
});

describe('timesheet week start', () => {
  it('starts the day after the weekend: Sunday, Monday or Saturday', () => {
    expect(timesheetWeekStartDay(calendar([7, 1, 2, 3, 4]))).toBe(7); // Fri–Sat weekend
    expect(timesheetWeekStartDay(calendar([1, 2, 3, 4, 5]))).toBe(1); // Sat–Sun weekend
    expect(timesheetWeekStartDay(calendar([6, 7, 1, 2, 3]))).toBe(6); // Thu–Fri weekend
    expect(timesheetWeekStartDay(calendar([6, 7, 1, 2, 3, 4]))).toBe(6); // Friday only
  });

  it('falls back to Monday without days off or with a mid-week weekend', () => {
    expect(timesheetWeekStartDay(calendar([1, 2, 3, 4, 5, 6, 7]))).toBe(1);
    expect(timesheetWeekStartDay(calendar([]))).toBe(1);
    expect(timesheetWeekStartDay(calendar([4, 5, 6, 7, 1]))).toBe(1); // Tue–Wed off → Thursday
  });

  it('finds the week of a date', () => {
    // 2030-11-20 is a Wednesday.
    expect(timesheetWeekStart(calendar([7, 1, 2, 3, 4]), '2030-11-20')).toBe('2030-11-17');
    expect(timesheetWeekStart(calendar([1, 2, 3, 4, 5]), '2030-11-20')).toBe('2030-11-18');
    expect(timesheetWeekStart(calendar([6, 7, 1, 2, 3]), '2030-11-20')).toBe('2030-11-16');
    expect(timesheetWeekStart(calendar([7, 1, 2, 3, 4]), '2030-11-17')).toBe('2030-11-17');
    expect(timesheetWeekStart(calendar([7, 1, 2, 3, 4]), '2030-11-16')).toBe('2030-11-10');
    expect(timesheetWeekDates('2030-12-29')).toEqual([
      '2030-12-29',
      '2030-12-30',
      '2030-12-31',
      '2031-01-01',
      '2031-01-02',
      '2031-01-03',
      '2031-01-04',
    ]);
  });
});
