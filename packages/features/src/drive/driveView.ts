import {
  DEFAULT_PAGE_SIZE,
  DRIVE_SEARCH_MAX,
  DRIVE_SORT_KEYS,
  DRIVE_VIEWS,
  SORT_ORDERS,
  type DriveListInput,
  type DriveSortKey,
  type DriveView,
  type SortOrder,
} from '@atrium/api';
import type { DataTableSort } from '@atrium/ui';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/** How the items are laid out: a table (cards on a phone) or a grid of large tiles. */
export const DRIVE_LAYOUTS = ['list', 'grid'] as const;
export type DriveLayout = (typeof DRIVE_LAYOUTS)[number];

/**
 * What the drive page shows: which list (`view`: My drive, Shared with me, Recent, Starred,
 * Trash), the folder open in it, a search, the order and the page. It lives in the URL
 * (`/main/drive/{folder}?view=&q=&sort=&order=&page=&size=`), so a folder or a search can be
 * bookmarked, shared and reloaded, and Back returns to it.
 */
export interface DrivePageView {
  /** The list in the left column; inside a folder, the one the folder was opened from. */
  view: DriveView;
  /** The folder shown (the route's `{id}`); absent: the root of `view`. */
  folder?: string;
  /** Part of a name, searched everywhere the person may see (the view and folder then do not apply). */
  q?: string;
  /** Absent: the server's order (by name; Recent: the latest first). */
  sort?: DriveSortKey;
  order?: SortOrder;
  page: number;
  size: number;
  /** Absent: the list. */
  layout?: DriveLayout;
}

export const DEFAULT_DRIVE_VIEW: DrivePageView = { view: 'my', page: 1, size: DEFAULT_PAGE_SIZE };

/**
 * The view a URL's query string (and the route's folder id) describe. What the server would
 * refuse is left out, not sent: a hand-edited or outdated link shows the drive rather than a 400.
 */
export function parseDriveSearch(
  search: string | URLSearchParams,
  folder?: string | null,
): DrivePageView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: DrivePageView = { ...DEFAULT_DRIVE_VIEW, ...pageAndSizeOf(params) };
  const list = params.get('view');
  if (oneOf(DRIVE_VIEWS, list)) view.view = list;
  // The trash is a flat list: its folders are not opened.
  if (folder && UUID.test(folder) && view.view !== 'trash') view.folder = folder;
  const q = params.get('q')?.trim();
  if (q && q.length <= DRIVE_SEARCH_MAX) view.q = q;
  const sort = params.get('sort');
  if (oneOf(DRIVE_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (view.sort && oneOf(SORT_ORDERS, order)) view.order = order;
  if (params.get('layout') === 'grid') view.layout = 'grid';
  return view;
}

/** The URL query string of a view, without the defaults and the folder (it is in the path). */
export function driveSearchString(view: DrivePageView): string {
  const params = new URLSearchParams();
  if (view.view !== DEFAULT_DRIVE_VIEW.view) params.set('view', view.view);
  if (view.q) params.set('q', view.q);
  if (view.sort) params.set('sort', view.sort);
  if (view.sort && view.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_DRIVE_VIEW.size) params.set('size', String(view.size));
  if (view.layout === 'grid') params.set('layout', 'grid');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The `api.drive.list` query of a view: a folder's contents are asked for in My drive. */
export function driveListQueryOf(view: DrivePageView): DriveListInput {
  return {
    view: view.folder ? 'my' : view.view,
    ...(view.folder ? { parent_id: view.folder } : {}),
    ...(view.q ? { q: view.q } : {}),
    ...(view.sort ? { sort: view.sort, order: view.order ?? 'asc' } : {}),
    page: view.page,
    size: view.size,
  };
}

/** Another list of the left column, at its root, from its first page (search and order dropped). */
export function withDriveSection(view: DrivePageView, section: DriveView): DrivePageView {
  return { view: section, page: 1, size: view.size, ...layoutOf(view) };
}

/** The layout carries over to every list and folder (the person chose how they like to see files). */
function layoutOf(view: DrivePageView): Pick<DrivePageView, 'layout'> {
  return view.layout === 'grid' ? { layout: 'grid' } : {};
}

/** The same list in another layout. */
export function withDriveLayout(view: DrivePageView, layout: DriveLayout): DrivePageView {
  const { layout: _layout, ...rest } = view;
  return layout === 'grid' ? { ...rest, layout } : rest;
}

/** A folder opened from the current list; the search is left, the order and page size kept. */
export function withDriveFolder(view: DrivePageView, folder: string | null): DrivePageView {
  const next: DrivePageView = {
    view: view.view === 'trash' ? 'my' : view.view,
    page: 1,
    size: view.size,
    ...layoutOf(view),
  };
  if (folder) next.folder = folder;
  if (view.sort) next.sort = view.sort;
  if (view.sort && view.order) next.order = view.order;
  return next;
}

/** The view with this search (none: back to the folder or list it was made from), on page 1. */
export function withDriveSearch(view: DrivePageView, q: string): DrivePageView {
  const { q: _q, ...rest } = view;
  return q ? { ...rest, q, page: 1 } : { ...rest, page: 1 };
}

/** The table's sort: the one chosen, else the server's (by name; Recent has its own, unshown). */
export function driveTableSortOf(view: DrivePageView): DataTableSort | null {
  if (view.sort) return { key: view.sort, direction: view.order ?? 'asc' };
  return view.view === 'recent' && !view.folder && !view.q
    ? null
    : { key: 'name', direction: 'asc' };
}

function isSortKey(key: string): key is DriveSortKey {
  return (DRIVE_SORT_KEYS as readonly string[]).includes(key);
}

/** The view in the table's new order (`null` or an unknown column: the server's order). */
export function withDriveTableSort(view: DrivePageView, sort: DataTableSort | null): DrivePageView {
  const { sort: _sort, order: _order, ...rest } = view;
  if (!sort || !isSortKey(sort.key)) return { ...rest, page: 1 };
  // By name, A to Z, is the server's order outside Recent: the URL stays short.
  const byName = rest.view !== 'recent' || Boolean(rest.folder) || Boolean(rest.q);
  const byDefault = byName && sort.key === 'name' && sort.direction === 'asc';
  if (byDefault) return { ...rest, page: 1 };
  return { ...rest, sort: sort.key, order: sort.direction, page: 1 };
}
