import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DriveLinksPage } from './DriveLinksPage.tsx';
import { PHONE_VIEWPORT, seedDrive, withDriveProviders } from '../testing/driveStories.tsx';
import { LINKS } from '../testing/driveFixtures.ts';

/** My share links: state, expiry, views and downloads; copy, edit, revoke, the access log. */
const meta = {
  title: 'Features/Drive/DriveLinksPage',
  component: DriveLinksPage,
  loaders: [seedDrive({ links: LINKS })],
  decorators: [withDriveProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DriveLinksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('grid', { name: 'Share links' });

export const Default: Story = {
  play: async () => {
    const grid = await table();
    await waitFor(() => expect(within(grid).getByText('Client review')).toBeVisible());
    await expect(within(grid).getByText('Press kit')).toBeVisible();
    await expect(within(grid).getByText('Revoked')).toBeVisible();
  },
};

/** Filtered to revoked links (the filter lives in the URL in the app). */
export const FilteredByState: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Revoked' }));
    const grid = await table();
    await waitFor(() => expect(within(grid).queryByText('Client review')).toBeNull());
    await expect(within(grid).getByText('Old budget link')).toBeVisible();
  },
};

/** The access log of a link opened three times. */
export const AccessLog: Story = {
  play: async () => {
    const grid = await table();
    await waitFor(() => expect(within(grid).getByText('Client review')).toBeVisible());
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Actions for Client review, Active' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Access log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access log of “Client review”' });
    await waitFor(() => expect(within(dialog).getAllByText('Opened')).toHaveLength(3));
  },
};

export const Empty: Story = {
  loaders: [seedDrive()],
  play: async () => {
    await expect(await screen.findByText('No share links yet')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedDrive({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedDrive({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/drive/links' }),
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Your links could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [
    seedDrive({ language: 'ar', links: [{ path: 'المشاريع', label: 'مراجعة العميل', views: 2 }] }),
  ],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'روابط المشاركة' });
    await waitFor(() => expect(within(grid).getByText('مراجعة العميل')).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('Client review')).toBeVisible());
  },
};
