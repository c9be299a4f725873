import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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

const view = (extra: Record<string, unknown>) => ({
  sort: 'updated_at' as const,
  order: 'desc' as const,
  page: 1,
  size: 10,
  ...extra,
});

/** The board layout needs a project: it says so until one is chosen. */
export const BoardNeedsProject: Story = {
  args: { view: view({ layout: 'board' }) },
  play: async () => {
    await expect(await screen.findByText('Choose a project')).toBeVisible();
  },
};

/** The due-date calendar with the list's filters (Rana's stories around today). */
export const Calendar: Story = {
  loaders: [seedProjects({ dueWork: true })],
  args: { view: view({ layout: 'calendar' }) },
  play: async () => {
    await expect(await screen.findByRole('button', { name: /Press release/ })).toBeVisible();
  },
};

export const CalendarWeek: Story = {
  loaders: [seedProjects({ dueWork: true })],
  args: { view: view({ layout: 'calendar', calendar: 'week' }) },
  play: async () => {
    await expect(await screen.findByRole('radio', { name: 'Week' })).toBeChecked();
  },
};

export const CalendarArabic: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar', dueWork: true })],
  args: { view: view({ layout: 'calendar' }) },
  play: async () => {
    await expect(await screen.findByRole('button', { name: /البيان الصحفي/ })).toBeVisible();
  },
};

export const CalendarDark: Story = {
  globals: { theme: 'dark' },
  loaders: [seedProjects({ dueWork: true })],
  args: { view: view({ layout: 'calendar' }) },
  play: Calendar.play,
};

export const CalendarPhone: Story = {
  parameters: PHONE_VIEWPORT,
  loaders: [seedProjects({ dueWork: true })],
  args: { view: view({ layout: 'calendar' }) },
  play: async () => {
    await expect(await screen.findByRole('grid')).toBeVisible();
  },
};

/** "My stories": overdue, due soon, everything assigned and open. */
export const MyStories: Story = {
  loaders: [seedProjects({ dueWork: true })],
  args: { view: view({ layout: 'mine' }) },
  play: async () => {
    const overdue = await screen.findByRole('list', { name: 'Overdue' });
    await expect(within(overdue).getByText('Launch checklist')).toBeVisible();
  },
};

export const MyStoriesArabic: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar', dueWork: true })],
  args: { view: view({ layout: 'mine' }) },
  play: async () => {
    const overdue = await screen.findByRole('list', { name: 'متأخرة' });
    await expect(within(overdue).getByText('قائمة الإطلاق')).toBeVisible();
  },
};

export const MyStoriesPhone: Story = {
  parameters: PHONE_VIEWPORT,
  loaders: [seedProjects({ dueWork: true })],
  args: { view: view({ layout: 'mine' }) },
  play: MyStories.play,
};

/** Saving the current filters: own, or shared with the filtered project's members. */
export const SaveView: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('checkbox', {
        name: 'Filter by a project to share the view with its members',
      }),
    ).toBeDisabled();
  },
};

export const SaveViewArabic: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'حفظ العرض' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ هذا العرض' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
