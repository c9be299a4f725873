import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProjectsPage } from './ProjectsPage.tsx';
import { PHONE_VIEWPORT, seedProjects, withProjectsProviders } from './testing/projectsStories.tsx';

/** The projects list: status, health, lead, progress; filters, search, sort, new project. */
const meta = {
  title: 'Features/Projects/ProjectsPage',
  component: ProjectsPage,
  loaders: [seedProjects()],
  decorators: [withProjectsProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('grid', { name: 'Projects' });

export const Default: Story = {
  play: async () => {
    const grid = await table();
    await waitFor(() => expect(within(grid).getByText('Website relaunch')).toBeVisible());
    await expect(within(grid).getByText('1 of 4 done')).toBeVisible();
    await expect(within(grid).getByText('Off track')).toBeVisible();
  },
};

/** The new project dialog, with a key the form refuses before asking the server. */
export const NewProject: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Podcast');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Key/ }), 'P');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await expect(
      await within(dialog).findByText('Use 2 to 6 capital letters (A to Z).'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [seedProjects({ projects: [] })],
  play: async () => {
    await expect(await screen.findByText('No projects yet')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedProjects({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedProjects({ failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/projects' }) }),
  ],
  play: async () => {
    await expect(await screen.findByText('The projects could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'المشاريع' });
    await waitFor(() => expect(within(grid).getByText('إعادة إطلاق الموقع')).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** Cards on a 390 px phone. */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    await waitFor(() => expect(screen.getByText('Website relaunch')).toBeVisible());
    await expect(screen.getByText('1 of 4 done')).toBeVisible();
  },
};

/** The lead filter: a person from the organisation's search; the list asks the server. */
export const LeadFilter: Story = {
  play: async () => {
    const grid = await table();
    await waitFor(() => expect(within(grid).getByText('Website relaunch')).toBeVisible());
    await userEvent.type(screen.getByRole('combobox', { name: 'Lead' }), 'huda');
    await userEvent.click(await screen.findByRole('option', { name: /Huda Saleh/ }));
    await expect(await screen.findByText('No projects match')).toBeVisible();
  },
};
