import { projectsKeys, startsWith } from '../projects/projectsKeys.ts';
import { storiesKeys } from './storiesKeys.ts';

const STORY_RESOURCE = /^stories:([0-9a-f-]{36}):([0-9a-f-]{36})$/i;

/**
 * What a `refetch` live event about a story makes stale (ADR 0021: the server sends
 * `stories:{projectId}:{storyId}` to the project's members when one of its stories changes):
 * every story list (the story may enter or leave any of them, the calendar and "My stories"
 * included), the project's boards, the story's page and timeline, and the project's progress.
 * Undefined when the resource is not a story's.
 */
export function storyRefetchMatcher(resource: string): ((key: unknown) => boolean) | undefined {
  const match = STORY_RESOURCE.exec(resource);
  if (!match) return undefined;
  const [, projectId = '', storyId = ''] = match;
  const stale = [
    startsWith(storiesKeys.lists()),
    startsWith(['stories', 'board', projectId]),
    startsWith(storiesKeys.detail(storyId)),
    startsWith(storiesKeys.timeline(storyId)),
    startsWith(projectsKeys.detail(projectId)),
  ];
  return (key) => stale.some((matches) => matches(key));
}
