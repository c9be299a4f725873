import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { NotificationPreferences } from './NotificationPreferences.tsx';

const meta = {
  title: 'Features/Notifications/NotificationPreferences',
  component: NotificationPreferences,
  args: { onSaved: fn() },
  decorators: [withFeatureProviders({ signedInAs: 'admin' })],
} satisfies Meta<typeof NotificationPreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const row = await page.findByRole('group', { name: 'Story assigned' });
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Push' }));
    await userEvent.click(page.getByRole('button', { name: 'Save preferences' }));
    await expect(await page.findByText('Your notification preferences were saved.')).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalled();
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
      failWith: new ApiError({
        kind: 'no-response',
        status: 0,
        url: '/api/notification/preferences',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your notification preferences could not be loaded'),
    ).toBeVisible();
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('group', { name: 'إسناد قصة' });
    await expect(within(row).getByRole('checkbox', { name: 'إشعار فوري' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: 'Story assigned' });
  },
};
