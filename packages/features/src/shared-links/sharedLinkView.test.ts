import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARED_LINK_VIEW,
  parseSharedLinkSearch,
  sharedLinkSearchString,
  withSharedFolder,
} from './sharedLinkView.ts';

const FOLDER = '00000000-0000-4000-8000-000000000042';

describe('the shared link view in the URL', () => {
  it('round-trips the folder, order and page, and leaves out the defaults', () => {
    const view = { folder: FOLDER, sort: 'size', order: 'desc', page: 2, size: 25 } as const;
    expect(sharedLinkSearchString(view)).toBe(
      `?folder=${FOLDER}&sort=size&order=desc&page=2&size=25`,
    );
    expect(parseSharedLinkSearch(sharedLinkSearchString(view))).toEqual(view);
    expect(sharedLinkSearchString(DEFAULT_SHARED_LINK_VIEW)).toBe('');
  });

  it('drops what the server would refuse', () => {
    expect(parseSharedLinkSearch('?folder=../etc&sort=owner&order=up&page=0&size=7')).toEqual(
      DEFAULT_SHARED_LINK_VIEW,
    );
  });

  it('opens a folder on its first page, keeping the order and page size', () => {
    expect(withSharedFolder({ sort: 'name', order: 'desc', page: 3, size: 50 }, FOLDER)).toEqual({
      folder: FOLDER,
      sort: 'name',
      order: 'desc',
      page: 1,
      size: 50,
    });
    expect(withSharedFolder({ folder: FOLDER, page: 2, size: 10 }, null)).toEqual({
      page: 1,
      size: 10,
    });
  });
});
