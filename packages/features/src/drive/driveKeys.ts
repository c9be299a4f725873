import type { DriveListInput } from '@atrium/api';

/** SWR keys of the drive area (house style: never inline strings). */
export const driveKeys = {
  all: ['drive'] as const,
  lists: () => ['drive', 'list'] as const,
  list: (query: DriveListInput) => ['drive', 'list', query] as const,
  details: () => ['drive', 'detail'] as const,
  detail: (id: string) => ['drive', 'detail', id] as const,
  access: (id: string) => ['drive', 'access', id] as const,
  /** A file's versions, newest first. */
  versions: (id: string) => ['drive', 'versions', id] as const,
  usage: () => ['drive', 'usage'] as const,
  /** The folders of one folder (null: the root of My drive), for the move dialog's picker. */
  folders: (parentId: string | null) => ['drive', 'folders', parentId] as const,
  /** Every team, for the share dialog (only for people who may list teams). */
  teams: () => ['drive', 'teams'] as const,
};

/** A matcher for `mutate(filter)`: every key that starts with `prefix`. */
export function startsWith(prefix: readonly unknown[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}
