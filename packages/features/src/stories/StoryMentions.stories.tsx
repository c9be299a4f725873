import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import {
  createProjectsFake,
  type ProjectsFakeOptions,
} from '../projects/testing/projectsFixtures.ts';
import { PHONE_VIEWPORT, withProjectsProviders } from '../projects/testing/projectsStories.tsx';
import { StoryPage } from './StoryPage.tsx';

/** A story of WEB (members Rana, Huda, Omar; Lina is not one), its fake, and people search. */
function seedStory(
  options: ProjectsFakeOptions & {
    title?: string;
    searchFails?: boolean;
    searchHangs?: boolean;
  } = {},
) {
  return async () => {
    const projectsFake = await createProjectsFake(options);
    const page = await projectsFake.api.stories.list({ q: options.title ?? 'Press kit' });
    if (options.searchFails) {
      projectsFake.api.user.listMinimal = () =>
        Promise.reject(
          new ApiError({
            kind: 'detail',
            status: 500,
            url: '/users',
            detail: 'Internal Server Error',
          }),
        );
    }
    if (options.searchHangs) {
      projectsFake.api.user.listMinimal = () => new Promise(() => undefined);
    }
    return { projectsFake, storyId: page.items[0]?.id ?? '' };
  };
}

async function commentEditor() {
  const form = await screen.findByRole('form', { name: /Add a comment|إضافة تعليق/ });
  const editor = within(form).getByRole('textbox');
  return { form, editor };
}

/** `@` in a comment or the description opens a people picker: the project's members first. */
const meta = {
  title: 'Features/Stories/Mentions',
  component: StoryPage,
  loaders: [seedStory()],
  decorators: [withProjectsProviders],
  parameters: { layout: 'fullscreen' },
  args: { storyId: '', listHref: '/main/story', onOpenList: () => undefined },
  render: (args, context) => (
    <StoryPage {...args} storyId={(context.loaded as { storyId: string }).storyId} />
  ),
} satisfies Meta<typeof StoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker open after `@`: members first, then others from the people search. */
export const Default: Story = {
  play: async () => {
    const { editor } = await commentEditor();
    await userEvent.click(editor);
    await userEvent.keyboard('Ask @');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(3));
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    await expect(names[names.length - 1]).toContain('not in this project');
  },
};

/** Picked with the keyboard, posted, and shown as a chip in the timeline. */
export const MentionInComment: Story = {
  play: async () => {
    const { form, editor } = await commentEditor();
    await userEvent.click(editor);
    await userEvent.keyboard('Please check @om');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor.querySelector('[data-mention]')).not.toBeNull());
    await userEvent.keyboard('today');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    await waitFor(() =>
      expect(timeline.querySelector('[data-mention]')?.textContent).toBe('@Omar Haddad'),
    );
  },
};

/** In the description editor, arrows move through the list and Escape closes it. */
export const MentionInDescription: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit description' }));
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.keyboard('@');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor.querySelector('[data-mention]')).not.toBeNull());
  },
};

/** Nobody matches what was typed. */
export const NoMatch: Story = {
  play: async () => {
    const { editor } = await commentEditor();
    await userEvent.click(editor);
    await userEvent.keyboard('@zzz');
    await expect(await screen.findByText('No one found')).toBeVisible();
  },
};

/** The server's search is slow: the list says it is still looking. */
export const Searching: Story = {
  loaders: [seedStory({ searchHangs: true })],
  play: async () => {
    const { editor } = await commentEditor();
    await userEvent.click(editor);
    await userEvent.keyboard('@');
    await expect(await screen.findByText('Looking for people…')).toBeVisible();
  },
};

/** The people search failed. */
export const SearchFailed: Story = {
  loaders: [seedStory({ searchFails: true })],
  play: async () => {
    const { editor } = await commentEditor();
    await userEvent.click(editor);
    await userEvent.keyboard('@zz');
    await expect(
      await screen.findByText('People could not be searched. Keep typing to try again.'),
    ).toBeVisible();
  },
};

/** Arabic, right to left: Arabic names in the list and in the chip. */
export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedStory({ language: 'ar', title: 'نص صفحة من نحن' })],
  play: async () => {
    const { editor } = await commentEditor();
    await userEvent.click(editor);
    await userEvent.keyboard('اسأل @');
    const list = await screen.findByRole('listbox', { name: 'أشخاص للإشارة إليهم' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor.querySelector('[data-mention]')).not.toBeNull());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Default.play };
