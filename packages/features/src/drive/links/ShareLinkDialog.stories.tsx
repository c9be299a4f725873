import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShareLinkDialog } from './ShareLinkDialog.tsx';
import {
  driveFakeOf,
  PHONE_VIEWPORT,
  seedDrive,
  withDriveProviders,
} from '../testing/driveStories.tsx';
import { LINKS } from '../testing/driveFixtures.ts';

/** "Get link": the links that open an item, and a new one. */
const meta = {
  title: 'Features/Drive/ShareLinkDialog',
  component: ShareLinkDialog,
  loaders: [seedDrive({ links: LINKS })],
  decorators: [withDriveProviders],
  args: { item: null, onClose: fn() },
  render: (args, context) => (
    <ShareLinkDialog {...args} item={driveFakeOf(context).item('Projects')} />
  ),
} satisfies Meta<typeof ShareLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function linksOf(name: string, listName = 'Links') {
  const dialog = await screen.findByRole('dialog', { name });
  const list = await within(dialog).findByRole('list', { name: listName });
  return { dialog, list };
}

/** A folder with a link opened three times: its address to copy, counters, edit and revoke. */
export const WithLinks: Story = {
  play: async () => {
    const { list } = await linksOf('Links to “Projects”');
    await waitFor(() => expect(within(list).getByText('Client review')).toBeVisible());
    await expect(within(list).getByText(/Views: 3/)).toBeVisible();
    const address = within(list).getByRole<HTMLInputElement>('textbox', { name: 'Link' });
    await expect(address.value).toMatch(/\/drive\/[\w-]{32}$/);
  },
};

/** A new link with a password and a download limit; it appears in the list. */
export const CreateLink: Story = {
  render: (args, context) => (
    <ShareLinkDialog {...args} item={driveFakeOf(context).item('Invoices')} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Links to “Invoices”' });
    await waitFor(() =>
      expect(within(dialog).getByText('No links to this item yet.')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'New link' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Accountant');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Require a password' }));
    await userEvent.type(await within(dialog).findByLabelText(/^Password/), 'numbers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const list = await within(dialog).findByRole('list', { name: 'Links' });
    await expect(within(list).getByText('Accountant')).toBeVisible();
  },
};

/** Revoking asks first; the link then shows as revoked, without its address. */
export const Revoke: Story = {
  play: async () => {
    const { dialog, list } = await linksOf('Links to “Projects”');
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(within(dialog).getByText('Revoked')).toBeVisible());
    await expect(within(dialog).queryByRole('textbox', { name: 'Link' })).toBeNull();
  },
};

/** A folder only shared for viewing: no links can be made. */
export const NotShareable: Story = {
  render: (args, context) => (
    <ShareLinkDialog {...args} item={driveFakeOf(context).item('Brand kit')} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Links to “Brand kit”' });
    await waitFor(() =>
      expect(
        within(dialog).getByText('Only the owner or an editor can make links to this item.'),
      ).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('button', { name: 'New link' })).toBeNull();
  },
};

export const Loading: Story = { loaders: [seedDrive({ latencyMs: Infinity })] };

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [
    seedDrive({ language: 'ar', links: [{ path: 'المشاريع', label: 'مراجعة العميل', views: 2 }] }),
  ],
  render: (args, context) => (
    <ShareLinkDialog {...args} item={driveFakeOf(context).item('المشاريع')} />
  ),
  play: async () => {
    const { list } = await linksOf('روابط «المشاريع»', 'الروابط');
    await waitFor(() => expect(within(list).getByText('مراجعة العميل')).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await linksOf('Links to “Projects”');
  },
};

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await linksOf('Links to “Projects”');
  },
};
