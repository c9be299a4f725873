import { describe, expect, it } from 'vitest';
import {
  expandHolidays,
  normalisedYearlyRule,
  readIcsHolidays,
  writeIcsHolidays,
} from './holidayDates.ts';

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:1',
  'DTSTART;VALUE=DATE:20201225',
  'DTEND;VALUE=DATE:20201226',
  'RRULE:FREQ=YEARLY',
  'SUMMARY:Christmas',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:2',
  'DTSTART;VALUE=DATE:20270412',
  'DTEND;VALUE=DATE:20270415',
  'SUMMARY:Eid al-Fitr',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:3',
  'DTSTART:20270101T090000Z',
  'SUMMARY:A meeting',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:4',
  'DTSTART;VALUE=DATE:20270101',
  'RRULE:FREQ=WEEKLY',
  'SUMMARY:Every week',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('holiday dates', () => {
  it('expands one-off and yearly holidays (last Monday of May) in a range', () => {
    const dates = expandHolidays(
      [
        {
          name: 'Memorial Day',
          date: '2020-05-25',
          rrule: 'FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO',
          halfDay: false,
        },
        { name: 'New Year', date: '2026-01-01', rrule: 'FREQ=YEARLY', halfDay: false },
        { name: 'Eve', date: '2026-12-31', rrule: null, halfDay: true },
      ],
      '2026-05-01',
      '2027-06-01',
    );
    expect(dates.map((d) => `${d.date}${d.half_day ? '½' : ''}`)).toEqual([
      '2026-05-25',
      '2026-12-31½',
      '2027-01-01',
      '2027-05-31',
    ]);
  });

  it('accepts yearly rules only', () => {
    expect(normalisedYearlyRule('rrule:freq=yearly;bymonth=12;bymonthday=25')).toBe(
      'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25',
    );
    expect(normalisedYearlyRule('FREQ=DAILY')).toBeNull();
    expect(normalisedYearlyRule('FREQ=YEARLY;BYHOUR=9')).toBeNull();
    expect(normalisedYearlyRule('nonsense')).toBeNull();
  });

  it('reads all-day events from .ics (yearly kept, multi-day split) and writes them back', () => {
    const { holidays, skipped } = readIcsHolidays(ICS);
    expect(skipped).toBe(2);
    expect(holidays.map((h) => [h.name, h.date, h.rrule])).toEqual([
      ['Christmas', '2020-12-25', 'FREQ=YEARLY'],
      ['Eid al-Fitr', '2027-04-12', null],
      ['Eid al-Fitr', '2027-04-13', null],
      ['Eid al-Fitr', '2027-04-14', null],
    ]);
    const written = writeIcsHolidays(
      'Riyadh office',
      holidays.map((h, i) => ({ ...h, id: `00000000-0000-4000-8000-00000000000${i}` })),
    );
    expect(readIcsHolidays(written).holidays).toEqual(holidays);
    expect(() => readIcsHolidays('hello')).toThrow('This is not an iCalendar (.ics) file');
  });
});
