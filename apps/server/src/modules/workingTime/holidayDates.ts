import {
  addLocalDays,
  CALENDAR_MESSAGES,
  daysBetween,
  type HolidayDate,
  type LocalDate,
} from '@atrium/api';
import ICAL from 'ical.js';
import rruleModule from 'rrule';

// rrule ships CommonJS (UMD): Node's ESM loader gives its exports as the default import.
const { RRule } = rruleModule;

/** A stored holiday as the expansion needs it. */
export interface HolidayDefinition {
  name: string;
  date: LocalDate;
  rrule: string | null;
  halfDay: boolean;
}

function utcMidnight(date: LocalDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function ruleFor(definition: Pick<HolidayDefinition, 'date' | 'rrule'>) {
  const options = RRule.parseString(definition.rrule ?? '');
  return new RRule({ ...options, dtstart: utcMidnight(definition.date) });
}

/**
 * A yearly rule as RFC 5545 text without `DTSTART`/`RRULE:` (`FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=1`),
 * normalised; null when it is not a yearly rule rrule can read. Holidays are dates, so a rule
 * with BYHOUR and the like is refused too.
 */
export function normalisedYearlyRule(text: string): string | null {
  const body = text.replace(/^RRULE:/i, '').trim();
  if (!/^[A-Z0-9=;,+-]+$/i.test(body)) return null;
  try {
    const options = RRule.parseString(body.toUpperCase());
    if (options.freq !== RRule.YEARLY) return null;
    if (options.byhour != null || options.byminute != null || options.bysecond != null) return null;
    if (options.dtstart) return null;
    return RRule.optionsToString(options).replace(/^RRULE:/, '');
  } catch {
    return null;
  }
}

/** The dates a holiday falls on from `from` to `to` (local dates, both included). */
export function holidayDatesIn(
  definition: HolidayDefinition,
  from: LocalDate,
  to: LocalDate,
): HolidayDate[] {
  if (!definition.rrule) {
    return definition.date >= from && definition.date <= to
      ? [{ date: definition.date, half_day: definition.halfDay, name: definition.name }]
      : [];
  }
  if (to < definition.date) return [];
  const dates = ruleFor(definition).between(utcMidnight(from), utcMidnight(to), true);
  return dates.map((instant) => ({
    date: instant.toISOString().slice(0, 10),
    half_day: definition.halfDay,
    name: definition.name,
  }));
}

/** Every holiday date of a set of definitions in a range, sorted. */
export function expandHolidays(
  definitions: readonly HolidayDefinition[],
  from: LocalDate,
  to: LocalDate,
): HolidayDate[] {
  return definitions
    .flatMap((definition) => holidayDatesIn(definition, from, to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export class IcsError extends Error {}

/** Longest all-day event taken apart into one-off dates (a "holiday" of months is a mistake). */
const MAX_EVENT_DAYS = 31;

/**
 * The all-day events of an `.ics` text as holidays: a yearly RRULE is kept, a multi-day event
 * becomes one holiday per date; timed events and other repeats are skipped (counted).
 */
export function readIcsHolidays(text: string): { holidays: HolidayDefinition[]; skipped: number } {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new IcsError(CALENDAR_MESSAGES.icsUnreadable);
  }
  if (root.name !== 'vcalendar') throw new IcsError(CALENDAR_MESSAGES.icsUnreadable);
  const holidays: HolidayDefinition[] = [];
  let skipped = 0;
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    if (!start || !start.isDate) {
      skipped += 1;
      continue;
    }
    const name = (event.summary || 'Holiday').trim().slice(0, 200);
    const date = start.toString().slice(0, 10);
    const recur = component.getFirstPropertyValue('rrule');
    if (recur) {
      const rule = normalisedYearlyRule(String(recur));
      if (rule) holidays.push({ name, date, rrule: rule, halfDay: false });
      else skipped += 1;
      continue;
    }
    const end = event.endDate?.toString().slice(0, 10);
    const days = end && end > date ? Math.min(daysBetween(date, end), MAX_EVENT_DAYS) : 1;
    for (let i = 0; i < days; i += 1) {
      holidays.push({ name, date: addLocalDays(date, i), rrule: null, halfDay: false });
    }
  }
  return { holidays, skipped };
}

/** A calendar's holidays as an `.ics` text (all-day events; yearly ones keep their RRULE). */
export function writeIcsHolidays(
  calendarName: string,
  definitions: readonly (HolidayDefinition & { id: string })[],
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Atrium//Working time//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('x-wr-calname', calendarName);
  for (const definition of definitions) {
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', `${definition.id}@atrium`);
    vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(0), true));
    vevent.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(definition.date));
    vevent.addPropertyWithValue(
      'dtend',
      ICAL.Time.fromDateString(addLocalDays(definition.date, 1)),
    );
    vevent.addPropertyWithValue(
      'summary',
      definition.halfDay ? `${definition.name} (½)` : definition.name,
    );
    if (definition.rrule)
      vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(definition.rrule));
    vevent.addPropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}
