import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarLine, HolidayDate, WorkingCalendarRules } from './calendarRules.ts';
import { countLeaveDays, leaveDayValues, leaveSpansOverlap, type LeaveSpan } from './leaveDays.ts';

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2024, 0, 1);
const dateAt = (offset: number) => new Date(BASE + offset * DAY_MS).toISOString().slice(0, 10);

/** The day-by-day count, written apart from the library (plain UTC milliseconds). */
function bruteForce(rules: WorkingCalendarRules, holidays: HolidayDate[], span: LeaveSpan): number {
  const working = new Set(rules.lines.map((line) => line.weekday));
  let total = 0;
  for (
    let t = Date.parse(`${span.start_date}T00:00:00Z`);
    t <= Date.parse(`${span.end_date}T00:00:00Z`);
    t += DAY_MS
  ) {
    const date = new Date(t).toISOString().slice(0, 10);
    const weekday = ((new Date(t).getUTCDay() + 6) % 7) + 1;
    if (!working.has(weekday as CalendarLine['weekday'])) continue;
    let value = 1;
    for (const holiday of holidays) {
      if (holiday.date === date) value = Math.min(value, holiday.half_day ? 0.5 : 0);
    }
    const half =
      (date === span.start_date && span.start_half) || (date === span.end_date && span.end_half);
    total += Math.min(value, half ? 0.5 : 1);
  }
  return total;
}

const weekdayArb = fc.constantFrom(1, 2, 3, 4, 5, 6, 7) as fc.Arbitrary<CalendarLine['weekday']>;
const rulesArb = fc.uniqueArray(weekdayArb, { maxLength: 7 }).map((days): WorkingCalendarRules => ({
  time_zone: 'Europe/Berlin',
  lines: days.flatMap((weekday) => [
    { weekday, from: '08:00', to: '12:00' },
    { weekday, from: '13:00', to: '17:00' },
  ]),
}));
const holidaysArb = fc.array(
  fc.record({ date: fc.integer({ min: 0, max: 800 }).map(dateAt), half_day: fc.boolean() }),
  { maxLength: 30 },
);
const spanArb = fc
  .record({
    start: fc.integer({ min: 0, max: 760 }),
    length: fc.integer({ min: 0, max: 400 }),
    start_half: fc.boolean(),
    end_half: fc.boolean(),
  })
  .filter((span) => span.length > 0 || !(span.start_half && span.end_half))
  .map((span): LeaveSpan => ({
    start_date: dateAt(span.start),
    end_date: dateAt(span.start + span.length),
    start_half: span.start_half,
    end_half: span.end_half,
  }));

describe('leave day counting', () => {
  it('equals a day-by-day count for any calendar, holidays and span', () => {
    fc.assert(
      fc.property(rulesArb, holidaysArb, spanArb, (rules, holidays, span) => {
        const expected = bruteForce(rules, holidays, span);
        expect(countLeaveDays(rules, holidays, span)).toBe(expected);
        expect(leaveDayValues(rules, holidays, span).reduce((sum, day) => sum + day.days, 0)).toBe(
          expected,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('skips a Friday–Saturday weekend and a holiday inside the span', () => {
    const rules: WorkingCalendarRules = {
      time_zone: 'Asia/Riyadh',
      lines: ([7, 1, 2, 3, 4] as const).map((weekday) => ({ weekday, from: '08:00', to: '16:00' })),
    };
    // Wed 2026-12-02 … Sun 2026-12-06: Wed, Thu, (Fri, Sat off), Sun; Thu is a holiday.
    const span = {
      start_date: '2026-12-02',
      end_date: '2026-12-06',
      start_half: false,
      end_half: false,
    };
    expect(countLeaveDays(rules, [{ date: '2026-12-03', half_day: false }], span)).toBe(2);
    expect(countLeaveDays(rules, [{ date: '2026-12-03', half_day: true }], span)).toBe(2.5);
    expect(countLeaveDays(rules, [], { ...span, start_half: true, end_half: true })).toBe(2);
  });

  it('sees a morning and an afternoon of one date as apart, and a shared half day as overlapping', () => {
    const morning = {
      start_date: '2026-05-04',
      end_date: '2026-05-04',
      start_half: false,
      end_half: true,
    };
    const afternoon = {
      start_date: '2026-05-04',
      end_date: '2026-05-06',
      start_half: true,
      end_half: false,
    };
    expect(leaveSpansOverlap(morning, afternoon)).toBe(false);
    expect(leaveSpansOverlap(afternoon, { ...morning, end_half: false })).toBe(true);
    expect(
      leaveSpansOverlap(afternoon, {
        start_date: '2026-05-06',
        end_date: '2026-05-07',
        start_half: false,
        end_half: false,
      }),
    ).toBe(true);
  });

  it('keeps the half-day keys apart from every other overlap', () => {
    const spans = fc.tuple(spanArb, spanArb);
    fc.assert(
      fc.property(spans, ([a, b]) => {
        const halves = (span: LeaveSpan) => {
          const set = new Set<string>();
          for (let t = Date.parse(span.start_date); t <= Date.parse(span.end_date); t += DAY_MS) {
            const date = new Date(t).toISOString().slice(0, 10);
            if (!(date === span.start_date && span.start_half)) set.add(`${date}a`);
            if (!(date === span.end_date && span.end_half)) set.add(`${date}b`);
          }
          return set;
        };
        const hb = halves(b);
        const shared = [...halves(a)].some((half) => hb.has(half));
        expect(leaveSpansOverlap(a, b)).toBe(shared);
      }),
      { numRuns: 200 },
    );
  });
});
