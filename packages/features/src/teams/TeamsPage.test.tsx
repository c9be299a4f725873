import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createTeamsFake, TEAMS_AR, PEOPLE_AR } from './testing/teamsFixtures.ts';
import { renderTeams } from './testing/renderTeams.tsx';
import { TeamsPage } from './TeamsPage.tsx';

async function setup(options: Parameters<typeof createTeamsFake>[0] = {}) {
  const fake = await createTeamsFake(options);
  const onOpenTeam = vi.fn();
  const onOpenRoles = vi.fn();
  const rendered = renderTeams(
    fake,
    <TeamsPage onOpenTeam={onOpenTeam} onOpenRoles={onOpenRoles} />,
  );
  return { ...rendered, fake, onOpenTeam, onOpenRoles };
}

describe('TeamsPage', () => {
  it('lists teams with leads, member counts and permission counts, and opens one', async () => {
    const { user, onOpenTeam, fake } = await setup();
    const grid = await screen.findByRole('grid', { name: 'Teams' });
    const design = (await within(grid).findByText('Design')).closest('[role="row"]') as HTMLElement;
    expect(design).toHaveTextContent('Huda Saleh');
    expect(design).toHaveTextContent('3 permissions');
    expect(within(design).getByText('3')).toBeInTheDocument();
    const marketing = within(grid).getByText('Marketing').closest('[role="row"]') as HTMLElement;
    expect(marketing).toHaveTextContent('1 permission');
    await user.click(within(grid).getByRole('button', { name: 'Design' }));
    expect(onOpenTeam).toHaveBeenCalledWith(fake.teamIds.get('Design'));
  });

  it('creates a team, refusing a duplicate name with the field error', async () => {
    const { user, fake } = await setup();
    await screen.findByText('Design');
    await user.click(screen.getByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('Enter a team name')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'design');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(
      await within(dialog).findByText('A team with this name already exists'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Support');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Helps everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Support was created.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Support' })).toBeInTheDocument();
    const created = await fake.api.team.list({ name: 'Support' });
    expect(created.items[0]).toMatchObject({ description: 'Helps everyone', member_count: 0 });
  });

  it('edits a team from its row actions', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Video' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Video');
    await user.clear(name);
    await user.type(name, 'Motion');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Motion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('deletes a team after confirmation', async () => {
    const { user, fake } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Marketing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Marketing?' });
    expect(confirm).toHaveTextContent('Its 2 members lose the permissions this team grants.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete team' }));
    expect(await screen.findByText('Marketing was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Marketing' })).not.toBeInTheDocument(),
    );
    expect((await fake.api.team.list()).total).toBe(2);
  });

  it('searches by name and offers to clear a search that matches nothing', async () => {
    const { user } = await setup();
    await screen.findByText('Design');
    await user.type(screen.getByLabelText('Search teams'), 'vid');
    await waitFor(() => expect(screen.queryByText('Design')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Video' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search teams'), 'zzz');
    expect(await screen.findByText('No teams match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('button', { name: 'Design' })).toBeInTheDocument();
  });

  it('follows the view it is given (the URL) and reports changes to it', async () => {
    const fake = await createTeamsFake();
    const onViewChange = vi.fn();
    const { user, rerender } = renderTeams(
      fake,
      <TeamsPage
        onOpenTeam={vi.fn()}
        view={{ page: 1, size: 10, name: 'vid' }}
        onViewChange={onViewChange}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Video' })).toBeInTheDocument();
    expect(screen.queryByText('Design')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search teams')).toHaveValue('vid');
    await user.clear(screen.getByLabelText('Search teams'));
    await user.type(screen.getByLabelText('Search teams'), 'des');
    await waitFor(() =>
      expect(onViewChange).toHaveBeenLastCalledWith({ page: 1, size: 10, name: 'des' }),
    );
    // Back (a new view from outside) replaces what the box says.
    rerender(
      <TeamsPage onOpenTeam={vi.fn()} view={{ page: 1, size: 10 }} onViewChange={onViewChange} />,
    );
    expect(await screen.findByRole('button', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search teams')).toHaveValue('');
  });

  it('shows the empty state with a create action when there are no teams', async () => {
    await setup({ teams: [] });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New team' })).toHaveLength(2);
  });

  it('shows the error state with a retry', async () => {
    const failWith = new ApiError({ kind: 'no-response', status: 0, url: '/api/teams' });
    await setup({ failWith });
    expect(await screen.findByText('Teams could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('hides create, edit and delete without the Team ability', async () => {
    const fake = await createTeamsFake({
      signedInAs: { username: 'rana', role: 'admin', permissions: ['Teams Management'] },
    });
    fake.session.update({
      ...(await fake.api.user.profile()),
      permissions: [],
      userAbilityRules: [],
    });
    const { user } = renderTeams(fake, <TeamsPage onOpenTeam={vi.fn()} onOpenRoles={vi.fn()} />);
    await screen.findByRole('button', { name: 'Design' });
    expect(screen.queryByRole('button', { name: 'New team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Team Management' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Design' }));
    expect(await screen.findByRole('menuitem', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks Arabic right to left with Arabic digits', async () => {
    const fake = await createTeamsFake({ teams: TEAMS_AR, people: PEOPLE_AR });
    renderTeams(fake, <TeamsPage onOpenTeam={vi.fn()} />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفرق' })).toBeInTheDocument();
    const row = (await screen.findByText('التصميم')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('هدى صالح');
    expect(row).toHaveTextContent('٣ صلاحيات');
    expect(within(row).getByText('٣')).toBeInTheDocument();
    expect(row.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
