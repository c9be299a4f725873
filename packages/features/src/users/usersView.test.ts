import { describe, expect, it } from 'vitest';
import {
  activeListQueryOf,
  DEFAULT_USERS_VIEW,
  exportFiltersOf,
  inactiveListQueryOf,
  isUsersViewFiltered,
  parseUsersSearch,
  tableSortOf,
  usersSearchString,
  withoutUsersFilters,
  withTableSort,
  withUsersFilter,
  withUsersTab,
  type UsersView,
} from './usersView.ts';

const TEAM = '10000000-0000-4000-8000-000000000007';

describe('the users view in the URL', () => {
  it('round-trips the search, every filter, the order and the page', () => {
    const view = parseUsersSearch(
      `?username=sara&status=online&team_id=${TEAM}&role=admin&sort=last_sign_in_at&order=desc&page=3&size=25`,
    );
    expect(view).toEqual({
      tab: 'active',
      username: 'sara',
      status: 'online',
      team_id: TEAM,
      role: 'admin',
      sort: 'last_sign_in_at',
      order: 'desc',
      page: 3,
      size: 25,
    });
    expect(parseUsersSearch(usersSearchString(view))).toEqual(view);
  });

  it('leaves the defaults out of the URL', () => {
    expect(usersSearchString(DEFAULT_USERS_VIEW)).toBe('');
    expect(parseUsersSearch('')).toEqual(DEFAULT_USERS_VIEW);
  });

  it('drops what the server would refuse instead of sending a 400', () => {
    expect(
      parseUsersSearch(
        `?tab=archived&status=away&team_id=7&role=owner&sort=password&order=up&page=-2&size=7&username=${'x'.repeat(200)}`,
      ),
    ).toEqual(DEFAULT_USERS_VIEW);
  });

  it('keeps an order only with a column to sort by', () => {
    expect(parseUsersSearch('?order=desc')).toEqual(DEFAULT_USERS_VIEW);
  });

  it('reads the inactive list with its search and order, without the active-only filters', () => {
    expect(
      parseUsersSearch(`?tab=inactive&username=omar&status=online&team_id=${TEAM}&role=user`),
    ).toEqual({ ...DEFAULT_USERS_VIEW, tab: 'inactive', username: 'omar' });
  });
});

describe('changing the users view', () => {
  const filtered: UsersView = {
    ...DEFAULT_USERS_VIEW,
    page: 4,
    username: 'sara',
    status: 'offline',
    team_id: TEAM,
    role: 'user',
    sort: 'email',
    order: 'desc',
  };

  it('goes back to page 1 when a filter changes, and removes a cleared one', () => {
    const next = withUsersFilter(filtered, 'role', null);
    expect(next.page).toBe(1);
    expect('role' in next).toBe(false);
    expect(withUsersFilter(filtered, 'role', 'admin').role).toBe('admin');
  });

  it('clears the search and filters but keeps the order and page size', () => {
    const cleared = withoutUsersFilters({ ...filtered, size: 50 });
    expect(cleared).toEqual({ tab: 'active', page: 1, size: 50, sort: 'email', order: 'desc' });
    expect(isUsersViewFiltered(cleared)).toBe(false);
    expect(isUsersViewFiltered(filtered)).toBe(true);
  });

  it('takes the search, not the active-only filters, to the other list', () => {
    expect(withUsersTab(filtered, 'inactive')).toEqual({
      tab: 'inactive',
      page: 1,
      size: DEFAULT_USERS_VIEW.size,
      username: 'sara',
    });
    expect(withUsersTab(filtered, 'active')).toBe(filtered);
  });

  it('maps the table sort both ways; a column that is not a sort key means the default order', () => {
    expect(tableSortOf(filtered)).toEqual({ key: 'email', direction: 'desc' });
    expect(tableSortOf(DEFAULT_USERS_VIEW)).toBeNull();
    const byRole = withTableSort(filtered, { key: 'role', direction: 'asc' });
    expect([byRole.sort, byRole.order, byRole.page]).toEqual(['role', 'asc', 1]);
    const unsorted = withTableSort(filtered, { key: 'teams', direction: 'asc' });
    expect('sort' in unsorted || 'order' in unsorted).toBe(false);
  });
});

describe('the list calls a view makes', () => {
  it('asks the active list with every filter', () => {
    expect(activeListQueryOf({ ...DEFAULT_USERS_VIEW, status: 'online', role: 'admin' })).toEqual({
      page: 1,
      size: DEFAULT_USERS_VIEW.size,
      is_available: true,
      role: 'admin',
    });
  });

  it('asks the inactive list with its search and order only', () => {
    const view: UsersView = {
      ...DEFAULT_USERS_VIEW,
      tab: 'inactive',
      username: 'omar',
      sort: 'deactivated_at',
    };
    expect(inactiveListQueryOf(view)).toEqual({
      page: 1,
      size: DEFAULT_USERS_VIEW.size,
      username: 'omar',
      sort: 'deactivated_at',
      order: 'asc',
    });
    expect(exportFiltersOf(view)).toEqual({
      inactive: true,
      username: 'omar',
      sort: 'deactivated_at',
      order: 'asc',
    });
  });

  it('exports the active list with its filters, without paging', () => {
    expect(exportFiltersOf({ ...DEFAULT_USERS_VIEW, page: 3, team_id: TEAM })).toEqual({
      team_id: TEAM,
    });
  });
});
