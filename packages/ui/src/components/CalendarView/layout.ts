import {
  addDays,
  differenceInCalendarDays,
  endOfMonth,
  endOfWeek,
  isBefore,
  max,
  min,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { WeekStartsOn } from '../DatePicker/calendar';
import type { CalendarEventTone } from './calendarViewVariants';

export interface CalendarEvent {
  /** Stable key. */
  id: string;
  /** What the event shows and is named by (put the kind of event in it, not only in the tone). */
  title: string;
  /** Start instant; midnight for all-day events. */
  start: Date;
  /** Exclusive end instant; an all-day event ends at midnight after its last day. */
  end: Date;
  /** Colour, as in Badge (defaults to `accent`). */
  tone?: CalendarEventTone;
}

/** The weeks (arrays of 7 days) that show the month of `date`. */
export function monthWeeks(date: Date, weekStartsOn: WeekStartsOn): Date[][] {
  const first = startOfWeek(startOfMonth(date), { weekStartsOn });
  const last = endOfWeek(endOfMonth(date), { weekStartsOn });
  const count = differenceInCalendarDays(last, first) + 1;
  const days = Array.from({ length: count }, (_, i) => addDays(first, i));
  return Array.from({ length: count / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

export function weekDays(date: Date, weekStartsOn: WeekStartsOn): Date[] {
  const first = startOfWeek(date, { weekStartsOn });
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The last calendar day an event touches (its end is exclusive). */
export function lastDayOf(event: CalendarEvent): Date {
  const end = new Date(event.end.getTime() - 1);
  return startOfDay(isBefore(end, event.start) ? event.start : end);
}

/** From midnight to a later midnight: a whole-day event (leave, holidays), shown without times. */
export function isAllDay(event: CalendarEvent): boolean {
  const midnight = (date: Date) => date.getTime() === startOfDay(date).getTime();
  return midnight(event.start) && midnight(event.end) && event.end > event.start;
}

/** Whole days, or crosses midnight: drawn as a bar (month view, week view's all-day row). */
export function isMultiDay(event: CalendarEvent): boolean {
  return isAllDay(event) || differenceInCalendarDays(lastDayOf(event), event.start) > 0;
}

export interface Segment {
  event: CalendarEvent;
  /** Column of the first day of this piece (0–6). */
  column: number;
  /** Number of days of this piece in the row. */
  span: number;
  lane: number;
  /** The event started before this row / goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * Cuts the events that touch `days` into one piece per row and stacks them in lanes (first free lane,
 * longer events first), so a bar keeps the same height across the days it spans.
 */
export function layoutRow(days: Date[], events: readonly CalendarEvent[]): Segment[] {
  const rowStart = days[0];
  const rowEnd = days[days.length - 1];
  if (!rowStart || !rowEnd) return [];
  const pieces = events
    .filter(
      (event) =>
        !isBefore(lastDayOf(event), rowStart) && !isBefore(rowEnd, startOfDay(event.start)),
    )
    .map((event) => {
      const from = max([startOfDay(event.start), rowStart]);
      const to = min([lastDayOf(event), rowEnd]);
      return {
        event,
        column: differenceInCalendarDays(from, rowStart),
        span: differenceInCalendarDays(to, from) + 1,
        continuesBefore: isBefore(startOfDay(event.start), rowStart),
        continuesAfter: isBefore(rowEnd, lastDayOf(event)),
      };
    })
    .sort(
      (a, b) =>
        a.column - b.column ||
        b.span - a.span ||
        a.event.start.getTime() - b.event.start.getTime() ||
        a.event.title.localeCompare(b.event.title),
    );
  const lanes: boolean[][] = [];
  return pieces.map((piece) => {
    const columns = Array.from({ length: piece.span }, (_, i) => piece.column + i);
    let lane = lanes.findIndex((used) => columns.every((column) => !used[column]));
    if (lane === -1) lane = lanes.push([]) - 1;
    const used = lanes[lane] ?? [];
    for (const column of columns) used[column] = true;
    return { ...piece, lane };
  });
}

export interface TimedPlacement {
  event: CalendarEvent;
  /** Minutes from the top of the visible hours. */
  top: number;
  /** Visible duration in minutes (at least 15, so short events stay clickable). */
  length: number;
  /** Side-by-side column among overlapping events, and how many there are. */
  column: number;
  columns: number;
}

/** Places one day's timed events between `startHour` and `endHour`; overlapping events share the width. */
export function layoutDay(
  day: Date,
  events: readonly CalendarEvent[],
  startHour: number,
  endHour: number,
): TimedPlacement[] {
  const dayStart = startOfDay(day).getTime();
  const visibleFrom = dayStart + startHour * 3_600_000;
  const visibleTo = dayStart + endHour * 3_600_000;
  const sorted = events
    .filter((event) => event.start.getTime() < visibleTo && event.end.getTime() > visibleFrom)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || b.end.getTime() - a.end.getTime());
  const placements: TimedPlacement[] = [];
  let cluster: TimedPlacement[] = [];
  let clusterEnd = -Infinity;
  const columnEnds: number[] = [];
  const closeCluster = () => {
    for (const placement of cluster) placement.columns = columnEnds.length;
    cluster = [];
    columnEnds.length = 0;
  };
  for (const event of sorted) {
    const from = Math.max(event.start.getTime(), visibleFrom);
    const to = Math.min(event.end.getTime(), visibleTo);
    if (from >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= from);
    if (column === -1) column = columnEnds.push(to) - 1;
    else columnEnds[column] = to;
    const placement: TimedPlacement = {
      event,
      top: (from - visibleFrom) / 60_000,
      length: Math.max(15, (to - from) / 60_000),
      column,
      columns: 1,
    };
    cluster.push(placement);
    placements.push(placement);
    clusterEnd = Math.max(clusterEnd, to);
  }
  closeCluster();
  return placements;
}
