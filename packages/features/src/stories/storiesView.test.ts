import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORIES_VIEW,
  parseStoriesSearch,
  storiesInputOf,
  storiesSearchString,
  withStoryFilter,
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
});
