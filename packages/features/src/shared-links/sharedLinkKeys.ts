import type { SharedListInput } from '@atrium/api';

/** SWR keys of a share link's public page (house style: never inline strings). */
export const sharedLinkKeys = {
  all: ['sharedLinks'] as const,
  /** What the link shows (`GET /shared/{token}`). */
  link: (token: string) => ['sharedLinks', 'link', token] as const,
  /** A page of the shared folder, or of a folder inside it. */
  items: (token: string, query: SharedListInput) => ['sharedLinks', 'items', token, query] as const,
};
