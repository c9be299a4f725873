/** SWR keys of the Workdays area (house style: never inline strings). */
export const workdaysKeys = {
  all: ['workdays'] as const,
  list: () => ['workdays', 'list'] as const,
  detail: (id: string) => ['workdays', 'detail', id] as const,
  holidays: (calendarId: string) => ['workdays', 'holidays', calendarId] as const,
  /** Teams for the assignment picker (the Team subject's list). */
  teams: () => ['workdays', 'teams'] as const,
};

/** A matcher for `mutate(filter)`: every key that starts with `prefix`. */
export function startsWith(prefix: readonly unknown[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}
