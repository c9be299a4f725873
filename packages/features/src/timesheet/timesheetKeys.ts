import type { TimesheetApprovalsInput } from '@atrium/api';

/** SWR keys of the timesheet area (house style: never inline strings). */
export const timesheetKeys = {
  all: ['timesheet'] as const,
  week: (date: string | undefined) => ['timesheet', 'week', date ?? 'today'] as const,
  timer: () => ['timesheet', 'timer'] as const,
  approvals: (query: TimesheetApprovalsInput) => ['timesheet', 'approvals', query] as const,
  review: (id: string) => ['timesheet', 'review', id] as const,
};

/** A matcher for `mutate(filter)`: every timesheet key. */
export const anyTimesheetKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === timesheetKeys.all[0];
