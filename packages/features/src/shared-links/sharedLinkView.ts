import {
  DEFAULT_PAGE_SIZE,
  DRIVE_SORT_KEYS,
  SORT_ORDERS,
  type DriveSortKey,
  type SortOrder,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/**
 * Where a visitor is inside a shared folder: the folder open (absent: the shared one), the order
 * and the page. It lives in the URL's query string (`?folder=&sort=&order=&page=&size=`), so Back walks back up and a
 * reload stays put.
 */
export interface SharedLinkView {
  folder?: string;
  /** Absent: the server's order (folders first, by name). */
  sort?: DriveSortKey;
  order?: SortOrder;
  page: number;
  size: number;
}

export const DEFAULT_SHARED_LINK_VIEW: SharedLinkView = { page: 1, size: DEFAULT_PAGE_SIZE };

/** The view a query string describes; what the server would refuse is left out. */
export function parseSharedLinkSearch(search: string | URLSearchParams): SharedLinkView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: SharedLinkView = { ...DEFAULT_SHARED_LINK_VIEW, ...pageAndSizeOf(params) };
  const folder = params.get('folder');
  if (folder && UUID.test(folder)) view.folder = folder;
  const sort = params.get('sort');
  if (oneOf(DRIVE_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (view.sort && oneOf(SORT_ORDERS, order)) view.order = order;
  return view;
}

/** The query string of a view, without its defaults. */
export function sharedLinkSearchString(view: SharedLinkView): string {
  const params = new URLSearchParams();
  if (view.folder) params.set('folder', view.folder);
  if (view.sort) params.set('sort', view.sort);
  if (view.sort && view.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_SHARED_LINK_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A folder's first page, keeping the order and the page size. */
export function withSharedFolder(view: SharedLinkView, folder: string | null): SharedLinkView {
  const next: SharedLinkView = { page: 1, size: view.size };
  if (folder) next.folder = folder;
  if (view.sort) next.sort = view.sort;
  if (view.sort && view.order) next.order = view.order;
  return next;
}
