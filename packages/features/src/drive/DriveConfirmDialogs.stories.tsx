import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DriveConfirmDialogs } from './DriveConfirmDialogs.tsx';
import { seedDrive, withDriveProviders } from './testing/driveStories.tsx';
import { storyItem } from './testing/storyItems.ts';

/** The deletions with no way back: they name what goes. */
const meta = {
  title: 'Features/Drive/DriveConfirmDialogs',
  component: DriveConfirmDialogs,
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  args: {
    confirm: {
      kind: 'deleteForever',
      item: storyItem({ name: 'Old logo.png', mime_type: 'image/png' }),
    },
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof DriveConfirmDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteForever: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Old logo.png” forever?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DeleteFolderForever: Story = {
  args: {
    confirm: { kind: 'deleteForever', item: storyItem({ name: 'Archive 2024', kind: 'folder' }) },
  },
};

export const EmptyTrash: Story = {
  args: { confirm: { kind: 'emptyTrash', count: 12 } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty the trash?' });
    await expect(dialog).toHaveTextContent('All 12 items in the trash are deleted forever.');
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { confirm: { kind: 'emptyTrash', count: 12 } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'إفراغ سلة المهملات؟' });
    await expect(dialog).toHaveTextContent('١٢');
  },
};
