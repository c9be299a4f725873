import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveItemsTable } from './DriveItemsTable.tsx';
import { PHONE_VIEWPORT } from './testing/driveStories.tsx';
import { STORY_ITEMS, storyItem } from './testing/storyItems.ts';

/** The drive's items as a table (a list of cards on a phone). */
const meta = {
  title: 'Features/Drive/DriveItemsTable',
  component: DriveItemsTable,
  decorators: [withFeatureProviders()],
  args: {
    items: STORY_ITEMS,
    status: 'ready',
    onRetry: fn(),
    inTrash: false,
    sort: { key: 'name', direction: 'asc' },
    onSortChange: fn(),
    page: 1,
    size: 10,
    total: STORY_ITEMS.length,
    onPageChange: fn(),
    onSizeChange: fn(),
    onAction: fn(),
    empty: null,
  },
} satisfies Meta<typeof DriveItemsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Projects' }));
    await expect(args.onAction).toHaveBeenCalledWith('open', STORY_ITEMS[0]);
    await userEvent.click(
      within(table.getByRole('columnheader', { name: /Size/ })).getByRole('button'),
    );
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'size', direction: 'asc' });
  },
};

/** The trash: when each item went there, instead of when it changed. */
export const Trash: Story = {
  args: {
    inTrash: true,
    items: STORY_ITEMS.slice(2, 4).map((item) => ({ ...item, trashed_at: '2026-11-21T16:40:00Z' })),
    total: 2,
  },
};

export const Loading: Story = { args: { status: 'loading', items: [] } };

export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } };

/** A phone: the rows are cards, the sortable columns sort buttons. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.queryByRole('grid')).toBeNull();
    await expect(table.getByRole('list', { name: 'Files and folders' })).toBeVisible();
    await expect(table.getByRole('group', { name: 'Sort by' })).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      storyItem({ name: 'المشاريع', kind: 'folder', shared: true }),
      storyItem({ name: 'دليل الهوية.pdf', size: 2_516_582, starred: true }),
    ],
    total: 2,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
