import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveDetailsDialog } from './DriveDetailsDialog.tsx';
import { PHONE_VIEWPORT } from './testing/driveStories.tsx';
import { STORY_PEOPLE, storyItem } from './testing/storyItems.ts';

/** What the drive knows of an item: files open here until previews come. */
const meta = {
  title: 'Features/Drive/DriveDetailsDialog',
  component: DriveDetailsDialog,
  decorators: [withFeatureProviders()],
  args: {
    item: storyItem({ name: 'Brand guidelines.pdf', size: 2_516_582, shared: true }),
    onClose: fn(),
  },
} satisfies Meta<typeof DriveDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const File: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand guidelines.pdf' });
    await expect(dialog).toHaveTextContent('TypePDFapplication/pdf');
  },
};

/** Someone else's folder, shared for viewing: it says what the person may do. */
export const ViewOnlyFolder: Story = {
  args: {
    item: storyItem({
      name: 'Brand kit',
      kind: 'folder',
      owner: STORY_PEOPLE.HUDA,
      access: 'viewer',
      shared: true,
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand kit' });
    await expect(dialog).toHaveTextContent('You can view this item but not change it');
  },
};

export const InTrash: Story = {
  args: {
    item: storyItem({
      name: 'Old logo.png',
      mime_type: 'image/png',
      trashed_at: '2026-11-21T16:40:00Z',
    }),
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { item: storyItem({ name: 'دليل الهوية.pdf', size: 2_516_582 }) },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { parameters: PHONE_VIEWPORT };
