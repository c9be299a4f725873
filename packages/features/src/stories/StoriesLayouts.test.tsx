import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createProjectsFake } from '../projects/testing/projectsFixtures.ts';
import { renderProjects } from '../projects/testing/renderProjects.tsx';
import { MyStoriesPanel, myStoriesQuery } from './MyStoriesPanel.tsx';
import { StoriesPage } from './StoriesPage.tsx';
import { calendarRange } from './StoryCalendar.tsx';
import { DEFAULT_STORIES_VIEW, type StoriesView } from './storiesView.ts';

describe('StoriesPage layouts', () => {
  it('switches layout through the view (the app keeps it in the URL)', async () => {
    const fake = await createProjectsFake();
    const onViewChange = vi.fn();
    const { user } = renderProjects(
      fake,
      <StoriesPage view={DEFAULT_STORIES_VIEW} onViewChange={onViewChange} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Calendar' }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ layout: 'calendar', page: 1 }),
    );
  });

  it('shows a project’s board with the list’s filters, and asks for a project without one', async () => {
    const fake = await createProjectsFake();
    const board = vi.spyOn(fake.api.stories, 'board');
    const web = fake.project('WEB').id;
    const { rerender } = renderProjects(
      fake,
      <StoriesPage view={{ ...DEFAULT_STORIES_VIEW, layout: 'board' }} />,
    );
    expect(await screen.findByText('Choose a project')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Stories' })).toBeNull();

    rerender(
      <StoriesPage
        view={{ ...DEFAULT_STORIES_VIEW, layout: 'board', project: web, priority: 'high' }}
      />,
    );
    const started = await screen.findByRole('region', { name: 'In progress' });
    expect(within(started).getByText('About page copy')).toBeInTheDocument();
    expect(screen.queryByText('Contact form')).toBeNull();
    expect(board).toHaveBeenCalledWith(web, expect.objectContaining({ priority: ['high'] }));
  });

  it('shows due dates on the calendar, moves by month, and opens a story', async () => {
    const fake = await createProjectsFake({ dueWork: true });
    const list = vi.spyOn(fake.api.stories, 'list');
    const onOpenStory = vi.fn();
    const onViewChange = vi.fn();
    const today = new Date();
    const { user } = renderProjects(
      fake,
      <StoriesPage
        view={{ ...DEFAULT_STORIES_VIEW, layout: 'calendar', assignee: 'me' }}
        onViewChange={onViewChange}
        onOpenStory={onOpenStory}
        today={today}
      />,
    );
    const event = await screen.findByRole('button', { name: /Press release/ });
    expect(screen.queryByRole('button', { name: /Photo shoot/ })).toBeNull();
    const range = calendarRange(today, 'month');
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({
        assignee: ['me'],
        due_from: range.from,
        due_to: range.to,
        size: -1,
      }),
    );
    await user.click(event);
    const press = (await fake.api.stories.list({ q: 'Press release' })).items[0]!;
    expect(onOpenStory).toHaveBeenCalledWith(press.id);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const moved = onViewChange.mock.lastCall?.[0] as StoriesView;
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
    expect(moved.date?.slice(0, 7)).toBe(month);
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ calendar: 'week' }));
  });

  it('saves the current filters as a view, applies a saved one and removes an own one', async () => {
    const fake = await createProjectsFake();
    const web = fake.project('WEB').id;
    const onViewChange = vi.fn();
    const view: StoriesView = { ...DEFAULT_STORIES_VIEW, project: web, priority: 'high' };
    const { user, rerender } = renderProjects(
      fake,
      <StoriesPage view={view} onViewChange={onViewChange} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Give the view a name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Urgent web');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Share with the members of Website relaunch' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('Saved the view Urgent web.')).toBeInTheDocument();
    const [saved] = (await fake.api.stories.views()).items;
    expect(saved).toMatchObject({
      name: 'Urgent web',
      shared: true,
      project_id: web,
      query: { project: web, priority: 'high' },
    });
    // The current view is the saved one.
    const select = screen.getByRole('combobox', { name: 'Saved view' });
    await waitFor(() => expect(select).toHaveTextContent('Urgent web'));

    // Elsewhere, choosing it brings its filters back.
    rerender(<StoriesPage view={DEFAULT_STORIES_VIEW} onViewChange={onViewChange} />);
    await waitFor(() => expect(select).toHaveTextContent('No saved view'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /Urgent web/ }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ project: web, priority: 'high', page: 1 }),
    );

    rerender(<StoriesPage view={view} onViewChange={onViewChange} />);
    await user.click(
      await screen.findByRole('button', { name: 'Remove the saved view Urgent web' }),
    );
    expect(await screen.findByText('Removed the view Urgent web.')).toBeInTheDocument();
    expect((await fake.api.stories.views()).items).toEqual([]);
  });

  it('lists a view another member shared, and does not offer to remove it', async () => {
    const fake = await createProjectsFake({ signedInAs: 'huda' });
    const web = fake.project('WEB').id;
    await fake.api.stories.createView({
      name: 'Huda’s review queue',
      project_id: web,
      shared: true,
      query: { project: web, state: 'review' },
    });
    await fake.api.user.login({ username: 'rana', password: 'correct horse battery' });
    // The page's own view (no app): choosing a saved view changes it.
    const { user } = renderProjects(fake, <StoriesPage />);
    const select = await screen.findByRole('combobox', { name: 'Saved view' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(
      await screen.findByRole('option', {
        name: 'Huda’s review queue · shared in Website relaunch',
      }),
    );
    await waitFor(() => expect(select).toHaveTextContent('Huda’s review queue'));
    expect(screen.queryByRole('button', { name: /Remove the saved view/ })).toBeNull();
  });
});

describe('MyStoriesPanel', () => {
  it('shows what is assigned to me: overdue, due in the week, and every open one', async () => {
    const fake = await createProjectsFake({ dueWork: true });
    const onOpenStory = vi.fn();
    const { user } = renderProjects(fake, <MyStoriesPanel onOpenStory={onOpenStory} />);
    const overdue = await screen.findByRole('list', { name: 'Overdue' });
    expect(within(overdue).getByText('Launch checklist')).toBeInTheDocument();
    const soon = screen.getByRole('list', { name: 'Due in the next 7 days' });
    expect(within(soon).getByText('Press release')).toBeInTheDocument();
    expect(within(soon).queryByText('Launch checklist')).toBeNull();
    const assigned = screen.getByRole('list', { name: 'Assigned to me' });
    for (const title of ['Launch checklist', 'Press release', 'Sitemap']) {
      expect(within(assigned).getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByText('Photo shoot')).toBeNull();
    await user.click(within(soon).getByText('Press release'));
    expect(onOpenStory).toHaveBeenCalled();
  });

  it('says so when nothing is assigned, and offers "See all" past the size', async () => {
    // Huda's one story is done.
    const fake = await createProjectsFake({ signedInAs: 'huda' });
    renderProjects(fake, <MyStoriesPanel />);
    expect(await screen.findByText('Nothing overdue.')).toBeInTheDocument();
    expect(screen.getByText('No open stories are assigned to you.')).toBeInTheDocument();

    const onSeeAll = vi.fn();
    const other = await createProjectsFake({ dueWork: true });
    const { user } = renderProjects(
      other,
      <MyStoriesPanel size={1} sections={['assigned']} onSeeAll={onSeeAll} />,
    );
    await user.click(await screen.findByRole('button', { name: 'See all 3 in Assigned to me' }));
    expect(onSeeAll).toHaveBeenCalledWith('assigned');
  });

  it('asks only for open work assigned to the caller', () => {
    expect(myStoriesQuery('overdue', 5)).toMatchObject({
      assignee: ['me'],
      due: 'overdue',
      state_group: ['backlog', 'unstarted', 'started', 'review'],
      size: 5,
    });
    expect(myStoriesQuery('dueSoon', 5)).toMatchObject({ due: 'week', sort: 'due_date' });
    expect(myStoriesQuery('assigned', 5)).not.toHaveProperty('due');
  });
});
