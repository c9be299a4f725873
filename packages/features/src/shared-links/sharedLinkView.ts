import { DEFAULT_PAGE_SIZE } from '@atrium/api';
import { pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/**
 * Where a visitor is inside a shared folder: the folder open (absent: the shared one) and the
 * page. It lives in the URL's query string (`?folder=&page=&size=`), so Back walks back up and a
 * reload stays put.
 */
export interface SharedLinkView {
  folder?: string;
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
  return view;
}

/** The query string of a view, without its defaults. */
export function sharedLinkSearchString(view: SharedLinkView): string {
  const params = new URLSearchParams();
  if (view.folder) params.set('folder', view.folder);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_SHARED_LINK_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A folder's first page, keeping the page size. */
export function withSharedFolder(view: SharedLinkView, folder: string | null): SharedLinkView {
  const next: SharedLinkView = { page: 1, size: view.size };
  if (folder) next.folder = folder;
  return next;
}
