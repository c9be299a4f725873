import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ProjectDialog } from './ProjectDialog.tsx';
import {
  PHONE_VIEWPORT,
  projectsFakeOf,
  seedProjects,
  withProjectsProviders,
} from './testing/projectsStories.tsx';

/** Create or edit a project: name, key, lead, members, dates, status, health, estimates. */
const meta = {
  title: 'Features/Projects/ProjectDialog',
  component: ProjectDialog,
  loaders: [seedProjects()],
  decorators: [withProjectsProviders],
  args: { open: true, onClose: () => undefined, onSaved: () => undefined },
} satisfies Meta<typeof ProjectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await expect(within(dialog).getByRole('textbox', { name: /Key/ })).toBeEnabled();
  },
};

/** Editing: the key stays (it is in every story's number). */
export const Edit: Story = {
  render: (args, context) => (
    <ProjectDialog {...args} project={projectsFakeOf(context).project('WEB')} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    await expect(within(dialog).getByRole('textbox', { name: /Key/ })).toBeDisabled();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  render: (args, context) => (
    <ProjectDialog {...args} project={projectsFakeOf(context).project('WEB')} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'تعديل المشروع' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: New.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: New.play };
