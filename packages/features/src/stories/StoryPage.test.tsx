import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { richTextFromPlain } from '@atrium/api';
import { createProjectsFake, type ProjectsFake } from '../projects/testing/projectsFixtures.ts';
import { renderProjects } from '../projects/testing/renderProjects.tsx';
import { StoryPage } from './StoryPage.tsx';

async function storyNamed(fake: ProjectsFake, title: string) {
  const found = (await fake.api.stories.list({ q: title })).items[0];
  if (!found) throw new Error(`No story ${title}`);
  return found;
}

const page = (storyId: string) => (
  <StoryPage storyId={storyId} listHref="/main/story" onOpenList={vi.fn()} />
);

describe('StoryPage', () => {
  it('shows the story with its state, fields and timeline', async () => {
    const fake = await createProjectsFake();
    const story = await storyNamed(fake, 'About page copy');
    renderProjects(fake, page(story.id));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About page copy' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(story.key).length).toBeGreaterThan(0);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    await waitFor(() =>
      expect(within(timeline).getByText('Rana Mansour created the story.')).toBeInTheDocument(),
    );
  });

  it('keeps the person’s change when someone else saved first, and saves it on the fresh version', async () => {
    const fake = await createProjectsFake();
    const story = await storyNamed(fake, 'About page copy');
    const { user } = renderProjects(fake, page(story.id));
    const form = await screen.findByRole('form', { name: 'Details' });
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'About page copy, final');
    // Someone else saves in between.
    await fake.api.stories.update(story.id, { version: story.version, priority: 'urgent' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Someone else changed this story')).toBeInTheDocument();
    expect(title).toHaveValue('About page copy, final');
    // The page shows the story as it is now.
    expect(screen.getAllByText('Urgent').length).toBeGreaterThan(0);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${story.key} saved.`)).toBeInTheDocument();
    const saved = await fake.api.stories.get(story.id);
    expect(saved.title).toBe('About page copy, final');
  });

  it('shows comments from their JSON in their own direction, and reacts to them', async () => {
    const fake = await createProjectsFake();
    const story = await storyNamed(fake, 'Contact form');
    await fake.api.stories.addComment(story.id, richTextFromPlain('مرحبا، looks good'));
    const { user } = renderProjects(fake, page(story.id));
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const text = await within(timeline).findByText('مرحبا، looks good');
    expect(text.closest('p')).toHaveAttribute('dir', 'auto');
    await user.click(within(timeline).getByRole('button', { name: 'React with 👍 (0)' }));
    expect(
      await within(timeline).findByRole('button', { name: 'React with 👍 (1)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The comment box is the rich text editor.
    const form = screen.getByRole('form', { name: 'Add a comment' });
    expect(within(form).getByRole('textbox', { name: 'Add a comment' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
  });

  it('sends a story in review back only with a comment', async () => {
    const fake = await createProjectsFake();
    const story = await storyNamed(fake, 'Press kit');
    const { user } = renderProjects(fake, page(story.id));
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Say what needs to change')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Add the logo files');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    await waitFor(async () =>
      expect((await fake.api.stories.get(story.id)).state.group).not.toBe('review'),
    );
  });

  it('adds a sub-story and links another story', async () => {
    const fake = await createProjectsFake();
    const story = await storyNamed(fake, 'Contact form');
    const other = await storyNamed(fake, 'Press kit');
    const { user } = renderProjects(fake, page(story.id));
    const form = await screen.findByRole('form', { name: 'New sub-story' });
    await user.type(within(form).getByRole('textbox', { name: 'New sub-story' }), 'Spam filter');
    await user.click(within(form).getByRole('button', { name: 'Add sub-story' }));
    const subs = await screen.findByRole('list', { name: 'Sub-stories' });
    expect(within(subs).getByText('Spam filter')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Link a story' }));
    await user.keyboard('Press');
    await user.click(await screen.findByRole('option', { name: `${other.key} Press kit` }));
    const links = await screen.findByRole('list', { name: 'Linked stories' });
    expect(within(links).getByText('Press kit')).toBeInTheDocument();
    expect(within(links).getByText('Relates to')).toBeInTheDocument();
  });

  it('puts a story under a parent of the same project', async () => {
    const fake = await createProjectsFake();
    const story = await storyNamed(fake, 'Contact form');
    const { user } = renderProjects(fake, page(story.id));
    const form = await screen.findByRole('form', { name: 'Details' });
    await user.click(within(form).getByRole('combobox', { name: 'Parent story' }));
    await user.keyboard('Home');
    await user.click(await screen.findByRole('option', { name: /Home page layout/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await fake.api.stories.get(story.id)).parent?.title).toBe('Home page layout'),
    );
  });

  it('says a story is not found', async () => {
    const fake = await createProjectsFake();
    renderProjects(fake, page('00000000-0000-4000-8000-999999999999'));
    expect(await screen.findByText('Story not found')).toBeInTheDocument();
  });
});
