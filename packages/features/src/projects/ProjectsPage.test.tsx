import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createProjectsFake } from './testing/projectsFixtures.ts';
import { renderProjects } from './testing/renderProjects.tsx';
import { ProjectsPage } from './ProjectsPage.tsx';
import { DEFAULT_PROJECTS_VIEW } from './projectsView.ts';

describe('ProjectsPage', () => {
  it('lists the projects with status, health, lead and progress', async () => {
    const fake = await createProjectsFake();
    renderProjects(fake, <ProjectsPage view={DEFAULT_PROJECTS_VIEW} />);
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    await waitFor(() => expect(within(grid).getByText('Website relaunch')).toBeInTheDocument());
    expect(within(grid).getByText('WEB')).toBeInTheDocument();
    expect(within(grid).getByText('At risk')).toBeInTheDocument();
    // Four stories, one done.
    expect(within(grid).getByText('1 of 4 done')).toBeInTheDocument();
    expect(within(grid).getAllByText('Rana Mansour').length).toBeGreaterThan(0);
  });

  it('asks the server for the filters of the view and changes the view from the filter bar', async () => {
    const fake = await createProjectsFake();
    const list = vi.spyOn(fake.api.projects, 'list');
    const onViewChange = vi.fn();
    const { user } = renderProjects(
      fake,
      <ProjectsPage
        view={{ ...DEFAULT_PROJECTS_VIEW, status: 'paused' }}
        onViewChange={onViewChange}
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    await waitFor(() => expect(within(grid).getByText('Mobile app')).toBeInTheDocument());
    expect(within(grid).queryByText('Website relaunch')).toBeNull();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ status: ['paused'] }));
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.type(search, 'app{Enter}');
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'app', status: 'paused', page: 1 }),
    );
  });

  it('creates a project, checking the key first, and opens it', async () => {
    const fake = await createProjectsFake();
    const onOpenProject = vi.fn();
    const { user } = renderProjects(
      fake,
      <ProjectsPage view={DEFAULT_PROJECTS_VIEW} onOpenProject={onOpenProject} />,
    );
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Podcast');
    await user.type(within(dialog).getByRole('textbox', { name: /Key/ }), 'p');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(
      await within(dialog).findByText('Use 2 to 6 capital letters (A to Z).'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Key/ }), 'od1');
    expect(within(dialog).getByRole('textbox', { name: /Key/ })).toHaveValue('POD');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onOpenProject).toHaveBeenCalled());
    const created = await fake.api.projects.list({ q: 'Podcast' });
    expect(created.items[0]?.key).toBe('POD');
    expect(onOpenProject).toHaveBeenCalledWith(created.items[0]?.id);
  });

  it('shows the server’s word when the key is taken', async () => {
    const fake = await createProjectsFake();
    const { user } = renderProjects(fake, <ProjectsPage view={DEFAULT_PROJECTS_VIEW} />);
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Another site');
    await user.type(within(dialog).getByRole('textbox', { name: /Key/ }), 'WEB');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(
      await within(dialog).findByText('Another project already has this key.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('filters by lead: asks the server with the lead and picks one from the people search', async () => {
    const fake = await createProjectsFake();
    const list = vi.spyOn(fake.api.projects, 'list');
    const huda = fake.userIds.get('huda')!;
    const onViewChange = vi.fn();
    const { user, rerender } = renderProjects(
      fake,
      <ProjectsPage view={{ ...DEFAULT_PROJECTS_VIEW, lead: huda }} onViewChange={onViewChange} />,
    );
    expect(await screen.findByText('No projects match')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ lead_id: huda }));

    rerender(<ProjectsPage view={DEFAULT_PROJECTS_VIEW} onViewChange={onViewChange} />);
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    await waitFor(() => expect(within(grid).getByText('Website relaunch')).toBeInTheDocument());
    await user.type(screen.getByRole('combobox', { name: 'Lead' }), 'rana');
    await user.click(await screen.findByRole('option', { name: /Rana Mansour/ }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ lead: fake.userIds.get('rana'), page: 1 }),
    );
  });

  it('keeps its own view when the app gives none, and still tells a listener', async () => {
    const fake = await createProjectsFake();
    const onViewChange = vi.fn();
    const { user } = renderProjects(fake, <ProjectsPage onViewChange={onViewChange} />);
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    await waitFor(() => expect(within(grid).getByText('Mobile app')).toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'mobile{Enter}');
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'mobile' }));
    await waitFor(() => expect(within(grid).queryByText('Website relaunch')).toBeNull());
    expect(within(grid).getByText('Mobile app')).toBeInTheDocument();
  });
});
