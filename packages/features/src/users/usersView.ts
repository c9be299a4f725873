import {
  DEFAULT_PAGE_SIZE,
  ROLES,
  SORT_ORDERS,
  USER_SORT_KEYS,
  USERNAME_MAX,
  type Role,
  type SortOrder,
  type UserSortKey,
  type UsersExportFilters,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';
import type { DataTableSort } from '@atrium/ui';
import type { InactiveUsersQuery, UsersQuery } from './usersTypes.ts';

export const USERS_TABS = ['active', 'inactive'] as const;
export type UsersTab = (typeof USERS_TABS)[number];

export const AVAILABILITIES = ['online', 'offline'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * What the users screen shows: which list, its search and filters, its order and its page. It
 * lives in the URL (the app passes it in and gets it back), so a filtered list can be bookmarked,
 * shared and reloaded, and Back returns to it from a person's page.
 */
export interface UsersView {
  tab: UsersTab;
  page: number;
  size: number;
  /** Username or full name contains this (both lists). */
  username?: string;
  /** The active list's filters. */
  status?: Availability;
  team_id?: string;
  role?: Role;
  /** Absent: the server's default order (by name). */
  sort?: UserSortKey;
  order?: SortOrder;
}

export const DEFAULT_USERS_VIEW: UsersView = { tab: 'active', page: 1, size: DEFAULT_PAGE_SIZE };

/**
 * The view a URL's query string describes. What the server would refuse is left out, not sent:
 * a hand-edited or outdated link shows the list rather than a 400.
 */
export function parseUsersSearch(search: string | URLSearchParams): UsersView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: UsersView = { ...DEFAULT_USERS_VIEW };
  const tab = params.get('tab');
  if (oneOf(USERS_TABS, tab)) view.tab = tab;
  Object.assign(view, pageAndSizeOf(params));
  const username = params.get('username')?.trim();
  if (username && username.length <= USERNAME_MAX) view.username = username;
  const sort = params.get('sort');
  if (oneOf(USER_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (view.sort && oneOf(SORT_ORDERS, order)) view.order = order;
  // The inactive list has no availability, team or role filter.
  if (view.tab === 'active') {
    const status = params.get('status');
    if (oneOf(AVAILABILITIES, status)) view.status = status;
    const team = params.get('team_id');
    if (team && UUID.test(team)) view.team_id = team;
    const role = params.get('role');
    if (oneOf(ROLES, role)) view.role = role;
  }
  return view;
}

/** The URL query string of a view, without the defaults (`?` included, or '' when all default). */
export function usersSearchString(view: UsersView): string {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_USERS_VIEW.tab) params.set('tab', view.tab);
  if (view.username) params.set('username', view.username);
  if (view.status) params.set('status', view.status);
  if (view.team_id) params.set('team_id', view.team_id);
  if (view.role) params.set('role', view.role);
  if (view.sort) params.set('sort', view.sort);
  if (view.sort && view.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_USERS_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether a search or filter narrows the list (the empty state then offers to clear them). */
export function isUsersViewFiltered(view: UsersView): boolean {
  return Boolean(view.username || view.status || view.team_id || view.role);
}

type FilterKey = 'username' | 'status' | 'team_id' | 'role';
type FilterValue<K extends FilterKey> = NonNullable<UsersView[K]>;

/** The view with one filter changed (or removed with null), back on page 1. */
export function withUsersFilter<K extends FilterKey>(
  view: UsersView,
  key: K,
  value: FilterValue<K> | null,
): UsersView {
  const filters: { [F in FilterKey]?: UsersView[F] | undefined } = {
    username: view.username,
    status: view.status,
    team_id: view.team_id,
    role: view.role,
  };
  filters[key] = value ?? undefined;
  const { username, status, team_id, role } = filters;
  // Rebuilt with only the filters set, so an absent filter is absent (from the URL too).
  return {
    ...withoutUsersFilters(view),
    ...(username ? { username } : {}),
    ...(status ? { status } : {}),
    ...(team_id ? { team_id } : {}),
    ...(role ? { role } : {}),
  };
}

/** The view without its search and filters, keeping the list, order and page size. */
export function withoutUsersFilters(view: UsersView): UsersView {
  const next: UsersView = { tab: view.tab, page: 1, size: view.size };
  if (view.sort) next.sort = view.sort;
  if (view.sort && view.order) next.order = view.order;
  return next;
}

/** The other list, from its first page; the active-only filters do not follow to the inactive. */
export function withUsersTab(view: UsersView, tab: UsersTab): UsersView {
  if (tab === view.tab) return view;
  const next: UsersView = { tab, page: 1, size: view.size };
  if (view.username) next.username = view.username;
  return next;
}

/** The table's sort (`null`: the default order). */
export function tableSortOf(view: UsersView): DataTableSort | null {
  return view.sort ? { key: view.sort, direction: view.order ?? 'asc' } : null;
}

function isSortKey(key: string): key is UserSortKey {
  return (USER_SORT_KEYS as readonly string[]).includes(key);
}

/** The view in the table's new order (a column that is not a sort key: the default order). */
export function withTableSort(view: UsersView, sort: DataTableSort | null): UsersView {
  const { sort: _sort, order: _order, ...rest } = view;
  if (!sort || !isSortKey(sort.key)) return { ...rest, page: 1 };
  return { ...rest, sort: sort.key, order: sort.direction, page: 1 };
}

/** The filters and order shared by a list call and its export. */
function filtersOf(view: UsersView) {
  return {
    ...(view.username ? { username: view.username } : {}),
    ...(view.sort ? { sort: view.sort, order: view.order ?? 'asc' } : {}),
    ...(view.tab === 'active'
      ? {
          ...(view.status ? { is_available: view.status === 'online' } : {}),
          ...(view.team_id ? { team_id: view.team_id } : {}),
          ...(view.role ? { role: view.role } : {}),
        }
      : {}),
  };
}

/** The active list's query (`GET /users`). */
export function activeListQueryOf(view: UsersView): UsersQuery {
  return { page: view.page, size: view.size, ...filtersOf(view) };
}

/** The inactive list's query (`GET /users/inactive`). */
export function inactiveListQueryOf(view: UsersView): InactiveUsersQuery {
  const { username, sort, order } = filtersOf(view);
  return {
    page: view.page,
    size: view.size,
    ...(username ? { username } : {}),
    ...(sort ? { sort, order } : {}),
  };
}

/** The export's filters: the shown list's (the inactive one says so), without paging. */
export function exportFiltersOf(view: UsersView): Omit<UsersExportFilters, 'format'> {
  return view.tab === 'inactive' ? { inactive: true, ...filtersOf(view) } : filtersOf(view);
}
