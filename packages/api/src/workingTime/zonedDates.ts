import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, formatISO, getISODay } from 'date-fns';

/**
 * Local dates (`YYYY-MM-DD`) and instants in an IANA time zone, with date-fns and @date-fns/tz
 * (ADR 0022). A local date is a plain calendar day; all arithmetic on them runs in UTC so the
 * process's own zone never matters.
 */

/** A calendar date `YYYY-MM-DD`. */
export type LocalDate = string;
/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const zoneCheck = new Map<string, boolean>();

/** Whether the platform knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = zoneCheck.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
      known = true;
    } catch {
      known = false;
    }
    zoneCheck.set(timeZone, known);
  }
  return known;
}

function parts(date: LocalDate): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The date as midnight UTC (for date arithmetic only). */
function utcDay(date: LocalDate): TZDate {
  const [year, month, day] = parts(date);
  return new TZDate(year, month - 1, day, 'UTC');
}

function dateOf(value: Date): LocalDate {
  return formatISO(value, { representation: 'date' });
}

/** A well-formed `YYYY-MM-DD` string (for checks that may see anything). */
export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

/** `date` plus `days` calendar days. */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  return dateOf(addDays(utcDay(date), days));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return differenceInCalendarDays(utcDay(to), utcDay(from));
}

export function isoWeekday(date: LocalDate): IsoWeekday {
  return getISODay(utcDay(date)) as IsoWeekday;
}

/** The Monday of the week that holds `date`. */
export function weekStart(date: LocalDate): LocalDate {
  return addLocalDays(date, 1 - isoWeekday(date));
}

/** Recent answers: a board of 500 people asks the same instant and zone 500 times. */
const localDates = new Map<string, LocalDate>();

/** The local date of an instant in a zone. */
export function localDateIn(instant: Date | number, timeZone: string): LocalDate {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const key = `${time}|${timeZone}`;
  let date = localDates.get(key);
  if (date === undefined) {
    date = dateOf(new TZDate(time, timeZone));
    if (localDates.size >= 256) localDates.clear();
    localDates.set(key, date);
  }
  return date;
}

/** Minutes after local midnight of an instant in a zone (wall clock). */
export function localMinuteOfDay(instant: Date | number, timeZone: string): number {
  const local = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/**
 * The instant of a local wall time (`minutes` after midnight, may be ≥ 1440 for the next day).
 * A time inside a spring-forward gap moves forward by the gap; in a fall-back overlap the later
 * instant is taken (@date-fns/tz's rule).
 */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const day = Math.floor(minutes / 1440);
  const rest = minutes - day * 1440;
  const [year, month, dayOfMonth] = parts(day === 0 ? date : addLocalDays(date, day));
  const local = new TZDate(
    year,
    month - 1,
    dayOfMonth,
    Math.floor(rest / 60),
    rest % 60,
    0,
    timeZone,
  );
  return new Date(local.getTime());
}

/** The instants a local date covers in a zone: [start, end). 23 or 25 hours across DST. */
export function localDayBounds(date: LocalDate, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(date, 0, timeZone),
    end: zonedInstant(addLocalDays(date, 1), 0, timeZone),
  };
}

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function eachLocalDate(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysBetween(from, to);
  const dates: LocalDate[] = [];
  for (let i = 0; i <= count; i += 1) dates.push(addLocalDays(from, i));
  return dates;
}
