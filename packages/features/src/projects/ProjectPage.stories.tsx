import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProjectPage } from './ProjectPage.tsx';
import {
  PHONE_VIEWPORT,
  projectsFakeOf,
  seedProjects,
  withProjectsProviders,
} from './testing/projectsStories.tsx';

/** One project: overview, members, states (add, rename, recolour, reorder) and labels. */
const meta = {
  title: 'Features/Projects/ProjectPage',
  component: ProjectPage,
  loaders: [seedProjects()],
  decorators: [withProjectsProviders],
  parameters: { layout: 'fullscreen' },
  args: { projectId: '', listHref: '/main/project', onOpenList: () => undefined },
  render: (args, context) => (
    <ProjectPage
      {...args}
      projectId={args.projectId || projectsFakeOf(context).project('WEB').id}
    />
  ),
} satisfies Meta<typeof ProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Website relaunch' }),
    ).toBeVisible();
    await expect(screen.getByText('The copy is a week late.')).toBeVisible();
  },
};

/** The states, reordered from the keyboard (Move up / Move down buttons). */
export const States: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'States' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Todo up' }));
    const list = screen.getByRole('list', { name: 'States' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Todo'));
  },
};

/** Adding a state: name, group and colour. */
export const NewState: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'States' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'New state' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Members: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Members' }));
    const list = screen.getByRole('list', { name: 'Members' });
    await expect(within(list).getByText('Huda Saleh')).toBeVisible();
  },
};

export const Labels: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Labels' }));
    const list = screen.getByRole('list', { name: 'Labels' });
    await expect(within(list).getByText('Design')).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedProjects({ latencyMs: Infinity })] };

export const NotFound: Story = {
  args: { projectId: '00000000-0000-4000-8000-999999999999' },
  play: async () => {
    await expect(await screen.findByText('Project not found')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'إعادة إطلاق الموقع' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Overview.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Overview.play };
