import { addLocalDays, weekStart, type LocalDate } from '@atrium/api';

export const MY_ATTENDANCE_PERIODS = ['week', 'month'] as const;
export type MyAttendancePeriod = (typeof MY_ATTENDANCE_PERIODS)[number];

/** What My attendance shows; kept in the URL so a range can be shared and reloaded. */
export interface MyAttendanceView {
  period: MyAttendancePeriod;
  /** Any date inside the shown week or month (`YYYY-MM-DD`); absent: today. */
  date?: LocalDate | undefined;
  /** Another person's attendance (Timesheet right); absent: my own. */
  userId?: string | undefined;
  /** Only the days to look at: late, left early, nothing recorded, or a session to review. */
  attention?: boolean | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?tab=mine&period=month&date=2026-11-02&user=…&attention=1` → the view; unknown values fall back. */
export function parseMyAttendanceSearch(params: URLSearchParams): MyAttendanceView {
  const period = params.get('period') === 'month' ? 'month' : 'week';
  const date = params.get('date') ?? '';
  const user = params.get('user') ?? '';
  return {
    period,
    ...(DATE.test(date) ? { date } : {}),
    ...(UUID.test(user) ? { userId: user } : {}),
    ...(params.get('attention') === '1' ? { attention: true } : {}),
  };
}

/** The view as a query string (with the tab), leaving defaults out. */
export function myAttendanceSearchString(view: MyAttendanceView): string {
  const params = new URLSearchParams({ tab: 'mine' });
  if (view.period !== 'week') params.set('period', view.period);
  if (view.date) params.set('date', view.date);
  if (view.userId) params.set('user', view.userId);
  if (view.attention) params.set('attention', '1');
  return `?${params.toString()}`;
}

function lastOfMonth(date: LocalDate): LocalDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(days).padStart(2, '0')}`;
}

/** The local dates a view covers: Monday to Sunday, or the first to the last of the month. */
export function myAttendanceRange(
  period: MyAttendancePeriod,
  date: LocalDate,
): { from: LocalDate; to: LocalDate } {
  if (period === 'week') {
    const from = weekStart(date);
    return { from, to: addLocalDays(from, 6) };
  }
  return { from: `${date.slice(0, 7)}-01`, to: lastOfMonth(date) };
}

/** The date inside the previous (-1) or next (+1) week or month. */
export function shiftMyAttendanceDate(
  period: MyAttendancePeriod,
  date: LocalDate,
  step: -1 | 1,
): LocalDate {
  if (period === 'week') return addLocalDays(weekStart(date), 7 * step);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month - 1 + step, 1));
  return next.toISOString().slice(0, 10);
}
