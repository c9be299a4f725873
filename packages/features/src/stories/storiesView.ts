import {
  DEFAULT_PAGE_SIZE,
  SORT_ORDERS,
  STATE_GROUPS,
  STORY_DUE_FILTERS,
  STORY_PRIORITIES,
  STORY_SEARCH_MAX,
  STORY_SORT_KEYS,
  type SortOrder,
  type StateGroup,
  type StoryDueFilter,
  type StoryListInput,
  type StoryPriority,
  type StorySortKey,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/** How the page's stories are grouped (on the page shown; the server sorts and pages). */
export const STORY_GROUPINGS = ['state', 'priority', 'project'] as const;
export type StoryGrouping = (typeof STORY_GROUPINGS)[number];

/**
 * What the story list shows: a project, a state group, an assignee (`me`, `none` or an id), a
 * label, a priority, a due filter, a search, a grouping, the order and the page. It lives in the
 * URL (`/main/story?project=&state=&assignee=&label=&priority=&due=&q=&group=&sort=&order=&page=`).
 */
export interface StoriesView {
  project?: string;
  state?: StateGroup;
  assignee?: string;
  label?: string;
  priority?: StoryPriority;
  due?: StoryDueFilter;
  q?: string;
  group?: StoryGrouping;
  sort: StorySortKey;
  order: SortOrder;
  page: number;
  size: number;
}

export const DEFAULT_STORIES_VIEW: StoriesView = {
  sort: 'updated_at',
  order: 'desc',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

const isPerson = (value: string | null): value is string =>
  value === 'me' || value === 'none' || (value !== null && UUID.test(value));

/** The view a URL's query string describes; what the server would refuse is left out. */
export function parseStoriesSearch(search: string | URLSearchParams): StoriesView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: StoriesView = { ...DEFAULT_STORIES_VIEW, ...pageAndSizeOf(params) };
  const project = params.get('project');
  if (project && UUID.test(project)) view.project = project;
  const state = params.get('state');
  if (oneOf(STATE_GROUPS, state)) view.state = state;
  const assignee = params.get('assignee');
  if (isPerson(assignee)) view.assignee = assignee;
  const label = params.get('label');
  if (label && UUID.test(label) && view.project) view.label = label;
  const priority = params.get('priority');
  if (oneOf(STORY_PRIORITIES, priority)) view.priority = priority;
  const due = params.get('due');
  if (oneOf(STORY_DUE_FILTERS, due)) view.due = due;
  const q = params.get('q')?.trim();
  if (q && q.length <= STORY_SEARCH_MAX) view.q = q;
  const group = params.get('group');
  if (oneOf(STORY_GROUPINGS, group)) view.group = group;
  const sort = params.get('sort');
  if (oneOf(STORY_SORT_KEYS, sort)) view.sort = sort;
  const order = params.get('order');
  if (oneOf(SORT_ORDERS, order)) view.order = order;
  return view;
}

const FILTER_KEYS = ['project', 'state', 'assignee', 'label', 'priority', 'due', 'q'] as const;

/** The URL query string of a view, without the defaults. */
export function storiesSearchString(view: StoriesView): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.group) params.set('group', view.group);
  if (view.sort !== DEFAULT_STORIES_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_STORIES_VIEW.order) params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_STORIES_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the API is asked for this view. */
export function storiesInputOf(view: StoriesView): StoryListInput {
  return {
    ...(view.project ? { project_id: [view.project] } : {}),
    ...(view.state ? { state_group: [view.state] } : {}),
    ...(view.assignee ? { assignee: [view.assignee] } : {}),
    ...(view.label ? { label_id: [view.label] } : {}),
    ...(view.priority ? { priority: [view.priority] } : {}),
    ...(view.due ? { due: view.due } : {}),
    ...(view.q ? { q: view.q } : {}),
    sort: view.sort,
    order: view.order,
    page: view.page,
    size: view.size,
  };
}

/** Whether any filter or search narrows the list. */
export function hasStoryFilters(view: StoriesView): boolean {
  return FILTER_KEYS.some((key) => Boolean(view[key]));
}

/** The view with one filter set (or cleared with undefined), from the first page. */
export function withStoryFilter<K extends (typeof FILTER_KEYS)[number] | 'group'>(
  view: StoriesView,
  key: K,
  value: StoriesView[K] | undefined,
): StoriesView {
  const next: StoriesView = { ...view, page: 1, [key]: value };
  // Absent, not undefined: views compare and serialise without the cleared key.
  if (!value) Reflect.deleteProperty(next, key);
  // A label belongs to a project: another project (or none) drops it.
  if (key === 'project' && value !== view.project) delete next.label;
  return next;
}

/** The view without its filters and search, from the first page. */
export function withoutStoryFilters(view: StoriesView): StoriesView {
  return {
    sort: view.sort,
    order: view.order,
    page: 1,
    size: view.size,
    ...(view.group ? { group: view.group } : {}),
  };
}
