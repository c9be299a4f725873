import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveItemsGrid } from './DriveItemsGrid.tsx';
import { PHONE_VIEWPORT } from './testing/driveStories.tsx';
import { STORY_ITEMS } from './testing/storyItems.ts';

/** The drive's items as large tiles, with the pages under them. */
const meta = {
  title: 'Features/Drive/DriveItemsGrid',
  component: DriveItemsGrid,
  decorators: [withFeatureProviders()],
  args: {
    items: STORY_ITEMS,
    status: 'ready',
    onRetry: fn(),
    inTrash: false,
    page: 1,
    size: 10,
    total: STORY_ITEMS.length,
    onPageChange: fn(),
    onSizeChange: fn(),
    onAction: fn(),
    empty: null,
  },
} satisfies Meta<typeof DriveItemsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } };
export const Phone: Story = { parameters: PHONE_VIEWPORT };
export const ArabicRtl: Story = { globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
