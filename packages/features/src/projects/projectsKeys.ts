import type { ProjectListInput } from '@atrium/api';

/** SWR keys of the projects area (house style: never inline strings). */
export const projectsKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (query: ProjectListInput) => ['projects', 'list', query] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/** A matcher for `mutate(filter)`: every key that starts with `prefix`. */
export function startsWith(prefix: readonly unknown[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}
