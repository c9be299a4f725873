import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';
import { FIXTURE_NOW, sampleInbox, sampleInboxArabic } from './notificationFixtures.ts';
import { withLiveEvents } from './StoryToasts.tsx';

const meta = {
  title: 'Features/Notifications/NotificationsPage',
  component: NotificationsPage,
  parameters: { layout: 'fullscreen' },
  args: { onOpen: fn(), now: FIXTURE_NOW },
  decorators: [withFeatureProviders({ signedInAs: 'admin', notifications: sampleInbox() })],
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing 1 to 5 of 5 entries')).toBeVisible();
    await userEvent.click(page.getByText('New story assigned: Ramadan campaign teaser'));
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'story.assigned' }),
      '/stories/42',
    );
  },
};

export const Unread: Story = {
  args: { initialView: 'unread' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  },
};

export const Archived: Story = {
  args: { initialView: 'archived' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Scheduled maintenance finished'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withFeatureProviders({ signedInAs: 'admin', notifications: [] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'You are all caught up' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withFeatureProviders({ signedInAs: 'admin', latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
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
    const page = within(canvasElement);
    await expect(await page.findByText('The notifications could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  decorators: [withFeatureProviders({ signedInAs: 'admin', notifications: sampleInboxArabic() })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('عرض ١ إلى ٥ من أصل ٥ مدخلات')).toBeVisible();
    await expect(page.getByText('قبل ٥ دقائق')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Showing 1 to 5 of 5 entries');
  },
};

/** A push arrives: "New Notification" at the bottom right, and the list refetches. */
export const LivePush: Story = {
  decorators: [withLiveEvents],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Showing 1 to 5 of 5 entries');
    await userEvent.click(page.getByRole('button', { name: 'Simulate a push' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('New Notification');
    // (after the toast slides in)
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toast.closest('ol')).toHaveAttribute('data-position', 'bottom-end');
    await waitFor(() => expect(page.getByText('Showing 1 to 6 of 6 entries')).toBeVisible());
  },
};
