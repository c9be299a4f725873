import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import {
  FIXTURE_NOW,
  manyNotifications,
  sampleInbox,
  sampleInboxArabic,
} from './notificationFixtures.ts';

const meta = {
  title: 'Features/Notifications/NotificationBell',
  component: NotificationBell,
  args: { onOpen: fn(), onViewAll: fn(), now: FIXTURE_NOW },
  decorators: [withFeatureProviders({ signedInAs: 'admin', notifications: sampleInbox() })],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = await within(canvasElement).findByRole('button', {
      name: 'Notifications, 3 unread',
    });
    await userEvent.click(bell);
    const menu = await body(canvasElement).findByRole('menu');
    const title = await within(menu).findByText('New story assigned: Ramadan campaign teaser');
    // (after the menu's fade-in)
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View all' }));
    await expect(args.onViewAll).toHaveBeenCalled();
  },
};

export const ManyUnread: Story = {
  decorators: [
    withFeatureProviders({ signedInAs: 'admin', notifications: manyNotifications(130) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withFeatureProviders({ signedInAs: 'admin', notifications: [] })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const item = await body(canvasElement).findByRole('menuitem', { name: 'No notifications yet' });
    await waitFor(() => expect(item).toBeVisible());
  },
};

export const Loading: Story = {
  decorators: [withFeatureProviders({ signedInAs: 'admin', latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const item = await body(canvasElement).findByRole('menuitem', {
      name: 'Loading notifications…',
    });
    await waitFor(() => expect(item).toBeVisible());
  },
};

export const Error: Story = {
  decorators: [
    withFeatureProviders({
      signedInAs: 'admin',
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/notifications' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const item = await body(canvasElement).findByRole('menuitem', {
      name: 'The notifications could not be loaded',
    });
    await waitFor(() => expect(item).toBeVisible());
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withFeatureProviders({ signedInAs: 'admin', notifications: sampleInboxArabic() })],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'الإشعارات، ٣ غير مقروءة' }),
    );
    const menu = await body(canvasElement).findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    const time = await within(menu).findByText('قبل ٥ دقائق');
    await waitFor(() => expect(time).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread' }),
    );
    await body(canvasElement).findByRole('menu');
  },
};
