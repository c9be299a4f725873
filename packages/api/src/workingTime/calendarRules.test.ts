import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayVerdict,
  expectedMinutesInWeek,
  expectedMinutesOn,
  isWithinWorkingHours,
  isWorkingDay,
  lineProblems,
  nominalWeeklyMinutes,
  shiftAt,
  workingIntervalsOn,
  type WorkingCalendarRules,
} from './calendarRules.ts';
import { availabilityAt } from './availability.ts';
import { localDateIn, localDayBounds, weekStart } from './zonedDates.ts';

const weekdays = (zone: string, from = '09:00', to = '17:00'): WorkingCalendarRules => ({
  time_zone: zone,
  lines: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, from, to })),
});
const at = (iso: string) => new Date(iso);

describe('working calendar rules', () => {
  // The process runs in a zone far from the calendars': nothing may depend on it.
  const savedZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    process.env.TZ = savedZone;
  });

  it('counts split shifts, weekly hours and the weekend as the days without lines', () => {
    const rules: WorkingCalendarRules = {
      time_zone: 'Asia/Riyadh',
      lines: ([7, 1, 2, 3, 4] as const).flatMap((weekday) => [
        { weekday, from: '08:00', to: '12:00' },
        { weekday, from: '13:00', to: '17:30' },
      ]),
    };
    expect(nominalWeeklyMinutes(rules)).toBe(5 * 510);
    expect(isWorkingDay(rules, '2026-12-04')).toBe(false); // Friday
    expect(isWorkingDay(rules, '2026-12-06')).toBe(true); // Sunday
    expect(expectedMinutesOn(rules, '2026-12-06')).toBe(510);
    expect(expectedMinutesOn(rules, '2026-12-06', [{ date: '2026-12-06', half_day: true }])).toBe(
      255,
    );
    expect(
      expectedMinutesInWeek(rules, weekStart('2026-12-06'), [
        { date: '2026-12-01', half_day: false },
      ]),
    ).toBe(4 * 510);
  });

  it('keeps day boundaries and shifts in a calendar zone other than the server’s', () => {
    const tokyo = weekdays('Asia/Tokyo');
    // 23:30 UTC on Friday is Saturday 08:30 in Tokyo.
    expect(localDateIn(at('2026-11-27T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-28');
    const [shift] = workingIntervalsOn(tokyo, '2026-11-27');
    expect(shift?.start.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(isWithinWorkingHours(tokyo, at('2026-11-27T07:59:00Z'))).toBe(true);
    expect(isWithinWorkingHours(tokyo, at('2026-11-27T08:00:00Z'))).toBe(false);
    expect(isWithinWorkingHours(tokyo, at('2026-11-28T01:00:00Z'))).toBe(false); // Saturday
  });

  it('gives a Berlin day 23 and 25 hours and shortens a night shift over the spring change', () => {
    expect(localDayBounds('2026-03-29', 'Europe/Berlin')).toEqual({
      start: at('2026-03-28T23:00:00Z'),
      end: at('2026-03-29T22:00:00Z'),
    });
    const end = localDayBounds('2026-10-25', 'Europe/Berlin');
    expect(end.end.getTime() - end.start.getTime()).toBe(25 * 3_600_000);
    const nights: WorkingCalendarRules = {
      time_zone: 'Europe/Berlin',
      lines: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
        weekday,
        from: '22:00',
        to: '06:00',
      })),
    };
    expect(expectedMinutesOn(nights, '2026-03-27')).toBe(480);
    expect(expectedMinutesOn(nights, '2026-03-28')).toBe(420); // into the spring-forward night
    expect(expectedMinutesOn(nights, '2026-10-24')).toBe(540); // into the fall-back night
    expect(nominalWeeklyMinutes(nights)).toBe(7 * 480);
    // 03:00 on Sunday belongs to Saturday's night shift.
    expect(shiftAt(nights, at('2026-03-29T01:00:00Z'))?.date).toBe('2026-03-28');
  });

  it('follows a southern-hemisphere zone: Santiago skips midnight, Sydney moves in October', () => {
    // Chile: clocks go 00:00 → 01:00 on Sunday 2026-09-06; the day is 23 hours and starts at 01:00.
    const santiago = localDayBounds('2026-09-06', 'America/Santiago');
    expect(santiago.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(santiago.end.getTime() - santiago.start.getTime()).toBe(23 * 3_600_000);
    // Sydney: 02:00 → 03:00 on Sunday 2026-10-04; a Saturday night shift 20:00–04:00 is 7 hours.
    const sydney: WorkingCalendarRules = {
      time_zone: 'Australia/Sydney',
      lines: [{ weekday: 6, from: '20:00', to: '04:00' }],
    };
    expect(expectedMinutesOn(sydney, '2026-10-03')).toBe(420);
    expect(expectedMinutesOn(sydney, '2026-10-10')).toBe(480);
    const [shift] = workingIntervalsOn(sydney, '2026-10-03');
    expect(shift?.start.toISOString()).toBe('2026-10-03T10:00:00.000Z'); // AEST +10
    expect(shift?.end.toISOString()).toBe('2026-10-03T17:00:00.000Z'); // 04:00 AEDT +11
  });

  it('finds late start, early leave and overtime, a night shift included', () => {
    const rules = weekdays('Europe/Berlin');
    const verdict = dayVerdict(
      rules,
      '2026-11-25',
      [
        { start: at('2026-11-25T08:20:00Z'), end: at('2026-11-25T11:00:00Z') },
        { start: at('2026-11-25T11:30:00Z'), end: at('2026-11-25T15:30:00Z') },
      ],
      at('2026-11-25T20:00:00Z'),
    );
    expect(verdict).toMatchObject({
      expected_minutes: 480,
      worked_minutes: 400,
      late_minutes: 20,
      early_leave_minutes: 30,
      overtime_minutes: 0,
    });
    const nights: WorkingCalendarRules = {
      time_zone: 'Europe/Berlin',
      lines: [{ weekday: 3, from: '22:00', to: '06:00' }],
    };
    const night = dayVerdict(
      nights,
      '2026-11-25',
      [{ start: at('2026-11-25T20:55:00Z'), end: at('2026-11-26T06:00:00Z') }],
      at('2026-11-26T08:00:00Z'),
    );
    expect(night).toMatchObject({
      late_minutes: 0,
      early_leave_minutes: 0,
      worked_minutes: 545,
      overtime_minutes: 65,
    });
    // A holiday expects nothing: the work is all overtime.
    const holiday = dayVerdict(
      rules,
      '2026-11-25',
      [{ start: at('2026-11-25T09:00:00Z'), end: at('2026-11-25T10:00:00Z') }],
      at('2026-11-25T12:00:00Z'),
      [{ date: '2026-11-25', half_day: false }],
    );
    expect(holiday).toMatchObject({ expected_minutes: 0, late_minutes: 0, overtime_minutes: 60 });
  });

  it('names bad times, empty ranges and overlapping ranges, the night into the next morning too', () => {
    expect(
      lineProblems([
        { weekday: 1, from: '22:00', to: '06:00' },
        { weekday: 2, from: '05:00', to: '09:00' },
        { weekday: 3, from: '9:00', to: '10:00' },
        { weekday: 4, from: '10:00', to: '10:00' },
        { weekday: 7, from: '23:00', to: '01:00' },
        { weekday: 1, from: '00:30', to: '02:00' },
      ]),
    ).toEqual([
      [2, 'Enter a time as HH:mm'],
      [3, 'The end must differ from the start'],
      [1, 'This range overlaps another range of the week'],
      [5, 'This range overlaps another range of the week'],
    ]);
  });
});

describe('availability against the calendar', () => {
  const rules: WorkingCalendarRules = {
    time_zone: 'Europe/Berlin',
    lines: [
      { weekday: 3, from: '09:00', to: '12:00' },
      { weekday: 3, from: '13:00', to: '17:00' },
      { weekday: 4, from: '22:00', to: '06:00' },
    ],
  };
  const idle = { working: false, onLeave: false, lastChange: null };

  it('says not started (with minutes late), finished, absent, off today and on leave', () => {
    // Wednesday 2026-11-25, Berlin is UTC+1.
    expect(availabilityAt(rules, [], at('2026-11-25T07:30:00Z'), idle)).toEqual({
      state: 'not_started',
      minutes_late: 0,
    });
    expect(availabilityAt(rules, [], at('2026-11-25T08:25:00Z'), idle)).toEqual({
      state: 'not_started',
      minutes_late: 25,
    });
    expect(
      availabilityAt(rules, [], at('2026-11-25T11:30:00Z'), {
        ...idle,
        lastChange: at('2026-11-25T11:00:00Z'),
      }).state,
    ).toBe('finished');
    expect(availabilityAt(rules, [], at('2026-11-25T17:00:00Z'), idle).state).toBe('absent');
    expect(
      availabilityAt(
        rules,
        [{ date: '2026-11-25', half_day: false }],
        at('2026-11-25T09:00:00Z'),
        idle,
      ).state,
    ).toBe('off_today');
    expect(availabilityAt(rules, [], at('2026-11-28T09:00:00Z'), idle).state).toBe('off_today');
    expect(
      availabilityAt(rules, [], at('2026-11-25T09:00:00Z'), { ...idle, onLeave: true }).state,
    ).toBe('on_leave');
    expect(
      availabilityAt(rules, [], at('2026-11-25T09:00:00Z'), { ...idle, working: true }).state,
    ).toBe('working');
  });

  it('keeps a night shift that began yesterday as the current one after midnight', () => {
    // Thursday 22:00 → Friday 06:00 Berlin; at 01:00 Friday (00:00Z) nobody has started.
    expect(availabilityAt(rules, [], at('2026-11-27T00:00:00Z'), idle)).toEqual({
      state: 'not_started',
      minutes_late: 180,
    });
  });
});
