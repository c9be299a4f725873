import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { createTeamsFake, MASTER_PASSWORD, PEOPLE_AR, TEAMS_AR } from './testing/teamsFixtures.ts';
import { renderTeams } from './testing/renderTeams.tsx';
import { RolesPage } from './RolesPage.tsx';

async function setup(options: Parameters<typeof createTeamsFake>[0] = {}) {
  const fake = await createTeamsFake(options);
  const onOpenTeam = vi.fn();
  const rendered = renderTeams(fake, <RolesPage onOpenTeam={onOpenTeam} />);
  return { ...rendered, fake, onOpenTeam };
}

// Label queries: role queries over the whole matrix are slow in jsdom.
const cell = (service: string, team: string) => screen.getByLabelText(`${service} for ${team}`);

// A 19 × 3 matrix of Radix checkboxes is heavy for jsdom.
describe('RolesPage', { timeout: 30_000 }, () => {
  it('shows the teams × services matrix read only until the master password is entered', async () => {
    const { user, fake } = await setup();
    await screen.findByRole('table', { name: 'Permissions of each team' });
    expect(cell('Drive', 'Design')).toBeChecked();
    expect(cell('Video Editor', 'Design')).not.toBeChecked();
    expect(cell('Video Editor', 'Video')).toBeChecked();
    expect(cell('Drive', 'Design')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Unlock editing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the master password' });
    await user.type(within(dialog).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cell('Drive', 'Design')).toBeEnabled());
    expect(screen.getByRole('group', { name: 'Elevated' })).toBeInTheDocument();
    expect(fake.api.calls).toContain('permission.masterKey');
  });

  it('saves one team’s permissions and records the change in the log', async () => {
    const { user, fake } = await setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unlock editing' }));
    await user.type(await screen.findByLabelText(/^Master password/), MASTER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cell('Reports', 'Marketing')).toBeEnabled());

    const save = screen.getByRole('button', { name: 'Save Marketing' });
    expect(save).toBeDisabled();
    await user.click(cell('Reports', 'Marketing'));
    await user.click(cell('Announcements', 'Marketing'));
    expect(screen.getByRole('button', { name: 'Save Design' })).toBeDisabled();
    await user.click(save);

    expect(await screen.findByText('Permissions of Marketing were saved.')).toBeInTheDocument();
    const saved = await fake.api.permission.teamPermissions(fake.teamIds.get('Marketing')!);
    expect(saved.permissions).toEqual(['Reports']);
    const log = within(await screen.findByRole('list', { name: 'Change log' }));
    await waitFor(() => expect(log.getAllByText('Atrium Admin changed Marketing')).toHaveLength(1));
  });

  it('asks for the master password on save when the elevation is gone, and cancelling keeps the draft', async () => {
    const { user, fake, masterKey } = await setup();
    await screen.findByRole('table');
    masterKey.set('stale-token', undefined);
    await waitFor(() => expect(cell('Reports', 'Video')).toBeEnabled());
    await user.click(cell('Reports', 'Video'));
    await user.click(screen.getByRole('button', { name: 'Save Video' }));
    // The fake refuses the token (not issued to this session): the dialog opens.
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The master password was not entered, so nothing was changed.'),
    ).toBeInTheDocument();
    expect(cell('Reports', 'Video')).toBeChecked();
    const stored = await fake.api.permission.teamPermissions(fake.teamIds.get('Video')!);
    expect(stored.permissions).not.toContain('Reports');
  });

  it('shows the change log to a super admin only, and lets nobody else grant what they lack', async () => {
    const fake = await createTeamsFake({
      signedInAs: {
        username: 'rana',
        role: 'admin',
        permissions: ['Teams Management', 'Drive'],
      },
    });
    const { masterKey } = renderTeams(fake, <RolesPage />);
    await screen.findByRole('table');
    masterKey.set('token', undefined);
    await waitFor(() => expect(cell('Drive', 'Video')).toBeEnabled());
    expect(cell('Reports', 'Video')).toBeDisabled();
    expect(
      screen.getByText('You can only grant permissions you hold yourself.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change log' })).not.toBeInTheDocument();
    expect(fake.api.calls).not.toContain('audit.list');
  });

  it('names each permission for what it lets people do, not by its internal subject', async () => {
    await setup();
    const table = await screen.findByRole('table', { name: 'Permissions of each team' });
    const rows = within(table);
    expect(rows.getByRole('rowheader', { name: /^Personal home/ })).toHaveTextContent(
      'See their own work and attendance on the home page.',
    );
    expect(rows.getByRole('rowheader', { name: /^Template Editor/ })).toHaveTextContent(
      'Design and edit photo templates.',
    );
    expect(table).not.toHaveTextContent('Grants');
    expect(table).not.toHaveTextContent('UserHome');
    expect(table).not.toHaveTextContent('PHO Template Editor');
  });

  it('describes the permissions in Arabic too', async () => {
    const fake = await createTeamsFake({ teams: TEAMS_AR, people: PEOPLE_AR });
    renderTeams(fake, <RolesPage />, 'ar');
    const table = await screen.findByRole('table', { name: 'صلاحيات كل فريق' });
    expect(within(table).getByRole('rowheader', { name: /^محرر القوالب/ })).toHaveTextContent(
      'تصميم قوالب الصور وتعديلها.',
    );
    expect(table).not.toHaveTextContent(/[A-Za-z]{3,}/);
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الفرق' })).toBeInTheDocument();
  });

  it('on a phone, shows one team at a time with a picker of every team', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 767.98px'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      const { user } = await setup();
      const group = await screen.findByRole('group', { name: 'Permissions of Design' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(group).getByRole('checkbox', { name: 'Drive' })).toBeChecked();
      expect(within(group).getByRole('checkbox', { name: 'Drive' })).toBeDisabled();
      await user.click(screen.getByRole('combobox', { name: 'Team' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Design', 'Marketing', 'Video']);
      await user.click(screen.getByRole('option', { name: 'Video' }));
      const video = await screen.findByRole('group', { name: 'Permissions of Video' });
      expect(within(video).getByRole('checkbox', { name: 'Video Editor' })).toBeChecked();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('shows the empty state without teams', async () => {
    await setup({ teams: [] });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    await setup({ failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/teams' }) });
    expect(await screen.findByText('The permissions could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    const fake = await createTeamsFake({ teams: TEAMS_AR, people: PEOPLE_AR });
    renderTeams(fake, <RolesPage />, 'ar');
    const table = await screen.findByRole('table', { name: 'صلاحيات كل فريق' });
    expect(table.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('الملفات لفريق التصميم')).toBeChecked();
    expect(screen.getByRole('button', { name: 'فتح التعديل' })).toBeInTheDocument();
  });
});
