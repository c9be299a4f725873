import {
  DEFAULT_PAGE_SIZE,
  isLocalDate,
  LEAVE_STATUSES,
  type LeaveRequestsInput,
  type LeaveStatusValue,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

export const DAYS_OFF_TABS = ['requests', 'calendar', 'types', 'balances', 'holidays'] as const;
export type DaysOffTab = (typeof DAYS_OFF_TABS)[number];
/** Which requests the Requests tab lists: the pending ones the reader may decide, or all. */
export const REQUEST_SCOPES = ['to_approve', 'all'] as const;
export type RequestScope = (typeof REQUEST_SCOPES)[number];
export const CALENDAR_MODES = ['month', 'week'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/**
 * What /main/calendar/days-off shows: the tab, the requests' filters and page, the calendar's
 * month or week and team, and whose balances. It lives in the URL, so a filtered list or a month
 * can be shared and reloaded, and Back returns to it.
 */
export interface DaysOffView {
  tab: DaysOffTab;
  scope: RequestScope;
  status?: LeaveStatusValue;
  /** One person's requests, or (Balances tab) whose balances. */
  user_id?: string;
  /** One type of leave's requests. */
  leave_type_id?: string;
  from_date?: string;
  to_date?: string;
  page: number;
  size: number;
  mode: CalendarMode;
  /** A day of the month or week shown (`YYYY-MM-DD`); none: today. */
  date?: string;
  /** One team's requests and calendar. */
  team_id?: string;
  /** Balances and Holidays tabs: the year. */
  year?: number;
  /** Holidays tab: whose holidays (none: the default calendar). */
  calendar_id?: string;
  /** A request to open at once (a notification's link). */
  request?: string;
}

export const DEFAULT_DAYS_OFF_VIEW: DaysOffView = {
  tab: 'requests',
  scope: 'to_approve',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  mode: 'month',
};

/** The view a URL's query string describes; what the server would refuse is left out. */
export function parseDaysOffSearch(search: string | URLSearchParams): DaysOffView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: DaysOffView = { ...DEFAULT_DAYS_OFF_VIEW, ...pageAndSizeOf(params) };
  const tab = params.get('tab');
  if (oneOf(DAYS_OFF_TABS, tab)) view.tab = tab;
  const scope = params.get('scope');
  if (oneOf(REQUEST_SCOPES, scope)) view.scope = scope;
  const status = params.get('status');
  if (oneOf(LEAVE_STATUSES, status)) view.status = status;
  const user = params.get('user');
  if (user && UUID.test(user)) view.user_id = user;
  const type = params.get('type');
  if (type && UUID.test(type)) view.leave_type_id = type;
  const from = params.get('from');
  if (isLocalDate(from)) view.from_date = from;
  const to = params.get('to');
  if (isLocalDate(to) && (!view.from_date || to >= view.from_date)) view.to_date = to;
  const mode = params.get('mode');
  if (oneOf(CALENDAR_MODES, mode)) view.mode = mode;
  const date = params.get('date');
  if (isLocalDate(date)) view.date = date;
  const team = params.get('team');
  if (team && UUID.test(team)) view.team_id = team;
  const calendar = params.get('cal');
  if (calendar && UUID.test(calendar)) view.calendar_id = calendar;
  const request = params.get('request');
  if (request && UUID.test(request)) view.request = request;
  const year = Number(params.get('year'));
  if (Number.isInteger(year) && year >= 1970 && year <= 2999) view.year = year;
  return view;
}

/** The URL query string of a view, without the defaults. */
export function daysOffSearchString(view: DaysOffView): string {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_DAYS_OFF_VIEW.tab) params.set('tab', view.tab);
  if (view.scope !== DEFAULT_DAYS_OFF_VIEW.scope) params.set('scope', view.scope);
  if (view.status) params.set('status', view.status);
  if (view.user_id) params.set('user', view.user_id);
  if (view.leave_type_id) params.set('type', view.leave_type_id);
  if (view.from_date) params.set('from', view.from_date);
  if (view.to_date) params.set('to', view.to_date);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_DAYS_OFF_VIEW.size) params.set('size', String(view.size));
  if (view.mode !== DEFAULT_DAYS_OFF_VIEW.mode) params.set('mode', view.mode);
  if (view.date) params.set('date', view.date);
  if (view.team_id) params.set('team', view.team_id);
  if (view.year) params.set('year', String(view.year));
  if (view.calendar_id) params.set('cal', view.calendar_id);
  if (view.request) params.set('request', view.request);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the API is asked for the Requests tab. */
export function requestsInputOf(view: DaysOffView): LeaveRequestsInput {
  return {
    scope: view.scope,
    // The server lists only pending requests to approve; a status filter applies to "all".
    ...(view.status && view.scope === 'all' ? { status: view.status } : {}),
    ...(view.user_id ? { user_id: view.user_id } : {}),
    ...(view.leave_type_id ? { leave_type_id: view.leave_type_id } : {}),
    ...(view.team_id ? { team_id: view.team_id } : {}),
    ...(view.from_date ? { from_date: view.from_date } : {}),
    ...(view.to_date ? { to_date: view.to_date } : {}),
    page: view.page,
    size: view.size,
  };
}

/** The Requests tab without its filters, from the first page. */
export function withoutRequestFilters(view: DaysOffView): DaysOffView {
  const {
    status: _s,
    user_id: _u,
    leave_type_id: _type,
    team_id: _team,
    from_date: _f,
    to_date: _t,
    ...rest
  } = view;
  return { ...rest, page: 1 };
}
