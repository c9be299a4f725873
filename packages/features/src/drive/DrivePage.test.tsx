import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { DrivePage } from './DrivePage.tsx';
import { driveSearchString, parseDriveSearch, type DrivePageView } from './driveView.ts';
import { createDriveFake, type DriveFakeOptions } from './testing/driveFixtures.ts';
import { renderDrive } from './testing/renderDrive.tsx';

async function setup(options: DriveFakeOptions = {}) {
  const fake = await createDriveFake(options);
  return { fake, ...renderDrive(fake, <DrivePage />) };
}

/** The names of the rows shown, in order (the name is the cell after the checkbox). */
async function rowNames() {
  const grid = await screen.findByRole('grid', { name: 'Files and folders' });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy', 'true'));
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent ?? '');
}

describe('DrivePage', () => {
  it('lists My drive with folders first, owners, sizes and the storage used', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'My drive' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Projects' });
    expect(await rowNames()).toEqual([
      'Invoices',
      'ProjectsShared',
      'Brand guidelines.pdf',
      'Budget 2026.xlsx',
      'Meeting notes.docx',
      'Team photo.jpg',
    ]);
    const row = screen.getByText('Brand guidelines.pdf').closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('me');
    expect(row).toHaveTextContent(/2\.4\sMB/);
    expect(await screen.findByText(/^190\sMB of 10\sGB used$/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Drive' });
    expect(within(nav).getByRole('button', { name: 'My drive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens folders, shows their breadcrumbs and goes back up with them', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Logos' });
    expect(await rowNames()).toEqual(['LogosShared', 'WebsiteShared', 'Launch video.mp4Shared']);

    await user.click(screen.getByRole('button', { name: 'Logos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logos' })).toBeInTheDocument();
    const crumbs = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((crumb) => crumb.textContent),
    ).toEqual(['My drive', 'Projects', 'Logos']);
    expect(await screen.findByRole('button', { name: 'Logo.svg' })).toBeInTheDocument();

    await user.click(within(crumbs).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('link', {
        name: 'My drive',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My drive' })).toBeInTheDocument();
  });

  it('opens a file as its details: type, size, owner and access', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Brand guidelines.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand guidelines.pdf' });
    expect(dialog).toHaveTextContent('TypePDFapplication/pdf');
    expect(dialog).toHaveTextContent(/Size2\.4\sMB/);
    expect(dialog).toHaveTextContent('Ownerme');
    expect(dialog).toHaveTextContent('Your accessOwner');
    expect(within(dialog).queryByRole('button', { name: /download|preview/i })).toBeNull();
  });

  it('searches everything the person may see, and offers to clear a search that finds nothing', async () => {
    const { user } = await setup();
    await screen.findByRole('button', { name: 'Projects' });
    await user.type(screen.getByLabelText('Search in Drive'), 'logo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results' }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Logo.svg' });
    expect(await rowNames()).toEqual(['LogosShared', 'Logo.svgShared']);

    await user.clear(screen.getByLabelText('Search in Drive'));
    await user.type(screen.getByLabelText('Search in Drive'), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My drive' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search in Drive')).toHaveValue('');
  });

  it('sorts on the server by a column and keeps folders first', async () => {
    const { user } = await setup();
    await screen.findByRole('button', { name: 'Projects' });
    await user.click(
      within(screen.getByRole('columnheader', { name: /Size/ })).getByRole('button'),
    );
    await waitFor(async () =>
      expect(await rowNames()).toEqual([
        // Folders have no size: they keep their own order, first.
        'ProjectsShared',
        'Invoices',
        'Meeting notes.docx',
        'Budget 2026.xlsx',
        'Brand guidelines.pdf',
        'Team photo.jpg',
      ]),
    );
  });

  it('follows the view it is given (the URL) and reports every change to it', async () => {
    const fake = await createDriveFake();
    const onViewChange = vi.fn<(view: DrivePageView) => void>();
    const given = parseDriveSearch('?view=my&q=logo&sort=name&order=desc&layout=grid');
    const { user, rerender } = renderDrive(
      fake,
      <DrivePage
        view={given}
        onViewChange={onViewChange}
        viewHref={(view) => `/drive${driveSearchString(view)}`}
      />,
    );
    expect(screen.getByLabelText('Search in Drive')).toHaveValue('logo');
    await screen.findByText('Logo.svg');
    const tiles = screen.getByRole('list', { name: 'Files and folders' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.querySelector('button')?.textContent),
    ).toEqual(['Logos', 'Logo.svg']);

    // Back to the list layout; then a folder from a plain view: the view round-trips through the URL.
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const listed = onViewChange.mock.lastCall![0];
    expect(listed).toEqual({
      view: 'my',
      q: 'logo',
      sort: 'name',
      order: 'desc',
      page: 1,
      size: 10,
    });
    expect(parseDriveSearch(driveSearchString(listed))).toEqual(listed);

    rerender(<DrivePage view={{ view: 'my', page: 1, size: 10 }} onViewChange={onViewChange} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My drive' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search in Drive')).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Invoices' }));
    const opened = onViewChange.mock.lastCall![0];
    expect(opened).toEqual({ view: 'my', folder: fake.item('Invoices').id, page: 1, size: 10 });
    expect(parseDriveSearch(driveSearchString(opened), opened.folder)).toEqual(opened);
  });

  it('makes folder names and breadcrumbs real links when the app gives URLs', async () => {
    const fake = await createDriveFake();
    const href = (view: DrivePageView) =>
      `/main/drive${view.folder ? `/${view.folder}` : ''}${driveSearchString(view)}`;
    renderDrive(
      fake,
      <DrivePage
        view={{ view: 'my', folder: fake.item('Projects/Logos').id, page: 1, size: 10 }}
        viewHref={href}
      />,
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('link', { name: 'My drive' })).toHaveAttribute(
      'href',
      '/main/drive',
    );
    expect(within(crumbs).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      `/main/drive/${fake.item('Projects').id}`,
    );
  });

  it('says what each empty list is for, with New folder in My drive', async () => {
    const fake = await createDriveFake({ folders: [], files: [], shared: [], shares: {} });
    const { rerender } = renderDrive(fake, <DrivePage view={{ view: 'my', page: 1, size: 10 }} />);
    expect(await screen.findByText('Your drive is empty')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New folder' })).toHaveLength(2);
    rerender(<DrivePage view={{ view: 'shared', page: 1, size: 10 }} />);
    expect(await screen.findByText('Nothing is shared with you yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    rerender(<DrivePage view={{ view: 'starred', page: 1, size: 10 }} />);
    expect(await screen.findByText('Nothing starred yet')).toBeInTheDocument();
    rerender(<DrivePage view={{ view: 'trash', page: 1, size: 10 }} />);
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty trash' })).toBeNull();
  });

  it('shows a folder shared for viewing as read-only, and says why', async () => {
    const { user } = await setup();
    const nav = await screen.findByRole('navigation', { name: 'Drive' });
    await user.click(within(nav).getByRole('button', { name: 'Shared with me' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared with me' }),
    ).toBeInTheDocument();
    const brandKit = await screen.findByRole('button', { name: 'Brand kit' });
    expect(brandKit.closest('[role="row"]')).toHaveTextContent('Huda Saleh');
    expect(brandKit.closest('[role="row"]')).toHaveTextContent('View only');
    await user.click(brandKit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Brand kit' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /You can open what is in this folder but not change it\. Ask Huda Saleh/,
      ),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('link', { name: 'Shared with me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Actions for Fonts' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Download as zip', 'Details', 'Add to Starred', 'Share']);
  });

  it('says when a folder cannot be opened, and leads back to My drive', async () => {
    const fake = await createDriveFake();
    const onViewChange = vi.fn();
    const { user } = renderDrive(
      fake,
      <DrivePage
        view={{ view: 'my', folder: '00000000-0000-4000-8000-999999999999', page: 1, size: 10 }}
        onViewChange={onViewChange}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'This folder cannot be opened' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('It does not exist any more, or it is not shared with you.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to My drive' }));
    expect(onViewChange).toHaveBeenCalledWith({ view: 'my', page: 1, size: 10 });
  });

  it('shows the error state with a retry', async () => {
    await setup({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/drive/items' }),
    });
    expect(await screen.findByText('Your files could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('Storage use could not be loaded.')).toBeInTheDocument();
  });

  it('renames with F2 and moves to the trash with Delete on a focused name', async () => {
    const { user } = await setup();
    const name = await screen.findByRole('button', { name: 'Budget 2026.xlsx' });
    expect(name).toHaveAttribute('aria-keyshortcuts', 'F2 Delete');
    name.focus();
    await user.keyboard('{F2}');
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('button', { name: 'Budget 2026.xlsx' }).focus();
    await user.keyboard('{Delete}');
    expect(
      await screen.findByText('“Budget 2026.xlsx” was moved to the trash.'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with Arabic digits and size units', async () => {
    const fake = await createDriveFake({ language: 'ar' });
    renderDrive(fake, <DrivePage />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'ملفاتي' })).toBeInTheDocument();
    const row = (await screen.findByText('دليل الهوية.pdf')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent(/٢٫٤\sم\.ب/);
    expect(row).toHaveTextContent('أنا');
    expect(await screen.findByText(/^مُستخدَم .+ من ١٠\sغ\.ب$/)).toBeInTheDocument();
  });
});
