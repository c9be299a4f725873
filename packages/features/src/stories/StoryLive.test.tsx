import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyRefetchResource } from '@atrium/api';
import { ToastProvider } from '@atrium/ui';
import { useNotificationEvents } from '../notifications/useNotificationEvents.ts';
import { createProjectsFake, type ProjectsFake } from '../projects/testing/projectsFixtures.ts';
import { renderProjects } from '../projects/testing/renderProjects.tsx';
import { StoriesPage } from './StoriesPage.tsx';
import { StoryBoard } from './StoryBoard.tsx';
import { StoryPage } from './StoryPage.tsx';
import { DEFAULT_STORIES_VIEW } from './storiesView.ts';
import { storyRefetchMatcher } from './storyRefetch.ts';

/** The app's one live-event listener (mounted in the signed-in layout) above the page. */
function Live({ children }: { children: ReactNode }) {
  useNotificationEvents({ playSound: () => undefined });
  return children;
}
const live = (node: ReactNode) => (
  <ToastProvider
    dismissLabel="Dismiss"
    regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
  >
    <Live>{node}</Live>
  </ToastProvider>
);

/** Someone else changes a story (straight on the fake server): nothing tells the page yet. */
async function changedElsewhere(fake: ProjectsFake, title: string, change: object) {
  const { items } = await fake.api.stories.list({ q: title });
  const story = items[0]!;
  await fake.api.stories.update(story.id, { version: story.version, ...change });
  return story;
}
const announce = (fake: ProjectsFake, projectId: string, storyId: string) =>
  act(() =>
    fake.api.emitEvent({ type: 'refetch', resource: storyRefetchResource(projectId, storyId) }),
  );

describe('live stories', () => {
  it('the board moves a card when the server says one of its stories changed', async () => {
    const fake = await createProjectsFake();
    const project = fake.project('WEB');
    renderProjects(fake, live(<StoryBoard projectId={project.id} />));
    const review = await screen.findByRole('region', { name: 'In review' });
    expect(within(review).getByText('Press kit')).toBeInTheDocument();
    const done = project.states.find((state) => state.group === 'completed')!;
    const story = await changedElsewhere(fake, 'Press kit', { state_id: done.id });
    // Without the event the board still shows what it fetched.
    expect(within(review).getByText('Press kit')).toBeInTheDocument();
    announce(fake, project.id, story.id);
    const completed = screen.getByRole('region', { name: done.name });
    await waitFor(() => expect(within(completed).getByText('Press kit')).toBeInTheDocument());
    expect(within(review).queryByText('Press kit')).toBeNull();
  });

  it('the list and the story page refetch too', async () => {
    const fake = await createProjectsFake();
    const project = fake.project('WEB');
    const { rerender } = renderProjects(fake, live(<StoriesPage view={DEFAULT_STORIES_VIEW} />));
    const grid = await screen.findByRole('grid', { name: 'Stories' });
    await waitFor(() => expect(within(grid).getByText('Contact form')).toBeInTheDocument());
    const story = await changedElsewhere(fake, 'Contact form', { title: 'Contact and map' });
    announce(fake, project.id, story.id);
    await waitFor(() => expect(within(grid).getByText('Contact and map')).toBeInTheDocument());

    rerender(
      live(<StoryPage storyId={story.id} listHref="/main/story" onOpenList={() => undefined} />),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact and map' }),
    ).toBeInTheDocument();
    await changedElsewhere(fake, 'Contact and map', { title: 'Contact page' });
    announce(fake, project.id, story.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact page' }),
    ).toBeInTheDocument();
  });
});

describe('storyRefetchMatcher', () => {
  const project = '0b6f7a52-8a5e-4c1e-9d57-3f1c2b1a0e11';
  const other = '1c7f8b63-9b6f-4d2f-8e68-402d3c2b1f22';
  const story = '2d8f9c74-ac70-4e30-9f79-513e4d3c2033';

  it('marks the lists, the project’s boards, the story and its project stale', () => {
    const stale = storyRefetchMatcher(storyRefetchResource(project, story))!;
    expect(stale(['stories', 'list', { assignee: ['me'] }])).toBe(true);
    expect(stale(['stories', 'board', project, {}])).toBe(true);
    expect(stale(['stories', 'detail', story])).toBe(true);
    expect(stale(['stories', 'timeline', story])).toBe(true);
    expect(stale(['projects', 'detail', project])).toBe(true);
    expect(stale(['stories', 'board', other, {}])).toBe(false);
    expect(stale(['stories', 'detail', other])).toBe(false);
    expect(stale(['notifications', 'list', {}])).toBe(false);
  });

  it('leaves other resources to their owners', () => {
    expect(storyRefetchMatcher('notifications')).toBeUndefined();
    expect(storyRefetchMatcher(`stories:${project}`)).toBeUndefined();
  });
});
