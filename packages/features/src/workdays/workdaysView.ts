import { CALENDAR_NAME_MAX, SORT_ORDERS, type Calendar, type SortOrder } from '@atrium/api';
import { oneOf } from '../app/viewSearch.ts';

/**
 * What the calendars list shows: a search, the order. It lives in the URL
 * (`/main/calendar?q=&sort=&order=`). The list endpoint is not paged — an organisation keeps a
 * handful of calendars — so the browser searches and sorts the whole list, and there are no pages.
 */
export const CALENDAR_SORT_KEYS = ['name', 'time_zone', 'weekly_minutes', 'usage'] as const;
export type CalendarSortKey = (typeof CALENDAR_SORT_KEYS)[number];

export interface WorkdaysView {
  q?: string;
  sort: CalendarSortKey;
  order: SortOrder;
}

export const DEFAULT_WORKDAYS_VIEW: WorkdaysView = { sort: 'name', order: 'asc' };

export function parseWorkdaysSearch(search: string | URLSearchParams): WorkdaysView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: WorkdaysView = { ...DEFAULT_WORKDAYS_VIEW };
  const q = params.get('q')?.trim();
  if (q && q.length <= CALENDAR_NAME_MAX) view.q = q;
  const sort = params.get('sort');
  if (oneOf(CALENDAR_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (oneOf(SORT_ORDERS, order)) view.order = order;
  return view;
}

/** The URL query string of a view, without the defaults. */
export function workdaysSearchString(view: WorkdaysView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.sort !== DEFAULT_WORKDAYS_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_WORKDAYS_VIEW.order) params.set('order', view.order);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: Calendar, b: Calendar, sort: CalendarSortKey): number {
  switch (sort) {
    case 'time_zone':
      return collator.compare(a.time_zone, b.time_zone);
    case 'weekly_minutes':
      return a.weekly_minutes - b.weekly_minutes;
    case 'usage':
      return a.team_count + a.user_count - (b.team_count + b.user_count);
    default:
      return collator.compare(a.name, b.name);
  }
}

/** The calendars the view shows: names or zones holding the search, in its order. */
export function calendarsInView(calendars: readonly Calendar[], view: WorkdaysView): Calendar[] {
  const needle = view.q?.toLocaleLowerCase();
  const shown = needle
    ? calendars.filter(
        (calendar) =>
          calendar.name.toLocaleLowerCase().includes(needle) ||
          calendar.time_zone.toLocaleLowerCase().includes(needle),
      )
    : [...calendars];
  const direction = view.order === 'asc' ? 1 : -1;
  return shown.sort(
    (a, b) => direction * compare(a, b, view.sort) || collator.compare(a.name, b.name),
  );
}

/** A calendar's page: its tab and the holidays' year, in the URL (`?tab=holidays&year=2027`). */
export const CALENDAR_TABS = ['week', 'holidays', 'people'] as const;
export type CalendarTab = (typeof CALENDAR_TABS)[number];

export interface CalendarView {
  tab: CalendarTab;
  year?: number;
}

export function parseCalendarSearch(search: string | URLSearchParams): CalendarView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tab = params.get('tab');
  const year = Number(params.get('year'));
  return {
    tab: oneOf(CALENDAR_TABS, tab) ? tab : 'week',
    ...(Number.isInteger(year) && year >= 1970 && year <= 2999 ? { year } : {}),
  };
}

export function calendarSearchString(view: CalendarView): string {
  const params = new URLSearchParams();
  if (view.tab !== 'week') params.set('tab', view.tab);
  if (view.year !== undefined) params.set('year', String(view.year));
  const text = params.toString();
  return text ? `?${text}` : '';
}
