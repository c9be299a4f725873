import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { ProjectPage } from './ProjectPage.tsx';
import {
  PHONE_VIEWPORT,
  projectsFakeOf,
  seedProjects,
  withProjectsProviders,
} from './testing/projectsStories.tsx';
import { MASTER_PASSWORD } from './testing/projectsFixtures.ts';

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

/** Archive or delete: the master password first, then the choice (archive by default). */
export const ArchiveOrDelete: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Archive or delete' }));
    const password = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await userEvent.type(within(password).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await userEvent.click(within(password).getByRole('button', { name: 'Confirm' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Archive or delete Website relaunch?',
    });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(within(confirm).getByRole('radio', { name: /^Archive/ })).toBeChecked();
    await expect(within(confirm).getByRole('button', { name: 'Archive project' })).toBeVisible();
  },
};

export const ArchiveOrDeleteArabic: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'أرشفة أو حذف' }));
    const password = await screen.findByRole('dialog');
    await userEvent.type(within(password).getByLabelText(/كلمة المرور الرئيسية/), MASTER_PASSWORD);
    await userEvent.click(within(password).getByRole('button', { name: 'تأكيد' }));
    const confirm = await screen.findByRole('alertdialog');
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(within(confirm).getByRole('button', { name: 'أرشفة المشروع' })).toBeVisible();
  },
};

export const ArchiveOrDeleteDark: Story = {
  globals: { theme: 'dark' },
  play: ArchiveOrDelete.play,
};

/** A project with the content pipeline: its states carry stages; a new one may too. */
export const PipelineStates: Story = {
  render: (args, context) => (
    <ProjectPage {...args} projectId={projectsFakeOf(context).project('SPR').id} />
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'States' }));
    await expect(await screen.findByText('Stage: Script')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'New state' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('combobox', { name: /Content stage/ })).toBeVisible();
  },
};

/** The project could not be read: the failure with a retry (DetailPageStatus). */
export const Error: Story = {
  loaders: [
    seedProjects({ failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/projects' }) }),
  ],
  args: { projectId: '00000000-0000-4000-8000-000000000001' },
  play: async () => {
    await expect(await screen.findByText('The project could not be loaded')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An archived project: it can be brought back, or deleted for good. */
export const Archived: Story = {
  render: (args, context) => {
    const fake = projectsFakeOf(context);
    return <ProjectPage {...args} projectId={fake.project('APP').id} />;
  },
  loaders: [
    async () => {
      const { projectsFake } = await seedProjects()();
      await projectsFake.api.projects.update(projectsFake.project('APP').id, {
        status: 'archived',
      });
      return { projectsFake };
    },
  ],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Bring back' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
