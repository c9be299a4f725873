import type { UsersStatusInput } from './useUsersStatus.ts';

/** SWR keys of the attendance area: never inline strings (house-style). */
export const attendanceKeys = {
  all: ['attendance'] as const,
  /** The signed-in user's state on one local date (`YYYY-MM-DD`). */
  me: (date: string) => ['attendance', 'me', date] as const,
  usersStatus: (query: UsersStatusInput) => ['attendance', 'users-status', query] as const,
  /** Teams with their members, for grouping the Latest Attendance board. */
  teamsWithMembers: () => ['attendance', 'teams-with-members'] as const,
  /** The people who share a team with the signed-in user. */
  teammates: () => ['attendance', 'teammates'] as const,
};

/** Any attendance answer: what Start / Finish Working or Continue Session may change. */
export function isAttendanceKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'attendance';
}
