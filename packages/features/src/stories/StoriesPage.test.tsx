import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createProjectsFake } from '../projects/testing/projectsFixtures.ts';
import { renderProjects } from '../projects/testing/renderProjects.tsx';
import { StoriesPage } from './StoriesPage.tsx';
import { DEFAULT_STORIES_VIEW } from './storiesView.ts';

describe('StoriesPage', () => {
  it('lists the stories with state, priority and assignees', async () => {
    const fake = await createProjectsFake();
    renderProjects(fake, <StoriesPage view={DEFAULT_STORIES_VIEW} />);
    const grid = await screen.findByRole('grid', { name: 'Stories' });
    await waitFor(() => expect(within(grid).getByText('About page copy')).toBeInTheDocument());
    expect(within(grid).getByText('Launch video script')).toBeInTheDocument();
    expect(within(grid).getByText('High')).toBeInTheDocument();
    expect(within(grid).getByText('Omar Haddad')).toBeInTheDocument();
  });

  it('asks the server for the view’s filters and groups the page', async () => {
    const fake = await createProjectsFake();
    const list = vi.spyOn(fake.api.stories, 'list');
    const web = fake.project('WEB').id;
    renderProjects(
      fake,
      <StoriesPage view={{ ...DEFAULT_STORIES_VIEW, project: web, group: 'state' }} />,
    );
    expect(await screen.findByRole('heading', { name: /Started/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /In review/ })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Started' })).toHaveTextContent('About page copy');
    expect(screen.queryByText('Launch video script')).toBeNull();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ project_id: [web] }));
  });

  it('changes the view from the filter bar', async () => {
    const fake = await createProjectsFake();
    const onViewChange = vi.fn();
    const { user } = renderProjects(
      fake,
      <StoriesPage view={DEFAULT_STORIES_VIEW} onViewChange={onViewChange} />,
    );
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search stories' }),
      'press{Enter}',
    );
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'press', page: 1 }));
  });

  it('adds a story from the quick create line', async () => {
    const fake = await createProjectsFake();
    const { user } = renderProjects(fake, <StoriesPage view={DEFAULT_STORIES_VIEW} />);
    const form = await screen.findByRole('form', { name: 'Add a story' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Project' })).toHaveTextContent(
        'Mobile app',
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Add story' }));
    expect(await within(form).findByText('Give the story a title')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'New story' }), 'App icon');
    await user.click(within(form).getByRole('button', { name: 'Add story' }));
    expect(await within(form).findByText('APP-1 added.')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Stories' });
    await waitFor(() => expect(within(grid).getByText('App icon')).toBeInTheDocument());
  });
});
