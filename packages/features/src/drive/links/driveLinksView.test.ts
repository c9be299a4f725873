import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRIVE_LINKS_VIEW,
  driveLinksSearchString,
  linksInputOf,
  parseDriveLinksSearch,
} from './driveLinksView.ts';

describe('the links page view in the URL', () => {
  it('reads back what it writes', () => {
    const view = {
      ...DEFAULT_DRIVE_LINKS_VIEW,
      scope: 'all' as const,
      state: 'expired' as const,
      q: 'client',
      sort: 'view_count' as const,
      order: 'asc' as const,
      page: 3,
      size: 50,
    };
    expect(parseDriveLinksSearch(driveLinksSearchString(view))).toEqual(view);
    expect(driveLinksSearchString(DEFAULT_DRIVE_LINKS_VIEW)).toBe('');
  });

  it('leaves out what the server would refuse', () => {
    expect(parseDriveLinksSearch('?scope=everyone&state=gone&sort=token&page=-1&size=7')).toEqual(
      DEFAULT_DRIVE_LINKS_VIEW,
    );
    expect(linksInputOf(DEFAULT_DRIVE_LINKS_VIEW)).toEqual({
      scope: 'mine',
      sort: 'created_at',
      order: 'desc',
      page: 1,
      size: DEFAULT_DRIVE_LINKS_VIEW.size,
    });
  });
});
