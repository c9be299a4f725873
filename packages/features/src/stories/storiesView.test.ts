import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORIES_VIEW,
  isSavedViewOn,
  parseStoriesSearch,
  savedQueryOf,
  storiesInputOf,
  storiesSearchString,
  storyFiltersOf,
  viewOfSaved,
  withStoryFilter,
  withoutStoryFilters,
} from './storiesView.ts';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const LABEL = '00000000-0000-4000-8000-000000000002';

describe('storiesView', () => {
  it('reads back what it writes, leaving the defaults out of the URL', () => {
    const view = {
      ...DEFAULT_STORIES_VIEW,
      project: PROJECT,
      state: 'started' as const,
      assignee: 'me',
      label: LABEL,
      priority: 'high' as const,
      due: 'overdue' as const,
      q: 'press',
      group: 'priority' as const,
      sort: 'due_date' as const,
      order: 'asc' as const,
      page: 3,
    };
    expect(parseStoriesSearch(storiesSearchString(view))).toEqual(view);
    expect(storiesSearchString(DEFAULT_STORIES_VIEW)).toBe('');
  });

  it('drops what the server would refuse, and a label without its project', () => {
    expect(
      parseStoriesSearch(`?state=doing&assignee=bob&label=${LABEL}&priority=asap&group=colour`),
    ).toEqual(DEFAULT_STORIES_VIEW);
  });

  it('asks the API for lists, and another project drops the label', () => {
    const view = { ...DEFAULT_STORIES_VIEW, project: PROJECT, label: LABEL, assignee: 'none' };
    expect(storiesInputOf(view)).toEqual(
      expect.objectContaining({ project_id: [PROJECT], label_id: [LABEL], assignee: ['none'] }),
    );
    expect(withStoryFilter({ ...view, page: 4 }, 'project', undefined)).toEqual({
      ...DEFAULT_STORIES_VIEW,
      assignee: 'none',
    });
  });

  it('keeps the layout, the calendar mode and its day in the URL, and drops bad ones', () => {
    const view = parseStoriesSearch('?layout=calendar&calendar=week&date=2026-11-27');
    expect(view).toMatchObject({ layout: 'calendar', calendar: 'week', date: '2026-11-27' });
    expect(storiesSearchString(view)).toBe('?layout=calendar&calendar=week&date=2026-11-27');
    expect(parseStoriesSearch('?layout=list&calendar=year&date=2026-13-01')).toEqual(
      DEFAULT_STORIES_VIEW,
    );
    expect(withoutStoryFilters({ ...view, q: 'x' })).toMatchObject({ layout: 'calendar' });
  });

  it('gives the board and the calendar the list’s filters without order, page or project', () => {
    expect(
      storyFiltersOf({ ...DEFAULT_STORIES_VIEW, project: PROJECT, priority: 'high', q: 'teaser' }),
    ).toEqual({ priority: ['high'], q: 'teaser' });
  });

  it('saves filters, grouping, order and layout, not the page or the day, and knows when one is on', () => {
    const view = {
      ...DEFAULT_STORIES_VIEW,
      project: PROJECT,
      state: 'review' as const,
      layout: 'calendar' as const,
      date: '2026-11-27',
      page: 3,
    };
    const query = savedQueryOf(view);
    expect(query).toEqual({ project: PROJECT, state: 'review', layout: 'calendar' });
    expect(isSavedViewOn(query, view)).toBe(true);
    expect(isSavedViewOn(query, { ...view, state: 'started' })).toBe(false);
    expect(viewOfSaved(query, { ...DEFAULT_STORIES_VIEW, size: 50 })).toEqual({
      ...DEFAULT_STORIES_VIEW,
      size: 50,
      project: PROJECT,
      state: 'review',
      layout: 'calendar',
    });
  });
});
