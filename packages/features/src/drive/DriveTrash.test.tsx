import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrivePage } from './DrivePage.tsx';
import { createDriveFake } from './testing/driveFixtures.ts';
import { renderDrive } from './testing/renderDrive.tsx';

async function setup() {
  const fake = await createDriveFake();
  return { fake, ...renderDrive(fake, <DrivePage />) };
}

type User = ReturnType<typeof renderDrive>['user'];

async function openMenu(user: User, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

async function openTrash(user: User) {
  const nav = await screen.findByRole('navigation', { name: 'Drive' });
  await user.click(within(nav).getByRole('button', { name: 'Trash' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
}

describe('drive trash', () => {
  it('moves an item to the trash and restores it from there', async () => {
    const { user } = await setup();
    await openMenu(user, 'Meeting notes.docx', 'Move to trash');
    expect(
      await screen.findByText('“Meeting notes.docx” was moved to the trash.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Meeting notes.docx' })).toBeNull(),
    );

    await openTrash(user);
    const row = (await screen.findByRole('button', { name: 'Meeting notes.docx' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Moved to trash' })).toBeInTheDocument();
    expect(row).toHaveTextContent('me');
    await openMenu(user, 'Meeting notes.docx', 'Restore');
    expect(await screen.findByText('“Meeting notes.docx” was restored.')).toBeInTheDocument();
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Drive' });
    await user.click(within(nav).getByRole('button', { name: 'My drive' }));
    expect(await screen.findByRole('button', { name: 'Meeting notes.docx' })).toBeInTheDocument();
  });

  it('undoes a move to the trash from the notice', async () => {
    const { user } = await setup();
    await openMenu(user, 'Invoices', 'Move to trash');
    await screen.findByText('“Invoices” was moved to the trash.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invoices' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Done: it is back where it was.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('deletes an item forever after a confirmation naming it, and empties the trash', async () => {
    const { user, fake } = await setup();
    await fake.api.drive.trash(fake.item('Team photo.jpg').id);
    await fake.api.drive.trash(fake.item('Projects').id);
    await fake.api.drive.trash(fake.item('Budget 2026.xlsx').id);
    await openTrash(user);

    await openMenu(user, 'Team photo.jpg', 'Delete forever');
    let confirm = await screen.findByRole('alertdialog', {
      name: 'Delete “Team photo.jpg” forever?',
    });
    expect(confirm).toHaveTextContent('It is deleted at once and cannot be restored.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('“Team photo.jpg” was deleted forever.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Team photo.jpg' })).toBeNull(),
    );

    await openMenu(user, 'Projects', 'Delete forever');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete “Projects” forever?' });
    expect(confirm).toHaveTextContent('The folder and everything in it are deleted at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Empty the trash?' });
    expect(confirm).toHaveTextContent('All 2 items in the trash are deleted forever.');
    await user.click(within(confirm).getByRole('button', { name: 'Empty trash' }));
    expect(
      await screen.findByText('The trash is empty: 2 items were deleted forever.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect((await fake.api.drive.list({ view: 'trash' })).total).toBe(0);
    // Deleted for good: the storage used goes down.
    expect(await screen.findByText(/^2\.6\sMB of 10\sGB used$/)).toBeInTheDocument();
  });

  it('moves the selected items to the trash, leaving those the person may only view', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Budget 2026.xlsx' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Team photo.jpg' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('2 items were moved to the trash.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected items' })).toBeNull();

    await openTrash(user);
    await screen.findByRole('button', { name: 'Team photo.jpg' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('2 items were restored.')).toBeInTheDocument();
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
  });

  it('selects in a shared folder but leaves what the person may only view', async () => {
    const { user } = await setup();
    const nav = await screen.findByRole('navigation', { name: 'Drive' });
    await user.click(within(nav).getByRole('button', { name: 'Shared with me' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Brand kit' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('1 of them you can only view: it stays.');
    expect(within(bar).getByRole('button', { name: 'Move to trash' })).toBeDisabled();
  });
});
