import { describe, expect, it } from 'vitest';
import {
  addRange,
  clearDay,
  copyToWorkingDays,
  dayMinutes,
  daysOff,
  draftProblems,
  endsNextDay,
  indexesOn,
  linesToSend,
  presetLines,
  presetOf,
  removeLine,
  updateLine,
  weekdaysFrom,
  weekMinutes,
  type DraftLine,
} from './weekLines.ts';

describe('week lines', () => {
  it('builds the Sunday–Thursday and Monday–Friday weeks and recognises them', () => {
    const sunThu = presetLines('sunThu');
    expect(sunThu.map((line) => line.weekday)).toEqual([7, 1, 2, 3, 4]);
    expect(daysOff(sunThu)).toEqual([5, 6]);
    expect(weekMinutes(sunThu)).toBe(5 * 8 * 60);
    expect(presetOf(sunThu)).toBe('sunThu');
    expect(daysOff(presetLines('monFri'))).toEqual([6, 7]);
    expect(presetOf(updateLine(sunThu, 0, { to: '16:00' }))).toBeNull();
  });

  it('adds a split shift after the last range of a day, and 09:00–17:00 on a day off', () => {
    const day: DraftLine[] = [{ weekday: 1, from: '08:00', to: '12:00' }];
    const split = addRange(day, 1);
    expect(split[1]).toEqual({ weekday: 1, from: '13:00', to: '17:00' });
    expect(draftProblems(split).size).toBe(0);
    expect(dayMinutes(split, 1)).toBe(8 * 60);
    expect(addRange(day, 6)[1]).toEqual({ weekday: 6, from: '09:00', to: '17:00' });
  });

  it('counts a night shift past midnight on the day it starts', () => {
    const night: DraftLine[] = [{ weekday: 5, from: '22:00', to: '06:00' }];
    expect(endsNextDay(night[0]!)).toBe(true);
    expect(dayMinutes(night, 5)).toBe(8 * 60);
    expect(dayMinutes(night, 6)).toBe(0);
    expect(endsNextDay({ weekday: 1, from: '09:00', to: '17:00' })).toBe(false);
  });

  it('finds missing times, empty ranges and overlaps (a night shift into the next morning too)', () => {
    const lines: DraftLine[] = [
      { weekday: 1, from: '09:00', to: null },
      { weekday: 2, from: '10:00', to: '10:00' },
      { weekday: 3, from: '22:00', to: '06:00' },
      { weekday: 4, from: '05:00', to: '12:00' },
      { weekday: 6, from: '9:00', to: '12:00' },
    ];
    expect([...draftProblems(lines)]).toEqual([
      [0, 'missing'],
      [4, 'badTime'],
      [1, 'emptyRange'],
      [3, 'overlap'],
    ]);
  });

  it('keeps the flat order (the server names lines by index) while a day lists by start', () => {
    const lines: DraftLine[] = [
      { weekday: 1, from: '14:00', to: '18:00' },
      { weekday: 2, from: '09:00', to: '17:00' },
      { weekday: 1, from: '08:00', to: '12:00' },
    ];
    expect(indexesOn(lines, 1)).toEqual([2, 0]);
    expect(linesToSend(lines)).toEqual(lines);
    expect(removeLine(lines, 0)).toEqual([lines[1], lines[2]]);
    expect(clearDay(lines, 1)).toEqual([lines[1]]);
  });

  it('copies a day to the other working days and leaves days off alone', () => {
    const lines: DraftLine[] = [
      { weekday: 1, from: '08:00', to: '12:00' },
      { weekday: 1, from: '13:00', to: '17:00' },
      { weekday: 2, from: '09:00', to: '17:00' },
    ];
    const copied = copyToWorkingDays(lines, 1);
    expect(dayMinutes(copied, 2)).toBe(8 * 60);
    expect(indexesOn(copied, 2)).toHaveLength(2);
    expect(daysOff(copied)).toEqual([3, 4, 5, 6, 7]);
  });

  it('orders the week from the first day asked for', () => {
    expect(weekdaysFrom(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdaysFrom(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });
});
