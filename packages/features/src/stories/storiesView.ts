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
  type StoryFilterInput,
  type StoryListInput,
  type StoryPriority,
  type StorySortKey,
} from '@atrium/api';
import { oneOf, pageAndSizeOf, UUID } from '../app/viewSearch.ts';

/** How the page's stories are grouped (on the page shown; the server sorts and pages). */
export const STORY_GROUPINGS = ['state', 'priority', 'project'] as const;
export type StoryGrouping = (typeof STORY_GROUPINGS)[number];

/** How the stories are shown: the list (absent from the URL), a project's board, the due-date
 * calendar, or "My stories" (assigned to me, due soon, overdue). */
export const STORY_LAYOUTS = ['list', 'board', 'calendar', 'mine'] as const;
export type StoryLayout = (typeof STORY_LAYOUTS)[number];
export const STORY_CALENDAR_MODES = ['month', 'week'] as const;
export type StoryCalendarMode = (typeof STORY_CALENDAR_MODES)[number];
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * What the story list shows: a project, a state group, an assignee (`me`, `none` or an id), a
 * label, a priority, a due filter, a search, a grouping, the order and the page; and how: the
 * layout, and the calendar's mode and day. It lives in the URL
 * (`/main/story?project=&state=&assignee=&label=&priority=&due=&q=&group=&sort=&order=&page=
 * &layout=&calendar=&date=`).
 */
export interface StoriesView {
  /** Absent: the list. */
  layout?: Exclude<StoryLayout, 'list'>;
  /** The calendar's mode (absent: month) and a day it shows (absent: today), `YYYY-MM-DD`. */
  calendar?: Exclude<StoryCalendarMode, 'month'>;
  date?: string;
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
  const layout = params.get('layout');
  if (oneOf(STORY_LAYOUTS, layout) && layout !== 'list') view.layout = layout;
  if (params.get('calendar') === 'week') view.calendar = 'week';
  const date = params.get('date');
  if (date && ISO_DATE.test(date)) view.date = date;
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
  if (view.layout) params.set('layout', view.layout);
  if (view.calendar) params.set('calendar', view.calendar);
  if (view.date) params.set('date', view.date);
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

/** The filters the board and the calendar share with the list (no order, page or project). */
export function storyFiltersOf(view: StoriesView): StoryFilterInput {
  const {
    project_id: _project,
    sort: _sort,
    order: _order,
    page: _page,
    size: _size,
    ...filters
  } = storiesInputOf(view);
  return filters;
}

/**
 * What a saved view keeps: the filters, grouping, order and layout as the URL says them (not the
 * page, the page size or the calendar's day, which belong to the moment).
 */
export function savedQueryOf(view: StoriesView): Record<string, string> {
  const { date: _date, ...kept } = view;
  const params = new URLSearchParams(
    storiesSearchString({ ...kept, page: 1, size: DEFAULT_STORIES_VIEW.size }),
  );
  return Object.fromEntries(params.entries());
}

/** The view a saved view's query describes (what is no longer valid is left out). */
export function viewOfSaved(query: Record<string, string>, current: StoriesView): StoriesView {
  const view = parseStoriesSearch(new URLSearchParams(query));
  return { ...view, size: current.size, ...(current.date ? { date: current.date } : {}) };
}

/** Whether the view shows what a saved view keeps (the saved view "is on"). */
export function isSavedViewOn(query: Record<string, string>, view: StoriesView): boolean {
  const a = savedQueryOf(view);
  const b = savedQueryOf(parseStoriesSearch(new URLSearchParams(query)));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
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
    ...(view.layout ? { layout: view.layout } : {}),
    ...(view.calendar ? { calendar: view.calendar } : {}),
    ...(view.date ? { date: view.date } : {}),
  };
}
