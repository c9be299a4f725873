import type {
  AdjustmentsInput,
  LeavePreviewInput,
  LeaveRequestsInput,
  TeamCalendarInput,
} from '@atrium/api';

/** SWR keys of the leave area (house style: never inline strings). */
export const leaveKeys = {
  all: ['leave'] as const,
  types: () => ['leave', 'types'] as const,
  people: () => ['leave', 'people'] as const,
  teams: () => ['leave', 'teams'] as const,
  driveFiles: () => ['leave', 'driveFiles'] as const,
  requestLists: () => ['leave', 'requests'] as const,
  requests: (query: LeaveRequestsInput) => ['leave', 'requests', query] as const,
  request: (id: string) => ['leave', 'request', id] as const,
  balances: (userId: string | null, year: number) => ['leave', 'balances', userId, year] as const,
  adjustments: (query: AdjustmentsInput) => ['leave', 'adjustments', query] as const,
  preview: (query: LeavePreviewInput) => ['leave', 'preview', query] as const,
  teamCalendar: (query: TeamCalendarInput) => ['leave', 'teamCalendar', query] as const,
};

/** A matcher for `mutate(filter)`: every key that starts with `prefix`. */
export function startsWith(prefix: readonly unknown[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}
