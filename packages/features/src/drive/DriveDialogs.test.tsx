import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrivePage } from './DrivePage.tsx';
import { createDriveFake, type DriveFakeOptions } from './testing/driveFixtures.ts';
import { renderDrive } from './testing/renderDrive.tsx';

async function setup(options: DriveFakeOptions = {}) {
  const fake = await createDriveFake(options);
  return { fake, ...renderDrive(fake, <DrivePage />) };
}

async function openMenu(
  user: ReturnType<typeof renderDrive>['user'],
  name: string,
  action: string,
) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('drive dialogs', () => {
  it('creates a folder, showing the server’s word on the name on the field', async () => {
    const { user, fake } = await setup();
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(dialog).toHaveTextContent('In My drive.');
    const name = within(dialog).getByLabelText(/^Folder name/);
    expect(name).toHaveValue('Untitled folder');

    await user.clear(name);
    await user.type(name, 'a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Must not contain / or \\')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('An item with this name already exists in this folder'),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Contracts');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('“Contracts” was created.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Contracts' })).toBeInTheDocument();
    const root = await fake.api.drive.list({ view: 'my' });
    expect(root.items.map((item) => item.name)).toContain('Contracts');
  });

  it('renames on the version it saw; after someone else’s change it says the new name and saves on it', async () => {
    const { user, fake } = await setup();
    await openMenu(user, 'Budget 2026.xlsx', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Budget 2026.xlsx');

    // Someone renames it first.
    const budget = fake.item('Budget 2026.xlsx');
    await fake.api.drive.update(budget.id, {
      name: 'Budget final.xlsx',
      revision: budget.revision,
    });

    await user.clear(name);
    await user.type(name, 'Budget v2.xlsx');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Someone else changed this item')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('It is now called “Budget final.xlsx”.');
    expect(name).toHaveValue('Budget v2.xlsx');

    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Renamed to “Budget v2.xlsx”.')).toBeInTheDocument();
    expect((await fake.api.drive.get(budget.id)).name).toBe('Budget v2.xlsx');
  });

  it('refuses to move a folder into itself with the server’s message, and moves a file', async () => {
    const { user, fake } = await setup();
    await openMenu(user, 'Projects', 'Move');
    let dialog = await screen.findByRole('dialog', { name: 'Move “Projects”' });
    expect(await within(dialog).findByText('It is already in this folder.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: 'Projects' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Logos' }));
    const path = within(dialog).getByRole('navigation', { name: 'Destination' });
    expect(path).toHaveTextContent('My drive');
    expect(path).toHaveTextContent('Logos');
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    expect(
      await within(dialog).findByText('A folder cannot be moved into itself or one of its folders'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openMenu(user, 'Team photo.jpg', 'Move');
    dialog = await screen.findByRole('dialog', { name: 'Move “Team photo.jpg”' });
    await user.click(await within(dialog).findByRole('button', { name: 'Invoices' }));
    await within(dialog).findByRole('button', { name: 'Back to My drive' });
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('“Team photo.jpg” was moved to Invoices.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Team photo.jpg' })).toBeNull(),
    );
    const invoices = await fake.api.drive.list({ parent_id: fake.item('Invoices').id });
    expect(invoices.items.map((item) => item.name)).toEqual(['March.pdf', 'Team photo.jpg']);
  });

  it('shares: lists the owner and entries, adds a person and a team, removes a person and saves', async () => {
    const { user, fake } = await setup();
    await openMenu(user, 'Projects', 'Share');
    const dialog = await screen.findByRole('dialog', { name: 'Share “Projects”' });
    const people = await within(dialog).findByRole('list', { name: 'Who has access' });
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(3));
    const [owner, huda, lina] = within(people).getAllByRole('listitem');
    expect(owner).toHaveTextContent('Rana Mansour (you)Owner');
    expect(huda).toHaveTextContent('Huda SalehPerson');
    expect(within(huda!).getByRole('radio', { name: 'Editor' })).toBeChecked();
    expect(lina).toHaveTextContent('Lina NasserPerson');
    expect(within(lina!).getByRole('radio', { name: 'Viewer' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(within(dialog).getByRole('combobox', { name: 'Add people or teams' }), 'omar');
    await user.click(await screen.findByRole('option', { name: 'Omar Haddad (@omar)' }));
    const omar = (await within(people).findByText('Omar Haddad')).closest('li') as HTMLElement;
    expect(within(omar).getByRole('radio', { name: 'Viewer' })).toBeChecked();
    await user.click(within(omar).getByRole('radio', { name: 'Editor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Lina Nasser' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Add people or teams' }), 'des');
    await user.click(await screen.findByRole('option', { name: 'Design (team)' }));
    expect(await within(people).findByText('Design')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Access to “Projects” was saved.')).toBeInTheDocument();
    const access = await fake.api.drive.getAccess(fake.item('Projects').id);
    expect(access.entries.map((entry) => [entry.principal_id, entry.role])).toEqual([
      [fake.userIds.get('huda'), 'editor'],
      [fake.userIds.get('omar'), 'editor'],
      [fake.teamIds.get('Design'), 'viewer'],
    ]);
  });

  it('shows what an item inherits from the folders above, and where it comes from', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Projects' }));
    await openMenu(user, 'Logos', 'Share');
    const dialog = await screen.findByRole('dialog', { name: 'Share “Logos”' });
    const inherited = await within(dialog).findByRole('list', { name: 'From the folders above' });
    const rows = within(inherited).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Huda SalehFrom ProjectsEditor');
    expect(rows[1]).toHaveTextContent('Lina NasserFrom ProjectsViewer');
    expect(dialog).toHaveTextContent('No one has been added here; the folders above share it.');
  });

  it('lets a viewer see who has access, without changing it', async () => {
    const { user } = await setup();
    const nav = await screen.findByRole('navigation', { name: 'Drive' });
    await user.click(within(nav).getByRole('button', { name: 'Shared with me' }));
    await openMenu(user, 'Brand kit', 'Share');
    const dialog = await screen.findByRole('dialog', { name: 'Share “Brand kit”' });
    expect(
      within(dialog).getByText(
        'You can see who has access, but only the owner and editors can change it.',
      ),
    ).toBeInTheDocument();
    const people = await within(dialog).findByRole('list', { name: 'Who has access' });
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(2));
    expect(within(people).getAllByRole('listitem')[1]).toHaveTextContent(
      'Rana Mansour (you)PersonViewer',
    );
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('stars and unstars an item, and lists it under Starred', async () => {
    const { user } = await setup();
    await openMenu(user, 'Team photo.jpg', 'Add to Starred');
    expect(await screen.findByText('“Team photo.jpg” was added to Starred.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Drive' });
    await user.click(within(nav).getByRole('button', { name: 'Starred' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Starred' })).toBeInTheDocument();
    const photo = await screen.findByRole('button', { name: 'Team photo.jpg' });
    expect(photo.closest('[role="row"]')).toHaveTextContent('Starred');
    await openMenu(user, 'Team photo.jpg', 'Remove from Starred');
    expect(await screen.findByText('Nothing starred yet')).toBeInTheDocument();
  });
});
