import type { DriveLinkListInput } from '@atrium/api';

/** SWR keys of share links (house style: never inline strings). */
export const driveLinkKeys = {
  all: ['driveLinks'] as const,
  list: (query: DriveLinkListInput) => ['driveLinks', 'list', query] as const,
  forItem: (itemId: string) => ['driveLinks', 'item', itemId] as const,
  log: (id: string, page: number, size: number) => ['driveLinks', 'log', id, page, size] as const,
};
