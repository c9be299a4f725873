import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createProjectsFake } from './testing/projectsFixtures.ts';
import { renderProjects } from './testing/renderProjects.tsx';
import { ProjectPage } from './ProjectPage.tsx';

const page = (projectId: string, onOpenList = vi.fn()) => (
  <ProjectPage projectId={projectId} listHref="/main/project" onOpenList={onOpenList} />
);

describe('ProjectPage', () => {
  it('shows the overview: health note, lead, progress', async () => {
    const fake = await createProjectsFake();
    renderProjects(fake, page(fake.project('WEB').id));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website relaunch' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The copy is a week late.')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
  });

  it('reorders, adds and renames states from the keyboard-friendly buttons', async () => {
    const fake = await createProjectsFake();
    const id = fake.project('WEB').id;
    const { user } = renderProjects(fake, page(id));
    await user.click(await screen.findByRole('tab', { name: 'States' }));
    await user.click(screen.getByRole('button', { name: 'Move Todo up' }));
    await waitFor(async () =>
      expect(
        (await fake.api.projects.get(id)).states.map((state) => state.name).slice(0, 2),
      ).toEqual(['Todo', 'Backlog']),
    );
    expect(await screen.findByText('Todo is now 1 of 6.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'States' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Todo'));

    await user.click(screen.getByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'New state' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Blocked');
    await user.click(within(dialog).getByRole('button', { name: 'Add state' }));
    await waitFor(() => expect(within(list).getByText('Blocked')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Blocked' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit state' });
    const name = within(edit).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'On hold');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(list).getByText('On hold')).toBeInTheDocument());
  });

  it('adds a label and shows a taken name on the field', async () => {
    const fake = await createProjectsFake();
    const { user } = renderProjects(fake, page(fake.project('WEB').id));
    await user.click(await screen.findByRole('tab', { name: 'Labels' }));
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    let dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));
    const list = screen.getByRole('list', { name: 'Labels' });
    await waitFor(() => expect(within(list).getByText('Urgent')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add label' }));
    dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Design');
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));
    expect(
      await within(dialog).findByText('The project already has a label with this name.'),
    ).toBeInTheDocument();
  });

  it('removes a member (not the lead)', async () => {
    const fake = await createProjectsFake();
    const id = fake.project('WEB').id;
    const { user } = renderProjects(fake, page(id));
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    expect(
      screen.queryByRole('button', { name: 'Remove Rana Mansour from the project' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Omar Haddad from the project' }));
    await waitFor(async () =>
      expect((await fake.api.projects.get(id)).members.map((m) => m.username)).not.toContain(
        'omar',
      ),
    );
  });

  it('says a project is not found with a way back', async () => {
    const fake = await createProjectsFake();
    const onOpenList = vi.fn();
    const { user } = renderProjects(fake, page('00000000-0000-4000-8000-999999999999', onOpenList));
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All projects' }));
    expect(onOpenList).toHaveBeenCalled();
  });
});
