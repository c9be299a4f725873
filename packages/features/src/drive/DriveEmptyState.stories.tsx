import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveEmptyState } from './DriveEmptyState.tsx';
import { DEFAULT_DRIVE_VIEW } from './driveView.ts';

const FOLDER = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** What an empty list says, per view, in a folder, and for a search with no match. */
const meta = {
  title: 'Features/Drive/DriveEmptyState',
  component: DriveEmptyState,
  decorators: [withFeatureProviders()],
  args: { view: DEFAULT_DRIVE_VIEW, readOnly: false, onNewFolder: fn(), onClearSearch: fn() },
} satisfies Meta<typeof DriveEmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyDrive: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New folder' }));
    await expect(args.onNewFolder).toHaveBeenCalled();
  },
};

export const Folder: Story = { args: { view: { ...DEFAULT_DRIVE_VIEW, folder: FOLDER } } };

export const ReadOnlyFolder: Story = {
  args: {
    view: { ...DEFAULT_DRIVE_VIEW, view: 'shared', folder: FOLDER },
    readOnly: true,
    onNewFolder: undefined,
  },
};

export const Shared: Story = { args: { view: { ...DEFAULT_DRIVE_VIEW, view: 'shared' } } };
export const Recent: Story = { args: { view: { ...DEFAULT_DRIVE_VIEW, view: 'recent' } } };
export const Starred: Story = { args: { view: { ...DEFAULT_DRIVE_VIEW, view: 'starred' } } };
export const Trash: Story = { args: { view: { ...DEFAULT_DRIVE_VIEW, view: 'trash' } } };

export const NoMatch: Story = {
  args: { view: { ...DEFAULT_DRIVE_VIEW, q: 'invoice 2019' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(args.onClearSearch).toHaveBeenCalled();
  },
};

export const ArabicRtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { view: { ...DEFAULT_DRIVE_VIEW, view: 'trash' } },
};
