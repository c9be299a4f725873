import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveItemTile } from './DriveItemTile.tsx';
import { STORY_PEOPLE, storyItem } from './testing/storyItems.ts';

/** A tiny picture, as the server's thumbnails will be once it makes them. */
const THUMBNAIL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#8ec5fc"/><circle cx="50" cy="45" r="18" fill="#fff"/><path d="M0 120 60 60l40 40 20-20 40 40z" fill="#3a6ea5"/></svg>',
  );

/** One item of the drive's grid: the large preview, the name that opens it, its menu. */
const meta = {
  title: 'Features/Drive/DriveItemTile',
  component: DriveItemTile,
  decorators: [
    withFeatureProviders(),
    (Story) => (
      <div style={{ inlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { item: storyItem({ name: 'Projects', kind: 'folder' }), inTrash: false, onAction: fn() },
} satisfies Meta<typeof DriveItemTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Folder: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Projects' }));
    await expect(args.onAction).toHaveBeenCalledWith('open', args.item);
  },
};

export const File: Story = {
  args: { item: storyItem({ name: 'Brand guidelines.pdf', size: 2_516_582, starred: true }) },
};

/** Someone else's, shared for viewing: the badge says it. */
export const ViewOnly: Story = {
  args: {
    item: storyItem({
      name: 'A very long file name that does not fit on the tile.docx',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      owner: STORY_PEOPLE.HUDA,
      access: 'viewer',
      shared: true,
    }),
  },
};

/** With a thumbnail (the server's preview, when there is one). */
export const Thumbnail: Story = {
  args: {
    item: storyItem({ name: 'Team photo.jpg', mime_type: 'image/jpeg', size: 3_250_585 }),
    thumbnailUrl: THUMBNAIL,
  },
};

/** F2 renames the focused tile's item, Delete moves it to the trash. */
export const Keyboard: Story = {
  args: { item: storyItem({ name: 'Budget 2026.xlsx', mime_type: 'text/csv' }) },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Budget 2026.xlsx' }).focus();
    await userEvent.keyboard('{F2}');
    await expect(args.onAction).toHaveBeenCalledWith('rename', args.item);
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { item: storyItem({ name: 'دليل الهوية.pdf', size: 2_516_582, shared: true }) },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    item: storyItem({ name: 'Launch video.mp4', mime_type: 'video/mp4', size: 192_937_984 }),
  },
};
