import type { Holiday } from '@atrium/api';

/**
 * Which holidays a year shows, and on which date. The server expands yearly rules with `rrule`
 * (server only, ADR 0022); the screen reads the two shapes the form writes and most `.ics` files
 * hold — `FREQ=YEARLY` (every year on the start date's day) and `FREQ=YEARLY;BYMONTH=m;BYMONTHDAY=d`
 * — and shows any other yearly rule (say, the fourth Thursday of November) as its rule.
 */
export interface HolidayInYear {
  holiday: Holiday;
  /** The date in that year; null when the rule is one the screen cannot place. */
  date: string | null;
  kind: 'once' | 'yearly';
}

const pad = (value: number) => String(value).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The parts of a rule (`FREQ=YEARLY;BYMONTH=12`) as a map, upper case. */
function ruleParts(rule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of rule.replace(/^RRULE:/i, '').split(';')) {
    const [name, value] = part.split('=');
    if (name && value !== undefined) parts.set(name.trim().toUpperCase(), value.trim());
  }
  return parts;
}

/**
 * The month and day a yearly rule falls on, when it is a fixed date every year; null for other
 * rules (weekday rules, intervals, counts, end dates).
 */
export function fixedYearlyDay(rule: string, start: string): { month: number; day: number } | null {
  const parts = ruleParts(rule);
  if (parts.get('FREQ') !== 'YEARLY') return null;
  const known = new Set(['FREQ', 'BYMONTH', 'BYMONTHDAY', 'INTERVAL', 'WKST']);
  if ([...parts.keys()].some((name) => !known.has(name))) return null;
  if (parts.has('INTERVAL') && parts.get('INTERVAL') !== '1') return null;
  const month = parts.has('BYMONTH') ? Number(parts.get('BYMONTH')) : Number(start.slice(5, 7));
  const day = parts.has('BYMONTHDAY')
    ? Number(parts.get('BYMONTHDAY'))
    : Number(start.slice(8, 10));
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) {
    return null;
  }
  return { month, day };
}

/** The holidays of a year, in date order (rules the screen cannot place come last). */
export function holidaysInYear(holidays: readonly Holiday[], year: number): HolidayInYear[] {
  const found: HolidayInYear[] = [];
  for (const holiday of holidays) {
    const startYear = Number(holiday.date.slice(0, 4));
    if (!holiday.rrule) {
      if (startYear === year) found.push({ holiday, date: holiday.date, kind: 'once' });
      continue;
    }
    if (startYear > year) continue;
    const fixed = fixedYearlyDay(holiday.rrule, holiday.date);
    if (!fixed) {
      found.push({ holiday, date: null, kind: 'yearly' });
      continue;
    }
    // 29 February repeats only in leap years (as RFC 5545 says).
    if (!isRealDate(year, fixed.month, fixed.day)) continue;
    found.push({ holiday, date: `${year}-${pad(fixed.month)}-${pad(fixed.day)}`, kind: 'yearly' });
  }
  return found.sort((a, b) => {
    if (a.date === b.date) return a.holiday.name.localeCompare(b.holiday.name);
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date.localeCompare(b.date);
  });
}

/** The years worth offering: this year, the next, and every year a holiday starts in. */
export function holidayYears(holidays: readonly Holiday[], thisYear: number): number[] {
  const years = new Set([thisYear - 1, thisYear, thisYear + 1]);
  for (const holiday of holidays) years.add(Number(holiday.date.slice(0, 4)));
  return [...years].sort((a, b) => a - b);
}
