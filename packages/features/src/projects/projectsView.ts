import {
  DEFAULT_PAGE_SIZE,
  PROJECT_HEALTH,
  PROJECT_SEARCH_MAX,
  PROJECT_SORT_KEYS,
  PROJECT_STATUSES,
  SORT_ORDERS,
  type ProjectHealth,
  type ProjectListInput,
  type ProjectSortKey,
  type ProjectStatus,
  type SortOrder,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/**
 * What the projects list shows: a status, a health, a lead, only mine, a search, the order and
 * the page. It lives in the URL
 * (`/main/project?status=&health=&lead=&mine=&q=&sort=&order=&page=&size=`),
 * so a filtered list can be bookmarked, shared and reloaded.
 */
export interface ProjectsView {
  status?: ProjectStatus;
  health?: ProjectHealth;
  /** The lead's user id. */
  lead?: string;
  /** Only the projects the person is a member of. */
  mine?: boolean;
  q?: string;
  sort: ProjectSortKey;
  order: SortOrder;
  page: number;
  size: number;
}

export const DEFAULT_PROJECTS_VIEW: ProjectsView = {
  sort: 'name',
  order: 'asc',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** The view a URL's query string describes; what the server would refuse is left out. */
export function parseProjectsSearch(search: string | URLSearchParams): ProjectsView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: ProjectsView = { ...DEFAULT_PROJECTS_VIEW, ...pageAndSizeOf(params) };
  const status = params.get('status');
  if (oneOf(PROJECT_STATUSES, status)) view.status = status;
  const health = params.get('health');
  if (oneOf(PROJECT_HEALTH, health)) view.health = health;
  const lead = params.get('lead');
  if (lead && UUID.test(lead)) view.lead = lead;
  if (params.get('mine') === 'true') view.mine = true;
  const q = params.get('q')?.trim();
  if (q && q.length <= PROJECT_SEARCH_MAX) view.q = q;
  const sort = params.get('sort');
  if (oneOf(PROJECT_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (oneOf(SORT_ORDERS, order)) view.order = order;
  return view;
}

/** The URL query string of a view, without the defaults. */
export function projectsSearchString(view: ProjectsView): string {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.health) params.set('health', view.health);
  if (view.lead) params.set('lead', view.lead);
  if (view.mine) params.set('mine', 'true');
  if (view.q) params.set('q', view.q);
  if (view.sort !== DEFAULT_PROJECTS_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_PROJECTS_VIEW.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PROJECTS_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the API is asked for this view. */
export function projectsInputOf(view: ProjectsView): ProjectListInput {
  return {
    ...(view.status ? { status: [view.status] } : {}),
    ...(view.health ? { health: [view.health] } : {}),
    ...(view.lead ? { lead_id: view.lead } : {}),
    ...(view.mine ? { mine: true } : {}),
    ...(view.q ? { q: view.q } : {}),
    sort: view.sort,
    order: view.order,
    page: view.page,
    size: view.size,
  };
}

/** The view without its filters and search, from the first page. */
export function withoutProjectFilters(view: ProjectsView): ProjectsView {
  return { sort: view.sort, order: view.order, page: 1, size: view.size };
}
