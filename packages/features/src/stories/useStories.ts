import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  CreateStoryRequest,
  StoryDetail,
  StoryListInput,
  StorySummary,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { projectsKeys, startsWith } from '../projects/projectsKeys.ts';
import { storiesKeys } from './storiesKeys.ts';

export interface UseStoriesResult {
  stories: StorySummary[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

const NO_STORIES: StorySummary[] = [];

/** A page of stories (the server filters, sorts and pages); `enabled: false` asks nothing. */
export function useStories(
  query: StoryListInput,
  { enabled = true }: { enabled?: boolean } = {},
): UseStoriesResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(enabled ? storiesKeys.list(query) : null, () =>
    api.stories.list(query),
  );
  return {
    stories: data?.items ?? NO_STORIES,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface StoryMutations {
  create: (body: CreateStoryRequest) => Promise<StoryDetail>;
}

/** Changes to stories; every story list and the projects' progress are refetched. */
export function useStoryMutations(): StoryMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    // Lists and boards show the new story; the projects' progress counts it.
    await mutate(startsWith(storiesKeys.all));
    await mutate(startsWith(projectsKeys.all));
  }, [mutate]);
  return useMemo(
    () => ({
      create: async (body) => {
        const story = await api.stories.create(body);
        await refresh();
        return story;
      },
    }),
    [api, refresh],
  );
}
