import {
  DEFAULT_PAGE_SIZE,
  DRIVE_LINK_SCOPES,
  DRIVE_LINK_SORT_KEYS,
  DRIVE_LINK_STATES,
  DRIVE_SEARCH_MAX,
  SORT_ORDERS,
  type DriveLinkListInput,
  type DriveLinkScope,
  type DriveLinkSortKey,
  type DriveLinkState,
  type SortOrder,
} from '@atrium/api';
import { oneOf, pageAndSizeOf } from '../../app/viewSearch.ts';

/**
 * What the links page shows: mine or all (administrators), a state, a search, the order and the
 * page. It lives in the URL (`/main/drive/links?scope=&state=&q=&sort=&order=&page=&size=`).
 */
export interface DriveLinksView {
  scope: DriveLinkScope;
  state?: DriveLinkState;
  q?: string;
  sort: DriveLinkSortKey;
  order: SortOrder;
  page: number;
  size: number;
}

export const DEFAULT_DRIVE_LINKS_VIEW: DriveLinksView = {
  scope: 'mine',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** The view a URL's query string describes; what the server would refuse is left out. */
export function parseDriveLinksSearch(search: string | URLSearchParams): DriveLinksView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: DriveLinksView = { ...DEFAULT_DRIVE_LINKS_VIEW, ...pageAndSizeOf(params) };
  const scope = params.get('scope');
  if (oneOf(DRIVE_LINK_SCOPES, scope)) view.scope = scope;
  const state = params.get('state');
  if (oneOf(DRIVE_LINK_STATES, state)) view.state = state;
  const q = params.get('q')?.trim();
  if (q && q.length <= DRIVE_SEARCH_MAX) view.q = q;
  const sort = params.get('sort');
  if (oneOf(DRIVE_LINK_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (oneOf(SORT_ORDERS, order)) view.order = order;
  return view;
}

/** The URL query string of a view, without the defaults. */
export function driveLinksSearchString(view: DriveLinksView): string {
  const params = new URLSearchParams();
  if (view.scope !== DEFAULT_DRIVE_LINKS_VIEW.scope) params.set('scope', view.scope);
  if (view.state) params.set('state', view.state);
  if (view.q) params.set('q', view.q);
  if (view.sort !== DEFAULT_DRIVE_LINKS_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_DRIVE_LINKS_VIEW.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_DRIVE_LINKS_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the API is asked for this view. */
export function linksInputOf(view: DriveLinksView): DriveLinkListInput {
  return {
    scope: view.scope,
    ...(view.state ? { state: view.state } : {}),
    ...(view.q ? { q: view.q } : {}),
    sort: view.sort,
    order: view.order,
    page: view.page,
    size: view.size,
  };
}
