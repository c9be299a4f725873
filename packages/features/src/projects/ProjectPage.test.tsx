import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createProjectsFake, MASTER_PASSWORD } from './testing/projectsFixtures.ts';
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

  it('asks for the master password first, then archives the project by default and brings it back', async () => {
    const fake = await createProjectsFake();
    const id = fake.project('WEB').id;
    const { user } = renderProjects(fake, page(id));
    await user.click(await screen.findByRole('button', { name: 'Archive or delete' }));
    const password = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(password).toHaveTextContent('Archive or delete the project Website relaunch');
    await user.type(within(password).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Archive or delete Website relaunch?',
    });
    expect(within(confirm).getByRole('radio', { name: /^Archive/ })).toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: 'Archive project' }));
    expect(await screen.findByText('Website relaunch was archived.')).toBeInTheDocument();
    expect((await fake.api.projects.get(id)).status).toBe('archived');

    await user.click(await screen.findByRole('button', { name: 'Bring back' }));
    expect(await screen.findByText('Website relaunch is active again.')).toBeInTheDocument();
    expect((await fake.api.projects.get(id)).status).toBe('active');
  });

  it('deletes a project and its stories for good when chosen, then leaves for the list', async () => {
    const fake = await createProjectsFake();
    const id = fake.project('WEB').id;
    const onOpenList = vi.fn();
    const { user } = renderProjects(fake, page(id, onOpenList));
    await user.click(await screen.findByRole('button', { name: 'Archive or delete' }));
    const password = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await user.type(within(password).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('radio', { name: /^Delete for good/ }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete project for good' }));
    await waitFor(() => expect(onOpenList).toHaveBeenCalled());
    await expect(fake.api.projects.get(id)).rejects.toMatchObject({ status: 404 });
    expect((await fake.api.stories.list({ q: 'Press kit' })).total).toBe(0);
  });

  it('does nothing when the master password is not given', async () => {
    const fake = await createProjectsFake();
    const id = fake.project('WEB').id;
    const { user } = renderProjects(fake, page(id));
    await user.click(await screen.findByRole('button', { name: 'Archive or delete' }));
    const password = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await user.click(within(password).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await fake.api.projects.get(id)).status).toBe('active');
    expect(fake.api.calls.some((call) => call.startsWith('projects.remove'))).toBe(false);
  });

  it('gives a state a content stage when the project has the pipeline on', async () => {
    const fake = await createProjectsFake();
    const id = fake.project('SPR').id;
    const { user } = renderProjects(fake, page(id));
    await user.click(await screen.findByRole('tab', { name: 'States' }));
    await user.click(screen.getByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'New state' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Colour grade');
    await user.click(within(dialog).getByRole('combobox', { name: /Content stage/ }));
    await user.click(await screen.findByRole('option', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add state' }));
    await waitFor(async () =>
      expect(
        (await fake.api.projects.get(id)).states.find((state) => state.name === 'Colour grade')
          ?.stage,
      ).toBe('edit'),
    );
  });

  it('asks no content stage in a project without the pipeline', async () => {
    const fake = await createProjectsFake();
    const { user } = renderProjects(fake, page(fake.project('WEB').id));
    await user.click(await screen.findByRole('tab', { name: 'States' }));
    await user.click(screen.getByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'New state' });
    expect(within(dialog).queryByRole('combobox', { name: /Content stage/ })).toBeNull();
  });
});
