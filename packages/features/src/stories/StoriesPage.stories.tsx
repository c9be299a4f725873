import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, waitFor, within } from 'storybook/test';
import { StoriesPage } from './StoriesPage.tsx';
import {
  PHONE_VIEWPORT,
  seedProjects,
  withProjectsProviders,
} from '../projects/testing/projectsStories.tsx';

/** Every story the person may see: filters, search, grouping, sort and pages; quick create. */
const meta = {
  title: 'Features/Stories/StoriesPage',
  component: StoriesPage,
  loaders: [seedProjects()],
  decorators: [withProjectsProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'Stories' });
    await waitFor(() => expect(within(grid).getByText('About page copy')).toBeVisible());
  },
};

/** Grouped by state (the grouping lives in the URL in the app). */
export const GroupedByState: Story = {
  args: { view: { sort: 'updated_at', order: 'desc', page: 1, size: 10, group: 'state' } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /In review/ })).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [seedProjects({ projects: [] })],
  play: async () => {
    await expect(await screen.findByText('No stories yet')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedProjects({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedProjects({ failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/story' }) }),
  ],
  play: async () => {
    await expect(await screen.findByText('The stories could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'القصص' });
    await waitFor(() => expect(within(grid).getByText('نص صفحة من نحن')).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('About page copy')).toBeVisible());
  },
};
