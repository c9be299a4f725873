import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createProjectsFake,
  type ProjectsFake,
  type ProjectsFakeOptions,
} from '../projects/testing/projectsFixtures.ts';
import { PHONE_VIEWPORT, withProjectsProviders } from '../projects/testing/projectsStories.tsx';
import { ApiError } from '@atrium/api';
import { StoryPage } from './StoryPage.tsx';

/** The seeded story to show: the first one of WEB (or of the first project). */
async function firstStory(fake: ProjectsFake, title?: string) {
  const page = await fake.api.stories.list(title ? { q: title } : { sort: 'number', order: 'asc' });
  return page.items[0]?.id ?? '';
}

/** A story loader: the seeded fake and the id of the story to show. */
function seedStory(options: ProjectsFakeOptions = {}, title?: string, storyId?: string) {
  return async () => {
    const projectsFake = await createProjectsFake(options);
    // A fake that never answers (loading) cannot be asked for the story: any id will do.
    const id =
      storyId ??
      (options.latencyMs === Infinity ? 'loading' : await firstStory(projectsFake, title));
    return { projectsFake, storyId: id };
  };
}

/** One story: fields, description, sub-stories, timeline with comments, review and time. */
const meta = {
  title: 'Features/Stories/StoryPage',
  component: StoryPage,
  loaders: [seedStory({}, 'Press kit')],
  decorators: [withProjectsProviders],
  parameters: { layout: 'fullscreen' },
  args: { storyId: '', listHref: '/main/story', onOpenList: () => undefined },
  render: (args, context) => (
    <StoryPage {...args} storyId={(context.loaded as { storyId: string }).storyId} />
  ),
} satisfies Meta<typeof StoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Press kit' })).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** Sending back from review needs a comment. */
export const SendBackNeedsComment: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send back' }));
    await expect(await screen.findByText('Say what needs to change')).toBeVisible();
  },
};

/** A comment written in the editor (Lexical), then shown from its JSON in the timeline. */
export const Commented: Story = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    const editor = within(form).getByRole('textbox', { name: 'Add a comment' });
    await userEvent.click(editor);
    await userEvent.keyboard('Looks good');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getByText('Looks good')).toBeVisible());
  },
};

/** The description edited in Lexical: an Arabic paragraph in an English story keeps its direction. */
export const EditDescription: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit description' }));
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.keyboard('Logos and photos{Enter}مرحبا بالجميع');
    await userEvent.click(screen.getByRole('button', { name: 'Save description' }));
    const arabic = await screen.findByText('مرحبا بالجميع');
    await waitFor(() => expect(arabic).toBeVisible());
    const paragraph = arabic.closest('p');
    await expect(paragraph?.getAttribute('dir')).toMatch(/rtl|auto/);
    await expect(screen.getByText('Logos and photos')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [seedStory({ latencyMs: Infinity }, 'Press kit')],
};

export const NotFound: Story = {
  loaders: [seedStory({}, undefined, '00000000-0000-4000-8000-999999999999')],
  play: async () => {
    await expect(await screen.findByText('Story not found')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedStory({ language: 'ar' })],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Default.play };

/** A story of a project with the content pipeline: its state's stage beside the state. */
export const ContentStage: Story = {
  loaders: [seedStory({}, 'Launch video script')],
  play: async () => {
    await expect(await screen.findByText('Stage: Script')).toBeVisible();
  },
};

/** The story could not be read: the failure with a retry (DetailPageStatus). */
export const Error: Story = {
  loaders: [
    seedStory(
      { failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/story' }) },
      undefined,
      '00000000-0000-4000-8000-000000000001',
    ),
  ],
  play: async () => {
    await expect(await screen.findByText('The story could not be loaded')).toBeVisible();
  },
};
