import type { Notification } from '@atrium/api';

const LINK_FIELDS = ['link', 'path', 'url'] as const;

/**
 * Where a notification leads inside the app: its `data.link` (or `path`/`url`) when that is a
 * same-origin path such as `/stories/42`. Anything else (another site, `javascript:`, `//host`)
 * is ignored, so a notification can never send someone off the app.
 */
export function notificationLink(notification: Pick<Notification, 'data'>): string | null {
  for (const field of LINK_FIELDS) {
    const value = notification.data[field];
    if (typeof value === 'string' && /^\/(?![/\\])/.test(value)) return value;
  }
  return null;
}
