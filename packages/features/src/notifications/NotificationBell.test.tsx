import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { NotificationBell, formatUnreadBadge } from './NotificationBell.tsx';
import { FIXTURE_NOW, manyNotifications, sampleInbox } from './notificationFixtures.ts';

function setup(notifications = sampleInbox(), language: 'en' | 'ar' = 'en') {
  const api = createFakeApi({ signedInAs: 'admin', notifications });
  const onOpen = vi.fn();
  const onViewAll = vi.fn();
  render(
    <FeatureHarness api={api} language={language}>
      <NotificationBell onOpen={onOpen} onViewAll={onViewAll} now={FIXTURE_NOW} />
    </FeatureHarness>,
  );
  return { api, onOpen, onViewAll };
}

describe('NotificationBell', { timeout: 20_000 }, () => {
  it('names the unread count and caps the badge at 99+', async () => {
    setup(manyNotifications(120));
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('99+');
    expect(formatUnreadBadge(7, 'ar')).toBe('٧');
    expect(formatUnreadBadge(100, 'ar')).toBe('٩٩+');
  });

  it('has no badge when everything is read', async () => {
    const { api } = setup([]);
    await waitFor(() => expect(api.calls).toContain('notification.unreadCount'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('lists the latest five and opens one, marking it read', async () => {
    const { onOpen } = setup(manyNotifications(8));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 8 unread' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: 'Unread: Notice 1 1 hour ago' }),
      ).toBeInTheDocument(),
    );
    const items = within(menu)
      .getAllByRole('menuitem')
      .filter((element) => /Notice/.test(element.textContent ?? ''));
    expect(items).toHaveLength(5);
    expect(items[4]).toHaveTextContent('Notice 5');
    await userEvent.click(items[1]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Notice 2' }), null);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 7 unread' })).toBeInTheDocument(),
    );
  });

  it('marks all read and goes to the page with View all', async () => {
    const { onViewAll } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    // the menu stays open (the rest of the page is hidden from assistive tech meanwhile)
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Notifications', hidden: true }),
      ).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'View all' }));
    expect(onViewAll).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing yet', async () => {
    setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'No notifications yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('speaks Arabic', async () => {
    setup(sampleInbox(), 'ar');
    expect(
      await screen.findByRole('button', { name: 'الإشعارات، ٣ غير مقروءة' }),
    ).toBeInTheDocument();
  });
});
