import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createTeamsFake, MASTER_PASSWORD, PEOPLE_AR, TEAMS_AR } from './testing/teamsFixtures.ts';
import { renderTeams } from './testing/renderTeams.tsx';
import { TeamPage } from './TeamPage.tsx';

async function setup(team = 'Design', options: Parameters<typeof createTeamsFake>[0] = {}) {
  const fake = await createTeamsFake(options);
  const onBack = vi.fn();
  const teamId = fake.teamIds.get(team) ?? '00000000-0000-4000-8000-999999999999';
  const rendered = renderTeams(fake, <TeamPage teamId={teamId} onBack={onBack} />);
  return { ...rendered, fake, onBack, teamId };
}

const members = () => within(screen.getByRole('list', { name: 'Members' }));

async function enterMasterPassword(user: ReturnType<typeof renderTeams>['user'], password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
  await user.type(within(dialog).getByLabelText(/^Master password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

describe('TeamPage', () => {
  it('shows members with their lead flags and the team permissions', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Design' })).toBeInTheDocument();
    expect(members().getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Huda Saleh leads the team' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lina Nasser leads the team' })).not.toBeChecked();
    const permissions = within(screen.getByRole('list', { name: 'Permissions' }));
    expect(permissions.getByText('Image editing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save members' })).toBeDisabled();
  });

  it('adds a member, makes a lead, removes one and saves behind the master password', async () => {
    const { user, fake, teamId, masterKey } = await setup();
    await screen.findByRole('heading', { level: 1, name: 'Design' });

    await user.click(screen.getByRole('button', { name: 'Remove Karim Khalil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lina Nasser leads the team' }));
    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'sara');
    await user.click(await screen.findByRole('option', { name: 'Sara Mansour (@sara)' }));
    expect(members().getAllByRole('listitem')).toHaveLength(3);
    // the picker is empty again, ready for the next person
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Add a member' })).toHaveValue(''),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save members' }));
    const dialog = await enterMasterPassword(user, 'nope');
    expect(await within(dialog).findByText('Invalid master password')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Master password/));
    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Members and leads of Design were saved.')).toBeInTheDocument();
    expect(masterKey.token()).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Elevated' })).toBeInTheDocument();
    const saved = await fake.api.team.get(teamId);
    expect(saved.members.map((member) => [member.username, member.is_lead]).sort()).toEqual([
      ['huda', true],
      ['lina', true],
      ['sara', false],
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  }, 20_000);

  it('asks for the master password before sending, naming the save, with no error banner', async () => {
    const { user, fake } = await setup();
    await screen.findByRole('heading', { level: 1, name: 'Design' });
    await user.click(screen.getByRole('button', { name: 'Remove Lina Nasser' }));
    await user.click(screen.getByRole('button', { name: 'Save members' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(dialog).toHaveAccessibleDescription(/^Save the members of Design\./);
    // Nothing was sent for the server to refuse, so there is nothing to show as an error.
    expect(fake.api.calls).not.toContain('team.setMembers');
    expect(screen.queryByText('The members could not be saved')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Members and leads of Design were saved.')).toBeInTheDocument();
    expect(fake.api.calls.filter((call) => call === 'team.setMembers')).toHaveLength(1);
    expect(screen.queryByText('The members could not be saved')).not.toBeInTheDocument();
  }, 20_000);

  it('asks again, without an error banner, when the elevation ran out before the save', async () => {
    const { user, fake, masterKey } = await setup();
    await screen.findByRole('heading', { level: 1, name: 'Design' });
    // Elevated as far as this tab knows; the server has no such token any more.
    masterKey.set('expired-on-the-server', undefined);
    await user.click(screen.getByRole('button', { name: 'Remove Lina Nasser' }));
    await user.click(screen.getByRole('button', { name: 'Save members' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    expect(dialog).toHaveAccessibleDescription(/^Save the members of Design\./);
    expect(screen.queryByText('The members could not be saved')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Members and leads of Design were saved.')).toBeInTheDocument();
    expect(fake.api.calls.filter((call) => call === 'team.setMembers')).toHaveLength(2);
    expect(screen.queryByText('The members could not be saved')).not.toBeInTheDocument();
  }, 20_000);

  it('keeps the draft and says nothing changed when the master password is cancelled', async () => {
    const { user, fake, teamId } = await setup();
    await screen.findByRole('heading', { level: 1, name: 'Design' });
    await user.click(screen.getByRole('button', { name: 'Remove Lina Nasser' }));
    await user.click(screen.getByRole('button', { name: 'Save members' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The master password was not entered, so nothing was changed.'),
    ).toBeInTheDocument();
    expect(members().getAllByRole('listitem')).toHaveLength(2);
    expect((await fake.api.team.get(teamId)).member_count).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(members().getAllByRole('listitem')).toHaveLength(3);
  });

  it('goes back, and says when the team does not exist', async () => {
    const { user, onBack } = await setup('Nope');
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'All teams' })[0]!);
    expect(onBack).toHaveBeenCalled();
  });

  it('shows a load error with a retry', async () => {
    await setup('Design', {
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/team' }),
    });
    expect(await screen.findByText('The team could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    const fake = await createTeamsFake({ teams: TEAMS_AR, people: PEOPLE_AR });
    renderTeams(fake, <TeamPage teamId={fake.teamIds.get('التصميم')!} onBack={vi.fn()} />, 'ar');
    const heading = await screen.findByRole('heading', { level: 1, name: 'التصميم' });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('(٣ أعضاء)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'هدى صالح يقود الفريق' })).toBeChecked();
    expect(screen.getByText('تحرير الصور')).toBeInTheDocument();
  });
});
