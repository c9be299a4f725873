/**
 * Local dates and hours in an IANA time zone with the platform's Intl data only (architecture §5:
 * times are stored in UTC; calendar dates are local dates).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone if the platform knows it, UTC otherwise (a bad stored value must not break attendance). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at this instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The local calendar date (`YYYY-MM-DD`) of an instant. */
export function localDate(instant: Date, timeZone: string): string {
  const wall = wallTime(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** `YYYY-MM-DD` plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant of a local wall time. In a spring-forward gap it lands just after the gap; in
 * a fall-back overlap it takes the earlier instant.
 */
export function zonedTimeToUtc(date: string, hour: number, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetMs(new Date(wall), timeZone);
  const second = wall - offsetMs(new Date(first), timeZone);
  return new Date(Math.min(first, second));
}

/** Local midnight at the start of a date. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return zonedTimeToUtc(date, 0, timeZone);
}

/** The first instant after `after` whose local time is `hour`:00. */
export function nextLocalHour(after: Date, hour: number, timeZone: string): Date {
  let date = localDate(after, timeZone);
  for (let i = 0; i < 3; i += 1) {
    const candidate = zonedTimeToUtc(date, hour, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
    date = addDays(date, 1);
  }
  return new Date(after.getTime() + DAY_MS);
}
