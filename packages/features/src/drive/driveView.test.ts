import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRIVE_VIEW,
  driveListQueryOf,
  driveSearchString,
  driveTableSortOf,
  parseDriveSearch,
  withDriveFolder,
  withDriveLayout,
  withDriveSearch,
  withDriveSection,
  withDriveTableSort,
  type DrivePageView,
} from './driveView.ts';

const FOLDER = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('driveView', () => {
  it('reads the default view from an empty query and writes it back as nothing', () => {
    expect(parseDriveSearch('')).toEqual(DEFAULT_DRIVE_VIEW);
    expect(driveSearchString(DEFAULT_DRIVE_VIEW)).toBe('');
  });

  it('round-trips every part of a view through the URL (the folder through the path)', () => {
    const view: DrivePageView = {
      view: 'shared',
      folder: FOLDER,
      q: 'logo',
      sort: 'size',
      order: 'desc',
      page: 3,
      size: 25,
      layout: 'grid',
    };
    const search = driveSearchString(view);
    expect(search).toBe('?view=shared&q=logo&sort=size&order=desc&page=3&size=25&layout=grid');
    expect(parseDriveSearch(search, FOLDER)).toEqual(view);
    expect(parseDriveSearch(new URLSearchParams(search.slice(1)), FOLDER)).toEqual(view);
  });

  it('leaves out what the server would refuse', () => {
    const long = 'x'.repeat(201);
    expect(
      parseDriveSearch(
        `?view=everything&q=${long}&sort=owner&order=up&page=0&size=7&layout=wall`,
        'nope',
      ),
    ).toEqual(DEFAULT_DRIVE_VIEW);
    // An order without a sort is the server's default order.
    expect(parseDriveSearch('?order=desc')).toEqual(DEFAULT_DRIVE_VIEW);
    // The trash is flat: no folder in it.
    expect(parseDriveSearch('?view=trash', FOLDER)).toEqual({
      ...DEFAULT_DRIVE_VIEW,
      view: 'trash',
    });
    expect(parseDriveSearch('?q=%20%20')).toEqual(DEFAULT_DRIVE_VIEW);
  });

  it('asks the server for a folder in My drive, whatever list it was opened from', () => {
    expect(driveListQueryOf({ view: 'shared', folder: FOLDER, page: 2, size: 10 })).toEqual({
      view: 'my',
      parent_id: FOLDER,
      page: 2,
      size: 10,
    });
    expect(driveListQueryOf({ view: 'trash', q: 'a', sort: 'name', page: 1, size: 10 })).toEqual({
      view: 'trash',
      q: 'a',
      sort: 'name',
      order: 'asc',
      page: 1,
      size: 10,
    });
  });

  it('moves between lists, folders and searches, keeping what the person chose to keep', () => {
    const view: DrivePageView = {
      view: 'shared',
      folder: FOLDER,
      q: 'x',
      sort: 'size',
      order: 'desc',
      page: 4,
      size: 50,
      layout: 'grid',
    };
    expect(withDriveSection(view, 'trash')).toEqual({
      view: 'trash',
      page: 1,
      size: 50,
      layout: 'grid',
    });
    expect(withDriveFolder(view, 'other')).toEqual({
      view: 'shared',
      folder: 'other',
      sort: 'size',
      order: 'desc',
      page: 1,
      size: 50,
      layout: 'grid',
    });
    // A folder found in the trash's list is opened in My drive.
    expect(withDriveFolder({ view: 'trash', page: 1, size: 10 }, FOLDER).view).toBe('my');
    expect(withDriveSearch(view, '')).not.toHaveProperty('q');
    expect(withDriveSearch({ ...view, q: undefined }, 'y')).toMatchObject({ q: 'y', page: 1 });
    expect(withDriveLayout(view, 'list')).not.toHaveProperty('layout');
  });

  it('shows the server’s order in the table and keeps the URL short for it', () => {
    expect(driveTableSortOf(DEFAULT_DRIVE_VIEW)).toEqual({ key: 'name', direction: 'asc' });
    // Recent is newest first on the server: no column is marked.
    expect(driveTableSortOf({ view: 'recent', page: 1, size: 10 })).toBeNull();
    expect(
      withDriveTableSort({ ...DEFAULT_DRIVE_VIEW, page: 3 }, { key: 'size', direction: 'desc' }),
    ).toEqual({ ...DEFAULT_DRIVE_VIEW, sort: 'size', order: 'desc' });
    expect(
      withDriveTableSort(
        { ...DEFAULT_DRIVE_VIEW, sort: 'size' },
        { key: 'name', direction: 'asc' },
      ),
    ).toEqual(DEFAULT_DRIVE_VIEW);
    expect(
      withDriveTableSort({ view: 'recent', page: 1, size: 10 }, { key: 'name', direction: 'asc' }),
    ).toEqual({ view: 'recent', sort: 'name', order: 'asc', page: 1, size: 10 });
    expect(withDriveTableSort({ ...DEFAULT_DRIVE_VIEW, sort: 'size' }, null)).toEqual(
      DEFAULT_DRIVE_VIEW,
    );
    expect(withDriveTableSort(DEFAULT_DRIVE_VIEW, { key: 'owner', direction: 'asc' })).toEqual(
      DEFAULT_DRIVE_VIEW,
    );
  });
});
