import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { FakeApi } from '@atrium/api/testing';
import { Button, ToastProvider } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { useNotificationEvents } from './useNotificationEvents.ts';
import { fixtureNotification } from './notificationFixtures.ts';

function LiveEvents({ children }: { children: ReactNode }) {
  const api = useApi() as FakeApi;
  useNotificationEvents({ playSound: () => undefined });
  return (
    <>
      {children}
      <div style={{ padding: 16 }}>
        <Button
          variant="outline"
          tone="neutral"
          onClick={() =>
            api.emitEvent({
              type: 'notification',
              notification: fixtureNotification(90, {
                event: 'announcement.published',
                title: 'Town hall moved to 3 pm',
                created_at: new Date().toISOString(),
              }),
            })
          }
        >
          Simulate a push
        </Button>
      </div>
    </>
  );
}

/**
 * Stories only: the ToastProvider the app mounts, the live-events hook, and a button that makes
 * the fake API deliver a push (put it inside withFeatureProviders, i.e. list it first).
 */
export const withLiveEvents: Decorator = (Story) => (
  <ToastProvider
    dismissLabel="Dismiss"
    regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
  >
    <LiveEvents>
      <Story />
    </LiveEvents>
  </ToastProvider>
);
