import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDriveFake, LINKS } from '../testing/driveFixtures.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { DriveLinksPage } from './DriveLinksPage.tsx';
import { DEFAULT_DRIVE_LINKS_VIEW } from './driveLinksView.ts';

describe('DriveLinksPage', () => {
  it('lists my links with their state', async () => {
    const fake = await createDriveFake({ links: LINKS });
    renderDrive(fake, <DriveLinksPage view={DEFAULT_DRIVE_LINKS_VIEW} />);
    const grid = await screen.findByRole('grid', { name: 'Share links' });
    await waitFor(() => expect(within(grid).getByText('Client review')).toBeInTheDocument());
    expect(within(grid).getByText('Revoked')).toBeInTheDocument();
    expect(fake.api.calls).toContain('driveLinks.list');
  });

  it('asks for the revoked state from the server when the view names it', async () => {
    const fake = await createDriveFake({ links: LINKS });
    const list = vi.spyOn(fake.api.driveLinks, 'list');
    renderDrive(fake, <DriveLinksPage view={{ ...DEFAULT_DRIVE_LINKS_VIEW, state: 'revoked' }} />);
    const grid = await screen.findByRole('grid', { name: 'Share links' });
    await waitFor(() => expect(within(grid).getByText('Old budget link')).toBeInTheDocument());
    expect(within(grid).queryByText('Client review')).toBeNull();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ state: 'revoked', scope: 'mine' }));
  });

  it('revokes a link after asking, and says so', async () => {
    const fake = await createDriveFake({ links: LINKS });
    const { user } = renderDrive(fake, <DriveLinksPage view={DEFAULT_DRIVE_LINKS_VIEW} />);
    const grid = await screen.findByRole('grid', { name: 'Share links' });
    await waitFor(() => expect(within(grid).getByText('Client review')).toBeInTheDocument());
    await user.click(
      within(grid).getByRole('button', { name: 'Actions for Client review, Active' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).getAllByText('Revoked')).toHaveLength(2));
  });
});
