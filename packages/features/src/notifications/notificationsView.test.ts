import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATIONS_VIEW,
  notificationsSearchString,
  parseNotificationsSearch,
} from './notificationsView.ts';

describe('notifications view in the URL', () => {
  it('reads the list, the type and the page', () => {
    expect(parseNotificationsSearch('?tab=archived&event=drive.shared&page=2&size=20')).toEqual({
      tab: 'archived',
      event: 'drive.shared',
      page: 2,
      size: 20,
    });
  });

  it('leaves out an unknown list, type, page or size', () => {
    expect(parseNotificationsSearch('?tab=spam&event=nope&page=-1&size=9')).toEqual(
      DEFAULT_NOTIFICATIONS_VIEW,
    );
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(notificationsSearchString(DEFAULT_NOTIFICATIONS_VIEW)).toBe('');
    const view = { tab: 'unread' as const, event: 'team.member_added' as const, page: 3, size: 50 };
    expect(parseNotificationsSearch(notificationsSearchString(view))).toEqual(view);
  });
});
