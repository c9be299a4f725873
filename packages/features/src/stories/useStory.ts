import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  PAGE_SIZE_ALL,
  isApiError,
  type AddTimeEntryRequest,
  type ApiError,
  type RichTextDocument,
  type StoryDetail,
  type TimeEntryList,
  type TimelineEntry,
  type UpdateStoryRequest,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { projectsKeys, startsWith } from '../projects/projectsKeys.ts';
import { storiesKeys } from './storiesKeys.ts';

export interface UseStoryResult {
  story: StoryDetail | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** One story with everything its page shows but the timeline. */
export function useStory(id: string): UseStoryResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(storiesKeys.detail(id), () =>
    api.stories.get(id),
  );
  return {
    story: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

const NO_ENTRIES: TimelineEntry[] = [];

/** The story's activity and comments merged, oldest first. */
export function useStoryTimeline(id: string) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(storiesKeys.timeline(id), () =>
    api.stories.timeline(id, { size: PAGE_SIZE_ALL }),
  );
  return {
    entries: data?.items ?? NO_ENTRIES,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** The time logged against the story, and its estimate. */
export function useStoryTime(id: string) {
  const api = useApi();
  const { data, error } = useSWR<TimeEntryList>(storiesKeys.time(id), () =>
    api.stories.timeEntries(id),
  );
  return { time: data, error: error as ApiError | undefined };
}

/** The story as it is now, from a stale save's 409 (`{detail, story}`), when it is one. */
export function conflictOf(error: unknown): StoryDetail | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const body = error.body as { story?: StoryDetail } | undefined;
  return body?.story;
}

/** Changes to one story; each refetches what it touches (the story, its timeline, the lists). */
export function useStoryActions(id: string) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    async (story?: StoryDetail) => {
      if (story) await mutate(storiesKeys.detail(id), story, { revalidate: false });
      else await mutate(storiesKeys.detail(id));
      await mutate(storiesKeys.timeline(id));
      await mutate(startsWith(storiesKeys.lists()));
      await mutate(startsWith(projectsKeys.all));
    },
    [id, mutate],
  );
  return useMemo(
    () => ({
      /** A stale save throws the 409; the fresh story is put in the cache first. */
      update: async (body: UpdateStoryRequest) => {
        try {
          const story = await api.stories.update(id, body);
          await refresh(story);
          return story;
        } catch (error) {
          const fresh = conflictOf(error);
          if (fresh) await mutate(storiesKeys.detail(id), fresh, { revalidate: false });
          throw error;
        }
      },
      review: async (
        decision: 'approve' | 'send_back',
        version: number,
        comment?: RichTextDocument,
      ) => {
        const story = await api.stories.review(id, {
          decision,
          version,
          ...(comment ? { comment } : {}),
        });
        await refresh(story);
      },
      addComment: async (body: RichTextDocument) => {
        await api.stories.addComment(id, body);
        await mutate(storiesKeys.timeline(id));
      },
      updateComment: async (commentId: string, body: RichTextDocument) => {
        await api.stories.updateComment(commentId, body);
        await mutate(storiesKeys.timeline(id));
      },
      removeComment: async (commentId: string) => {
        await api.stories.removeComment(commentId);
        await mutate(storiesKeys.timeline(id));
      },
      toggleReaction: async (commentId: string, emoji: string, mine: boolean) => {
        if (mine) await api.stories.unreact(commentId, emoji);
        else await api.stories.react(commentId, emoji);
        await mutate(storiesKeys.timeline(id));
      },
      startTimer: async () => {
        await api.stories.startTimer(id);
        await mutate(storiesKeys.time(id));
      },
      stopTimer: async () => {
        await api.stories.stopTimer();
        await mutate(storiesKeys.time(id));
        await refresh();
      },
      addTime: async (body: AddTimeEntryRequest) => {
        await api.stories.addTimeEntry(id, body);
        await mutate(storiesKeys.time(id));
        await refresh();
      },
    }),
    [api, id, mutate, refresh],
  );
}
