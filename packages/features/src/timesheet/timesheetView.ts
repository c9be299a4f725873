import {
  PAGE_SIZES,
  TIMESHEET_APPROVAL_STATUSES,
  type TimesheetApprovalStatus,
  type TimesheetApprovalsInput,
  type TimesheetRow,
  type TimesheetWeek,
} from '@atrium/api';

/** Which part of the page is open: the person's own week, or the weeks they approve. */
export const TIMESHEET_TABS = ['week', 'approvals'] as const;
export type TimesheetTab = (typeof TIMESHEET_TABS)[number];

/** What the timesheet page shows; the app keeps it in the URL. */
export interface TimesheetView {
  tab: TimesheetTab;
  /** Any date of the shown week (the server answers its week); today's week when absent. */
  week?: string;
  /** Approvals: the list's status filter, person filter and page. */
  status: TimesheetApprovalStatus;
  user?: string;
  page: number;
  size: number;
  /** Approvals: a person's week opened for review (read-only, with decide / reopen). */
  review?: string;
}

export const DEFAULT_TIMESHEET_VIEW: TimesheetView = {
  tab: 'week',
  status: 'submitted',
  page: 1,
  size: 10,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view from a query string; anything unknown falls back to the default. */
export function parseTimesheetSearch(params: URLSearchParams): TimesheetView {
  const view: TimesheetView = { ...DEFAULT_TIMESHEET_VIEW };
  const tab = params.get('tab');
  if (tab && (TIMESHEET_TABS as readonly string[]).includes(tab)) view.tab = tab as TimesheetTab;
  const week = params.get('week');
  if (week && DATE.test(week)) view.week = week;
  const status = params.get('status');
  if (status && (TIMESHEET_APPROVAL_STATUSES as readonly string[]).includes(status)) {
    view.status = status as TimesheetApprovalStatus;
  }
  const user = params.get('user');
  if (user && UUID.test(user)) view.user = user;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1) view.page = page;
  const size = Number(params.get('size'));
  if ((PAGE_SIZES as readonly number[]).includes(size)) view.size = size;
  const review = params.get('review');
  if (review && UUID.test(review)) {
    view.review = review;
    view.tab = 'approvals';
  }
  return view;
}

/** The query string of a view, without the defaults (so a plain visit has a clean URL). */
export function timesheetSearchString(view: TimesheetView): string {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_TIMESHEET_VIEW.tab) params.set('tab', view.tab);
  if (view.week) params.set('week', view.week);
  if (view.tab === 'approvals') {
    if (view.status !== DEFAULT_TIMESHEET_VIEW.status) params.set('status', view.status);
    if (view.user) params.set('user', view.user);
    if (view.page !== 1) params.set('page', String(view.page));
    if (view.size !== DEFAULT_TIMESHEET_VIEW.size) params.set('size', String(view.size));
    if (view.review) params.set('review', view.review);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The approvals list's query for a view. */
export function approvalsInputOf(view: TimesheetView): TimesheetApprovalsInput {
  return {
    status: view.status,
    page: view.page,
    size: view.size,
    ...(view.user ? { user_id: view.user } : {}),
  };
}

/** Adds days to a `YYYY-MM-DD` date (whole days, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/**
 * Hours typed by a person → minutes, or null when it is not a number of hours: `7.5`, `7,5`,
 * `7:30`, `7h30`, Arabic-Indic digits and the Arabic decimal separator (٫) included.
 */
export function parseHours(text: string): number | null {
  let value = text.trim();
  for (let digit = 0; digit < 10; digit += 1) {
    value = value
      .replaceAll(ARABIC_DIGITS[digit] ?? '', String(digit))
      .replaceAll(PERSIAN_DIGITS[digit] ?? '', String(digit));
  }
  value = value.replace('٫', '.').replace(',', '.').replace(/\s+/g, '');
  if (value === '') return 0;
  const clock = /^(\d{1,2})(?::|h)(\d{1,2})$/i.exec(value);
  if (clock) {
    const minutes = Number(clock[2]);
    if (minutes >= 60) return null;
    return Number(clock[1]) * 60 + minutes;
  }
  if (!/^\d{0,2}(\.\d{0,2})?h?$/i.test(value) || value === '.') return null;
  return Math.round(Number.parseFloat(value.replace(/h$/i, '')) * 60);
}

/** Minutes as hours for people: `7.5`, `0.25`, `8` (in the reader's digits). */
export function formatHours(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minutes / 60);
}

/** A row's name: the story's key and title, the project's key and name, or the activity. */
export function rowName(row: Pick<TimesheetRow, 'story' | 'project' | 'activity'>): string {
  if (row.story) return `${row.story.key} ${row.story.title}`;
  if (row.project) return `${row.project.key} ${row.project.name}`;
  return row.activity ?? '';
}

/** The target fields of a request for a row (exactly one of them). */
export function targetOfRow(
  row: Pick<TimesheetRow, 'story' | 'project' | 'activity'>,
): { story_id: string } | { project_id: string } | { activity: string } {
  if (row.story) return { story_id: row.story.id };
  if (row.project) return { project_id: row.project.id };
  return { activity: row.activity ?? '' };
}

/** How a day compares: nothing expected, under, on or over what the calendar expects. */
export type DayBalance = 'none' | 'under' | 'met' | 'over';

export function dayBalance(day: TimesheetWeek['days'][number]): DayBalance {
  if (day.expected_minutes === 0) return day.logged_minutes > 0 ? 'over' : 'none';
  if (day.logged_minutes < day.expected_minutes) return 'under';
  return day.logged_minutes === day.expected_minutes ? 'met' : 'over';
}

/** Whether the week may still change: open or sent back. */
export function isLocked(week: Pick<TimesheetWeek, 'status'>): boolean {
  return week.status === 'submitted' || week.status === 'approved';
}
