import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createFakeApi } from '@atrium/api/testing';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';
import {
  FIXTURE_NOW,
  fixtureNotification,
  manyNotifications,
  sampleInbox,
} from './notificationFixtures.ts';

function setup(options: Parameters<typeof createFakeApi>[0] = {}, language: 'en' | 'ar' = 'en') {
  const api = createFakeApi({ signedInAs: 'admin', notifications: sampleInbox(), ...options });
  const onOpen = vi.fn();
  render(
    <FeatureHarness api={api} language={language}>
      <NotificationBell onOpen={vi.fn()} onViewAll={vi.fn()} now={FIXTURE_NOW} />
      <NotificationsPage onOpen={onOpen} now={FIXTURE_NOW} />
    </FeatureHarness>,
  );
  return { api, onOpen };
}

const list = () => screen.getByRole('list', { name: 'Notification list' });
const item = (title: string) => within(list()).getByText(title).closest('li')!;
const bell = () => screen.getByRole('button', { name: /^Notifications/ });

// Role queries over a whole page are slow in jsdom on a shared machine.
describe('NotificationsPage', { timeout: 20_000 }, () => {
  it('lists the inbox newest first with body, type, relative time and unread styling', async () => {
    setup();
    expect(await screen.findByText('New story assigned: Ramadan campaign teaser')).toBeVisible();
    expect(document.title).toContain('Notifications');
    const rows = within(list()).getAllByRole('listitem');
    // the archived one is not in the inbox
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Story assigned');
    expect(rows[0]).toHaveTextContent('due Thursday');
    expect(within(rows[0]!).getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      '2026-11-22T09:25:00.000Z',
    );
    expect(within(rows[2]!).getByText('yesterday')).toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[3]).not.toHaveAttribute('data-unread');
    expect(
      within(rows[0]!).getByRole('button', {
        name: /^Unread: New story assigned: Ramadan campaign teaser Story assigned .*due Thursday.* 5 minutes ago$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(rows[3]!).getByRole('button', { name: /^You joined the Design team Added to a team/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 5 of 5 entries')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
  });

  it('filters unread, archived and by type', async () => {
    setup();
    await screen.findByText('Office closed on Sunday');
    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByText('You joined the Design team')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await screen.findByText('Scheduled maintenance finished')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    screen.getByRole('combobox', { name: 'Type' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Announcement' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list()).getByText('Office closed on Sunday')).toBeInTheDocument();
  });

  it('follows the view it is given (the URL) and reports changes to it', async () => {
    const api = createFakeApi({ signedInAs: 'admin', notifications: sampleInbox() });
    const onViewChange = vi.fn();
    render(
      <FeatureHarness api={api}>
        <NotificationsPage
          onOpen={vi.fn()}
          now={FIXTURE_NOW}
          view={{ tab: 'archived', page: 1, size: 10 }}
          onViewChange={onViewChange}
        />
      </FeatureHarness>,
    );
    expect(await screen.findByText('Scheduled maintenance finished')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Archived' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'unread', page: 1, size: 10 });
  });

  it('marks one read and unread, updating the unread count', async () => {
    setup();
    await screen.findByText('Office closed on Sunday');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: Office closed on Sunday' }),
    );
    expect(item('Office closed on Sunday')).not.toHaveAttribute('data-unread');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as unread: Office closed on Sunday' }),
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(item('Office closed on Sunday')).toHaveAttribute('data-unread', 'true');
  });

  it('rolls the change back and says so when the server refuses', async () => {
    const { api } = setup();
    await screen.findByText('Office closed on Sunday');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    let fail: (error: Error) => void = () => undefined;
    vi.spyOn(api.notification, 'markRead').mockReturnValueOnce(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: Office closed on Sunday' }),
    );
    // optimistic: read at once
    expect(item('Office closed on Sunday')).not.toHaveAttribute('data-unread');
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    fail(new ApiError({ kind: 'detail', status: 500, url: '/api/x', detail: 'An error occurred' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notification could not be updated. Please try again.',
    );
    await waitFor(() =>
      expect(item('Office closed on Sunday')).toHaveAttribute('data-unread', 'true'),
    );
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
  });

  it('marks all as read', async () => {
    setup();
    await screen.findByText('Office closed on Sunday');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    for (const row of within(list()).getAllByRole('listitem')) {
      expect(row).not.toHaveAttribute('data-unread');
    }
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('archives one: it leaves the inbox and the count, and shows under Archived', async () => {
    setup();
    await screen.findByText('Office closed on Sunday');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Archive: Office closed on Sunday' }));
    expect(screen.queryByText('Office closed on Sunday')).toBeNull();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await screen.findByText('Office closed on Sunday')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Archive: Office closed on Sunday' }),
    ).not.toBeInTheDocument();
  });

  it('deletes an archived one after asking', async () => {
    const { api } = setup();
    await screen.findByText('Office closed on Sunday');
    // deleting is offered in the archive only
    expect(screen.queryByRole('button', { name: /^Delete:/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete: Scheduled maintenance finished' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this notification?' });
    expect(dialog).toHaveTextContent('“Scheduled maintenance finished” will be deleted for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No archived notifications' })).toBeVisible();
    expect(api.calls).toContain('notification.remove');
    expect((await api.notification.list({ archived: true })).total).toBe(0);
  });

  it('opens an item: marks it read and hands the app its link', async () => {
    const { onOpen } = setup();
    // the title is inside the item's button
    await userEvent.click(await screen.findByText('New story assigned: Ramadan campaign teaser'));
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'New story assigned: Ramadan campaign teaser' }),
      '/stories/42',
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(screen.getByText('Office closed on Sunday'));
    expect(onOpen).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Office closed on Sunday' }),
      null,
    );
  });

  it('pages through the server’s pages', async () => {
    setup({ notifications: manyNotifications(12) });
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(within(list()).getByText('Notice 12')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup({ notifications: [] });
    expect(
      await screen.findByRole('heading', { name: 'You are all caught up' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the loading state', () => {
    setup({ latencyMs: Infinity });
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
  });

  it('shows the error state with a retry', async () => {
    const { api } = setup({
      failWith: new ApiError({
        kind: 'detail',
        status: 500,
        url: '/api/notifications',
        detail: 'An error occurred',
      }),
    });
    expect(await screen.findByText('The notifications could not be loaded')).toBeInTheDocument();
    const before = api.calls.filter((call) => call === 'notification.list').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call === 'notification.list').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('speaks Arabic with Arabic relative times and digits', async () => {
    setup({}, 'ar');
    expect(await screen.findByText('قبل ٥ دقائق')).toBeInTheDocument();
    expect(screen.getByText('أمس')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeInTheDocument();
    expect(screen.getByText('عرض ١ إلى ٥ من أصل ٥ مدخلات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الإشعارات، ٣ غير مقروءة' })).toBeInTheDocument();
  });

  it('names each people and account event and opens where it leads, in English and Arabic', async () => {
    // As the server sends them (apps/server/src/modules/notification/peopleEvents.ts).
    const team = '/main/team/20000000-0000-4000-8000-000000000001';
    const peopleInbox = [
      [
        'team.member_added',
        'Sara Haddad added you to Design',
        team,
        'Added to a team',
        'إضافة إلى فريق',
      ],
      [
        'team.member_removed',
        'Sara Haddad removed you from Video',
        '/main/home',
        'Removed from a team',
        'إزالة من فريق',
      ],
      [
        'team.lead_changed',
        'Sara Haddad made you a lead of Design',
        team,
        'Team lead role',
        'دور قائد الفريق',
      ],
      [
        'team.permissions_changed',
        'Sara Haddad changed the permissions of Design',
        team,
        'Team permissions changed',
        'تغيير صلاحيات الفريق',
      ],
      [
        'account.password_reset',
        'Sara Haddad reset your password',
        '/account-settings/security',
        'Password reset by an admin',
        'إعادة تعيين كلمة المرور من مسؤول',
      ],
      [
        'account.reactivated',
        'Sara Haddad reactivated your account',
        '/main/home',
        'Account reactivated',
        'إعادة تفعيل الحساب',
      ],
      [
        'correction.reviewed',
        'Sara Haddad approved your attendance correction',
        '/main/attendance',
        'Correction reviewed',
        'مراجعة طلب التصحيح',
      ],
    ] as const;
    const notifications = peopleInbox.map(([event, title, link], index) =>
      fixtureNotification(index + 1, { event, title, data: { link } }),
    );
    for (const language of ['en', 'ar'] as const) {
      const { onOpen } = setup({ notifications }, language);
      for (const [, title, link, english, arabic] of peopleInbox) {
        const listName = language === 'en' ? 'Notification list' : 'قائمة الإشعارات';
        const row = await waitFor(() =>
          within(screen.getByRole('list', { name: listName }))
            .getByText(title)
            .closest('li')!,
        );
        expect(row).toHaveTextContent(language === 'en' ? english : arabic);
        await userEvent.click(within(row).getByText(title));
        expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ title }), link);
      }
      cleanup();
    }
  });
});
