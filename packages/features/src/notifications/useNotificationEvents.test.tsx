import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createFakeApi } from '@atrium/api/testing';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationsHarness } from './NotificationsHarness.tsx';
import { FIXTURE_NOW, fixtureNotification, sampleInbox } from './notificationFixtures.ts';
import {
  useNotificationEvents,
  type UseNotificationEventsOptions,
} from './useNotificationEvents.ts';

function Listener(props: UseNotificationEventsOptions) {
  useNotificationEvents(props);
  return <NotificationBell onOpen={vi.fn()} onViewAll={vi.fn()} now={FIXTURE_NOW} />;
}

function setup(options: Partial<UseNotificationEventsOptions> = {}) {
  const api = createFakeApi({ signedInAs: 'admin', notifications: sampleInbox() });
  const playSound = vi.fn();
  const onConfirmAttendance = vi.fn();
  const subscribe = vi.spyOn(api.notification, 'subscribe');
  const view = render(
    <NotificationsHarness api={api}>
      <Listener playSound={playSound} onConfirmAttendance={onConfirmAttendance} {...options} />
    </NotificationsHarness>,
  );
  return { api, playSound, onConfirmAttendance, subscribe, view };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const bottomRegion = () => document.querySelector<HTMLElement>('ol[data-position="bottom-end"]');

describe('useNotificationEvents', () => {
  it('toasts "New Notification" bottom right, plays the sound and refetches the count', async () => {
    const { api, playSound } = setup();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    act(() => {
      api.emitEvent({
        type: 'notification',
        notification: fixtureNotification(50, {
          event: 'story.assigned',
          title: 'New story assigned: Eid photo essay',
          created_at: FIXTURE_NOW.toISOString(),
        }),
      });
    });
    const title = await screen.findByText('New Notification');
    expect(bottomRegion()).toContainElement(title);
    expect(within(bottomRegion()!).getByText('New story assigned: Eid photo essay')).toBeVisible();
    expect(document.querySelector('ol[data-position="top-end"] li')).toBeNull();
    expect(playSound).toHaveBeenCalledTimes(1);
    // refetched: the stored item now counts
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 4 unread'));
  });

  it('passes the attendance prompt to onConfirmAttendance without a toast or sound', async () => {
    const { api, playSound, onConfirmAttendance } = setup();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    const prompt = {
      type: 'attendance.prompt' as const,
      message: 'Are you at work?',
      timestamp: FIXTURE_NOW.toISOString(),
    };
    act(() => {
      api.emitEvent(prompt);
      // the server also stores the prompt as a notification titled "Confirm attendance"
      api.emitEvent({
        type: 'notification',
        notification: fixtureNotification(51, {
          event: 'attendance.prompt',
          title: 'Confirm attendance',
          body: 'Are you at work?',
        }),
      });
    });
    expect(onConfirmAttendance).toHaveBeenCalledWith(prompt);
    // the stored twin is refetched into the count, but never toasted
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 4 unread'));
    expect(screen.queryByText('New Notification')).toBeNull();
    expect(screen.queryByText('Confirm attendance')).toBeNull();
    expect(playSound).not.toHaveBeenCalled();
  });

  it('refetches on a refetch hint, without a toast', async () => {
    const { api, playSound } = setup();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    await act(async () => {
      await api.notification.markAllRead();
      api.emitEvent({ type: 'refetch', resource: 'notifications' });
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByText('New Notification')).toBeNull();
    expect(playSound).not.toHaveBeenCalled();
  });

  it('listens only while mounted and enabled', async () => {
    const { subscribe, view, api, playSound } = setup({ enabled: false });
    expect(subscribe).not.toHaveBeenCalled();
    view.rerender(
      <NotificationsHarness api={api}>
        <Listener playSound={playSound} />
      </NotificationsHarness>,
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
    const unsubscribe = subscribe.mock.results[0]!.value as () => void;
    expect(typeof unsubscribe).toBe('function');
    view.unmount();
    act(() => {
      api.emitEvent({ type: 'notification', notification: fixtureNotification(60) });
    });
    expect(playSound).not.toHaveBeenCalled();
  });

  it('ignores a sound that cannot play', async () => {
    const { api } = setup({
      playSound: () => {
        throw new Error('NotAllowedError');
      },
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(() =>
      act(() => {
        api.emitEvent({ type: 'notification', notification: fixtureNotification(61) });
      }),
    ).not.toThrow();
    expect(await screen.findByText('New Notification')).toBeInTheDocument();
  });
});
