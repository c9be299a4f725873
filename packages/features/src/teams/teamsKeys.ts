import type { TeamListInput } from '@atrium/api';

/** SWR keys of the teams area (house-style: never inline strings). */
export const teamsKeys = {
  all: ['teams'] as const,
  lists: () => ['teams', 'list'] as const,
  list: (query: TeamListInput) => ['teams', 'list', query] as const,
  details: () => ['teams', 'detail'] as const,
  detail: (id: string) => ['teams', 'detail', id] as const,
  services: () => ['teams', 'services'] as const,
  permissions: (id: string) => ['teams', 'permissions', id] as const,
  permissionLogs: () => ['teams', 'permissionLog'] as const,
  permissionLog: (size: number) => ['teams', 'permissionLog', size] as const,
};

/** A matcher for `mutate(filter)`: every key that starts with `prefix`. */
export function startsWith(prefix: readonly unknown[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}
