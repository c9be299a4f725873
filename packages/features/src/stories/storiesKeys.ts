import type { StoryFilterInput, StoryListInput } from '@atrium/api';

/** SWR keys of the stories area (house style: never inline strings). */
export const storiesKeys = {
  all: ['stories'] as const,
  lists: () => ['stories', 'list'] as const,
  list: (query: StoryListInput) => ['stories', 'list', query] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
  timeline: (id: string) => ['stories', 'timeline', id] as const,
  time: (id: string) => ['stories', 'time', id] as const,
  board: (projectId: string, filters: StoryFilterInput = {}) =>
    ['stories', 'board', projectId, filters] as const,
  views: () => ['stories', 'views'] as const,
};
