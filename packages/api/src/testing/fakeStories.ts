import { ApiError } from '../client/ApiError.ts';
import type { ProjectsResource } from '../client/resources/projects.ts';
import type { StoriesResource } from '../client/resources/stories.ts';
import { ERROR_DETAILS } from '../contracts/common.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

/**
 * Projects and stories in the fake: every call answers 404 until the in-memory store is written
 * (the screens come in a later session; their stories will seed it).
 */
function notYet<T extends object>(respond: Respond, area: string): T {
  return new Proxy({} as T, {
    get: (_target, name) => () =>
      respond(`${area}.${String(name)}`, () => {
        throw new ApiError({
          kind: 'detail',
          status: 404,
          url: `/api/${area}`,
          detail: ERROR_DETAILS.notFound,
        });
      }),
  });
}

export function createFakeStories(respond: Respond): {
  projects: ProjectsResource;
  stories: StoriesResource;
} {
  return {
    projects: notYet<ProjectsResource>(respond, 'projects'),
    stories: notYet<StoriesResource>(respond, 'stories'),
  };
}
